import { Trans } from '@lingui/react/macro'
import { Clock } from 'lucide-react'
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'

/** Above every Seller Centre page a seller sees while its application is pending. */
export function PendingApprovalBanner() {
  const days = SELLER_REVIEW_WORKING_DAYS
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6">
      <p className="mx-auto flex max-w-7xl items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">
            <Trans>Your seller application is under review.</Trans>
          </strong>{' '}
          <Trans>
            We review applications within {days} working days. Meanwhile you can add and edit your products: they are
            listed after your approval.
          </Trans>
        </span>
      </p>
    </div>
  )
}
