import { BeingBuilt } from '../../../components/ui/being-built'

/** /vendor/settings */
export function VendorSettingsPage() {
  return <BeingBuilt screen="Store Settings" backTo={{ to: '/vendor', label: 'Back to dashboard' }} />
}
