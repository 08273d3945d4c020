import { useLingui } from '@lingui/react/macro'
import { Toaster } from 'sonner'

/**
 * Where toasts appear. Its own chunk, mounted once sonner has loaded (lib/toast.ts, providers.tsx):
 * sonner is about 9 KB of a first visit's JavaScript, and no toast is raised before a shopper acts.
 * A toast raised before it mounts is shown when it does (sonner replays active toasts to a new Toaster).
 */
export default function AppToaster() {
  const { t } = useLingui()
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  )
}
