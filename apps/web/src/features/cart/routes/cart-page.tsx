import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/page-title'
import { Spinner } from '../../../components/ui/spinner'
import { CartContents } from '../components/cart-contents'
import { useCustomerId } from '../hooks/use-customer-id'
import { useGuestCartView } from '../hooks/use-guest-cart-view'
import { useServerCartView } from '../hooks/use-server-cart-view'

function GuestCart() {
  return <CartContents view={useGuestCartView()} />
}

function CustomerCart({ customerId }: { customerId: string }) {
  return <CartContents view={useServerCartView(customerId)} customerId={customerId} />
}

/** /cart (docs/spec.md §2): a signed-in customer's cart from the server, a guest's from this browser. */
export function CartPage() {
  const customerId = useCustomerId()
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t`Your Cart`} />
      <h1 className="mb-6 text-2xl font-bold text-stone-900 sm:text-3xl">
        <Trans>Your Cart</Trans>
      </h1>
      {customerId === undefined ? (
        <div className="flex justify-center py-16">
          <Spinner label={t`Loading your cart…`} showLabel />
        </div>
      ) : customerId ? (
        <CustomerCart key={customerId} customerId={customerId} />
      ) : (
        <GuestCart />
      )}
    </div>
  )
}
