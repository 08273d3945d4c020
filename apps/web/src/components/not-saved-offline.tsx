import { Trans, useLingui } from '@lingui/react/macro'
import { WifiOff } from 'lucide-react'
import { Button } from './ui/button'
import { StatusPanel } from './ui/status-panel'

/**
 * A page opened offline that this device never kept (no page, no catalogue answer): the query is
 * paused until the connection returns, so say why instead of spinning. It loads by itself once
 * the browser is back online; Retry asks again at once.
 */
export function NotSavedOffline({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <StatusPanel
      as="h1"
      icon={<WifiOff className="size-8" />}
      title={t`This page isn't saved for offline use`}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          You're offline, and this page wasn't opened on this device before. It opens when you're back online.
        </Trans>
      </p>
    </StatusPanel>
  )
}
