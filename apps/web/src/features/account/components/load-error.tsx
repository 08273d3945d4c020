import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'

/** A tab whose data did not load: what failed, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <StatusPanel tone="error" title={title} action={<Button onClick={onRetry}>Try again</Button>}>
      <p>{errorMessage(error, 'Please check your connection and try again.')}</p>
    </StatusPanel>
  )
}
