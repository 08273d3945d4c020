import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../../components/ui/page-header'
import { RETURNS_PAGE_SIZE, ReturnsList, useReturnsParams } from '../../../components/returns-list'
import { useVendorReturns } from '../api/returns'
import { useVendorArea } from '../hooks/use-vendor-area'

/** /vendor/returns: the seller's return requests, newest first; those waiting for an answer first to filter on. */
export function VendorReturnsPage() {
  const { t } = useLingui()
  const { vendor } = useVendorArea()
  const params = useReturnsParams()
  const returns = useVendorReturns(vendor.id, { status: params.status, page: params.page, pageSize: RETURNS_PAGE_SIZE })
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`Returns`}
        description={t`Answer each request within 2 working days, or it is approved for you.`}
      />
      <ReturnsList query={returns} params={params} linkTo={(id) => `/vendor/returns/${encodeURIComponent(id)}`} />
    </div>
  )
}
