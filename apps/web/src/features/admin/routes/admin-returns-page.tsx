import { PageHeader } from '../../../components/ui/page-header'
import { RETURNS_PAGE_SIZE, ReturnsList, useReturnsParams } from '../../../components/returns-list'
import { useAdminReturns } from '../api/returns'

/** /admin/returns: every return request; rejected ones can be overridden, damaged ones decided. */
export function AdminReturnsPage() {
  const params = useReturnsParams()
  const returns = useAdminReturns({ status: params.status, page: params.page, pageSize: RETURNS_PAGE_SIZE })
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Returns"
        description="Every return request, newest first. Filter by Under review for items received damaged."
      />
      <ReturnsList
        query={returns}
        params={params}
        linkTo={(id) => `/admin/returns/${encodeURIComponent(id)}`}
        showSeller
      />
    </div>
  )
}
