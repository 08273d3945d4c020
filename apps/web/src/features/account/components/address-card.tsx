import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MapPin, Trash2 } from 'lucide-react'
import { toast } from '../../../lib/toast'
import type { Address } from '@haat/shared/accounts/customer'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-error-message'
import { useRemoveAddress } from '../api/remove-address'

/** One saved address; Remove asks "are you sure?" in place before deleting. */
export function AddressCard({ customerId, address }: { customerId: string; address: Address }) {
  const removeAddress = useRemoveAddress(customerId)
  const { t } = useLingui()
  const title = address.title
  const [confirm, setConfirm] = useState<'idle' | 'asking' | 'cancelled'>('idle')

  async function remove() {
    try {
      await removeAddress.mutateAsync(address.id)
      toast.success(t`Address Removed`)
    } catch (error) {
      toast.error(t`Removal Failed`, {
        description: errorMessage(error, t`There was an error removing the address. Please try again.`),
      })
      setConfirm('idle')
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 text-sm text-stone-700">
          <h3 className="font-semibold text-stone-900">{address.title}</h3>
          <p className="break-words">{address.street}</p>
          <p>
            {address.city}, {address.state} {address.pin}
          </p>
          <p>{address.country}</p>
        </div>
      </div>

      {confirm === 'asking' ? (
        <div role="group" aria-label={t`Remove ${title}?`} className="flex flex-col gap-2 sm:items-end">
          <p className="text-sm font-medium text-stone-800">
            <Trans>Remove this address?</Trans>
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              onClick={() => void remove()}
              disabled={removeAddress.isPending}
            >
              {removeAddress.isPending ? <Trans>Removing...</Trans> : <Trans>Yes, remove</Trans>}
            </Button>
            {/* Focus lands on the safe choice. */}
            <Button
              size="sm"
              variant="secondary"
              autoFocus
              onClick={() => setConfirm('cancelled')}
              disabled={removeAddress.isPending}
            >
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Remove ${title}`}
          className="self-start text-red-700 hover:bg-red-50"
          autoFocus={confirm === 'cancelled'}
          onClick={() => setConfirm('asking')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Remove</Trans>
        </Button>
      )}
    </li>
  )
}
