import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Share2 } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { shareLink } from '../../../lib/share-link'

/** Shares the product's address with the device's share sheet, or copies it (docs/spec.md §8's toast). */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [isSharing, setIsSharing] = useState(false)
  const { t } = useLingui()

  async function share() {
    setIsSharing(true)
    try {
      const outcome = await shareLink({ title, url: new URL(path, window.location.origin).href })
      if (outcome === 'copied') toast.success(t`Link copied to clipboard!`)
    } catch {
      toast.error(t`Couldn't share the link`, { description: t`Copy the address from the address bar instead.` })
    } finally {
      setIsSharing(false)
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()} disabled={isSharing}>
      <Share2 aria-hidden="true" className="size-4" />
      <Trans>Share</Trans>
    </Button>
  )
}
