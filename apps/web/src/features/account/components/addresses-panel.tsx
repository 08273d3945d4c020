import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '../../../components/ui/spinner'
import { useAddresses } from '../../../api/account/get-addresses'
import { AddressCard } from './address-card'
import { AddressForm } from './address-form'
import { LoadError } from '../../../components/query-boundary'
import { PanelHeading } from './panel-heading'

/** The Addresses tab: saved addresses, then the form to add one. */
export function AddressesPanel({ customerId }: { customerId: string }) {
  const addresses = useAddresses(customerId)
  const { t } = useLingui()

  return (
    <div className="space-y-8">
      <section>
        <PanelHeading title={t`Saved addresses`} />
        {addresses.isPending ? (
          <Spinner label={t`Loading your addresses…`} showLabel />
        ) : addresses.isError ? (
          <LoadError
            title={t`We couldn't load your addresses.`}
            error={addresses.error}
            onRetry={() => void addresses.refetch()}
          />
        ) : addresses.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
            <Trans>No addresses saved yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.data.map((address) => (
              <AddressCard key={address.id} customerId={customerId} address={address} />
            ))}
          </ul>
        )}
      </section>

      <section className="border-t border-stone-200 pt-6">
        <PanelHeading title={t`Add a new address`}>
          <Trans>Delivery is available across India.</Trans>
        </PanelHeading>
        <AddressForm customerId={customerId} />
      </section>
    </div>
  )
}
