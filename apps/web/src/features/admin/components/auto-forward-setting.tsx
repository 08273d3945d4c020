import { SwitchTrack } from '../../../components/ui/switch-track'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../lib/api-error-message'
import { useShopSettings, useUpdateShopSettings } from '../api/shop-settings'

/**
 * The "send new orders to vendors automatically" switch (on in a new shop). On, a cash-on-delivery
 * order reaches its vendors when placed and an online one when paid; off, each waits for Send to Vendor.
 */
export function AutoForwardSetting() {
  const settings = useShopSettings()
  const update = useUpdateShopSettings()
  const isOn = settings.data?.autoForwardOrders ?? false

  async function toggle() {
    if (!settings.data) return
    try {
      const saved = await update.mutateAsync({ ...settings.data, autoForwardOrders: !isOn })
      toast.success(
        saved.autoForwardOrders
          ? 'New orders now go to vendors automatically'
          : 'New orders now wait for Send to Vendor',
      )
    } catch (error) {
      toast.error('Could not change the setting', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="max-w-xl space-y-1">
        <p id="auto-forward-label" className="font-semibold text-stone-900">
          Send new orders to vendors automatically
        </p>
        <p id="auto-forward-hint" className="text-sm text-stone-600">
          {settings.isError
            ? 'Could not load this setting. Reload the page to try again.'
            : 'Cash-on-delivery orders go to their vendors as soon as they are placed, online orders once paid. Off: each order waits for Send to Vendor, counted on this dashboard.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="auto-forward-label"
        aria-describedby="auto-forward-hint"
        disabled={settings.isPending || settings.isError || update.isPending}
        onClick={() => void toggle()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-stone-700 disabled:opacity-50"
      >
        <SwitchTrack on={isOn} />
        <span aria-hidden="true">{isOn ? 'On' : 'Off'}</span>
      </button>
    </div>
  )
}
