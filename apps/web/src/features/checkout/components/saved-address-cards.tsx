import { Trans, useLingui } from '@lingui/react/macro'
import { MapPin } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { Address } from '@haat/shared/accounts/customer'
import { cn } from '../../../lib/cn'

interface SavedAddressCardsProps {
  addresses: Address[]
  selectedId: string
  /** react-hook-form's registration of `addressId` (one radio per card). */
  registration: UseFormRegisterReturn<'addressId'>
}

/** The saved addresses as a radio group of cards. */
export function SavedAddressCards({ addresses, selectedId, registration }: SavedAddressCardsProps) {
  const { t } = useLingui()
  return (
    <fieldset>
      <legend className="text-base font-semibold text-stone-900">
        <Trans>Saved addresses</Trans>
      </legend>
      <div role="radiogroup" aria-label={t`Saved addresses`} className="mt-3 grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => {
          const selected = selectedId === address.id
          return (
            <label
              key={address.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-700',
                selected ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input type="radio" value={address.id} className="mt-1 size-4 accent-brand-700" {...registration} />
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 text-stone-700">
                <span className="block font-semibold text-stone-900">{address.title}</span>
                <span className="block break-words">{address.street}</span>
                <span className="block">
                  {address.city}, {address.state} {address.pin}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
