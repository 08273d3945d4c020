import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../../components/ui/spinner'

/** Full screen while a signed-in area checks the session. */
export function AreaChecking() {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Checking your session…`} showLabel />
    </div>
  )
}
