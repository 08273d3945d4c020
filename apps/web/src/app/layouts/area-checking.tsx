import { Spinner } from '../../components/ui/spinner'

/** Full screen while a signed-in area checks the session. */
export function AreaChecking() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking your session…" showLabel />
    </div>
  )
}
