import { PageHeader } from '../../../components/ui/page-header'
import { AutoForwardSetting } from '../components/auto-forward-setting'
import { OrderLimitsSetting } from '../components/order-limits-setting'

/** /admin/settings: the shop-wide switches and limits, reached from the sidebar (also shown on the dashboard). */
export function AdminSettingsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Shop settings"
        description="Shop-wide switches and limits. Every change is written to the audit log."
      />
      <div className="space-y-4">
        <AutoForwardSetting />
        <OrderLimitsSetting />
      </div>
    </div>
  )
}
