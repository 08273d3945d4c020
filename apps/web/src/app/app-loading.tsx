import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../components/ui/spinner'

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Loading Haat…`} showLabel />
    </div>
  )
}
