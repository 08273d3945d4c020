import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { PageTitle } from '../../../components/page-title'
import { TabList, tabId, tabPanelId, type TabItem } from '../../../components/ui/tabs'
import { AccountPanel } from '../components/account-panel'
import { AddressesPanel } from '../components/addresses-panel'
import { ChangePasswordForm } from '../../../components/change-password-form'
import { useChangePassword } from '../api/change-password'
import { OrdersPanel } from '../components/orders-panel'
import { PanelHeading } from '../components/panel-heading'
import { WishlistPanel } from '../components/wishlist-panel'

const TABS = [
  { id: 'account', label: msg`Account` },
  { id: 'orders', label: msg`Orders` },
  { id: 'wishlist', label: msg`Wishlist` },
  { id: 'addresses', label: msg`Addresses` },
  { id: 'settings', label: msg`Settings` },
] as const
type ProfileTab = (typeof TABS)[number]['id']

function isProfileTab(value: string | null): value is ProfileTab {
  return TABS.some((tab) => tab.id === value)
}

export interface ProfilePageProps {
  customer: { id: string; name: string; email: string }
  /** Name or e-mail saved: whoever holds the session should re-read it. */
  onAccountChanged: () => void
  onSignOut: () => void
  isSigningOut: boolean
}

/** /profile (docs/spec.md §2): tabs Account, Orders, Wishlist, Addresses, Settings; the tab is kept in ?tab=. */
export function ProfilePage({ customer, onAccountChanged, onSignOut, isSigningOut }: ProfilePageProps) {
  const idPrefix = useId()
  const { t } = useLingui()
  const tabs: TabItem<ProfileTab>[] = TABS.map((item) => ({ id: item.id, label: t(item.label) }))
  const name = customer.name
  const email = customer.email
  const changePassword = useChangePassword()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'account'

  function selectTab(next: ProfileTab) {
    setSearchParams(
      (params) => {
        params.set('tab', next)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageTitle title={t`My Account`} />
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        <Trans>My Account</Trans>
      </h1>
      <p className="mt-1 text-sm break-words text-stone-600">
        <Trans>
          Signed in as <span className="font-semibold text-stone-800">{name}</span> ({email})
        </Trans>
      </p>

      <TabList
        label={t`Account sections`}
        idPrefix={idPrefix}
        tabs={tabs}
        selected={tab}
        onSelect={selectTab}
        className="mt-6"
      />
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, tab)}
        aria-labelledby={tabId(idPrefix, tab)}
        tabIndex={0}
        className="rounded-b-2xl pt-6 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        {tab === 'account' ? (
          <AccountPanel
            customerId={customer.id}
            onAccountChanged={onAccountChanged}
            onSignOut={onSignOut}
            isSigningOut={isSigningOut}
          />
        ) : null}
        {tab === 'orders' ? <OrdersPanel /> : null}
        {tab === 'wishlist' ? <WishlistPanel /> : null}
        {tab === 'addresses' ? <AddressesPanel customerId={customer.id} /> : null}
        {tab === 'settings' ? (
          <section>
            <PanelHeading title={t`Change password`}>
              <Trans>Changing it signs you out on your other devices; you stay signed in here.</Trans>
            </PanelHeading>
            <ChangePasswordForm changePassword={changePassword.mutateAsync} />
          </section>
        ) : null}
      </div>
    </div>
  )
}
