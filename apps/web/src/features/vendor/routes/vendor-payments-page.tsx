import { maskedAccount } from '@haat/shared/accounts/payout-account'
import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { Wallet } from 'lucide-react'
import { MonthSchema, previousMonth } from '@haat/shared/earnings/reports'
import type { PayoutStatus } from '@haat/shared/earnings/payouts'
import type { LedgerPosting } from '@haat/shared/earnings/statements'
import { LoadError } from '../../../components/query-boundary'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { cn } from '../../../lib/cn'
import { formatDate, formatPrice } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useEarningsBalance, useEarningsPostings, useSellerPayouts } from '../api/earnings'
import { useVendorArea } from '../hooks/use-vendor-area'

/** /vendor/payments: what the seller earned, what Haat kept of each sale, and when it is paid. */
export function VendorPaymentsPage() {
  const { t } = useLingui()
  const { vendor } = useVendorArea()
  const balance = useEarningsBalance(vendor.id)
  const { page, setPage } = useListParams([] as const)
  const postings = useEarningsPostings(vendor.id, page)

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`Payments`}
        description={t`Each delivered order earns its amount less Haat's commission and fee, GST on them, TCS and TDS. It becomes payable when its return windows close.`}
      />
      <section aria-label={t`Balance`} className="mb-8 grid gap-3 sm:grid-cols-3">
        {balance.isError ? (
          <LoadError
            title={t`Could not load the balance.`}
            error={balance.error}
            onRetry={() => void balance.refetch()}
          />
        ) : (
          <>
            <Amount label={t`Pending`} paise={balance.data?.pendingPaise} hint={t`Return windows still open`} />
            <Amount label={t`Payable`} paise={balance.data?.payablePaise} hint={t`Paid in the next payout`} />
            <Amount label={t`Paid`} paise={balance.data?.paidPaise} hint={t`Paid out so far`} />
          </>
        )}
      </section>

      <Statements />
      <Payouts vendorId={vendor.id} />

      <h2 className="mb-3 text-lg font-semibold text-stone-900">
        <Trans>Sales and returns</Trans>
      </h2>
      {postings.isPending ? (
        <Spinner label={t`Loading sales…`} />
      ) : postings.isError ? (
        <LoadError
          title={t`Could not load your sales.`}
          error={postings.error}
          onRetry={() => void postings.refetch()}
        />
      ) : postings.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          <Wallet aria-hidden="true" className="mx-auto mb-2 size-8" />
          <p>
            <Trans>Nothing earned yet: each order appears here once it is delivered.</Trans>
          </p>
        </div>
      ) : (
        <>
          <ul aria-label={t`Sales and returns`} className="space-y-3">
            {postings.data.data.map((p) => (
              <PostingCard key={`${p.vendorOrderId}-${p.returnId ?? 'sale'}`} posting={p} />
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={postings.data.meta.page}
            pageSize={postings.data.meta.pageSize}
            total={postings.data.meta.total}
            onPageChange={setPage}
            itemLabel={t`entries`}
          />
        </>
      )}
    </div>
  )
}

function Amount({ label, paise, hint }: { label: string; paise: number | undefined; hint: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className={cn('text-2xl font-semibold', (paise ?? 0) < 0 ? 'text-red-800' : 'text-stone-900')}>
        {paise === undefined ? '…' : formatPrice(paise)}
      </p>
      <p className="text-xs text-stone-500">{hint}</p>
    </div>
  )
}

function PostingCard({ posting: p }: { posting: LedgerPosting }) {
  const { t, i18n } = useLingui()
  const rows: [string, number][] = [
    [p.posting === 'sale' ? t`Sale` : t`Returned`, p.salePaise],
    [t`Commission`, p.commissionPaise],
    [t`Fixed fee`, p.feePaise],
    [t`GST on commission and fee`, p.gstPaise],
    [t`TCS (GST)`, p.tcsPaise],
    [t`TDS (income tax)`, p.tdsPaise],
    [t`Cash collected by your courier`, p.codPaise],
    [t`Haat's coupon share withheld (possible self-purchase)`, p.couponWithheldPaise],
  ]
  const orderNo = p.orderNo
  const title = p.posting === 'sale' ? t`Delivered · order ${orderNo}` : t`Return · order ${orderNo}`
  const date = formatDate(p.at, i18n)
  const payableFrom = formatDate(p.payableAt, i18n)
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">
          <Link to={`/vendor/orders/${encodeURIComponent(p.vendorOrderId)}`} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          <Trans>
            {date} · payable from {payableFrom}
          </Trans>
        </p>
      </div>
      <dl aria-label={title} className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows
          .filter(([, paise]) => paise !== 0)
          .map(([label, paise]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-stone-900 tabular-nums">{formatPrice(paise)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-2 border-t border-stone-100 pt-1 font-semibold sm:col-span-2">
          <dt>{p.netPaise < 0 ? t`You owe Haat` : t`Your earnings`}</dt>
          <dd className="tabular-nums">{formatPrice(Math.abs(p.netPaise))}</dd>
        </div>
      </dl>
    </li>
  )
}

const PAYOUT_STATUS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Being sent`,
  processing: msg`Being sent`,
  paid: msg`Paid`,
  failed: msg`Failed`,
}

/** The latest payouts: when, how much, to which UPI ID, and the bank's reference. */
function Payouts({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui()
  const payouts = useSellerPayouts(vendorId)
  if (payouts.isPending || payouts.isError || payouts.data.data.length === 0) return null
  return (
    <section aria-labelledby="payouts-heading" className="mb-8">
      <h2 id="payouts-heading" className="mb-3 text-lg font-semibold text-stone-900">
        <Trans>Payouts</Trans>
      </h2>
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white text-sm">
        {payouts.data.data.map((p) => {
          const amount = formatPrice(p.amountPaise)
          // A UPI ID, or the account masked: "••••6789 (HDFC0001234)" reads the same in every language.
          const to = p.destination
          const upiId = to.kind === 'upi' ? to.upiId : `${maskedAccount(to.last4)} (${to.ifsc})`
          const date = formatDate(p.paidAt ?? p.createdAt, i18n)
          const reference = p.reference
          return (
            <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <span>
                <Trans>
                  <span className="font-semibold text-stone-900">{amount}</span> to {upiId} · {date}
                </Trans>
              </span>
              <span className={p.status === 'failed' ? 'text-red-800' : 'text-stone-600'}>
                {t(PAYOUT_STATUS[p.status])}
                {reference ? ` · ${t`UTR ${reference}`}` : ''}
                {p.failureReason ? `: ${p.failureReason}` : ''}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A month's statement to download; the statement mail links here with ?statement=YYYY-MM. */
function Statements() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const [month, setMonth] = useState(() => {
    const asked = params.get('statement') ?? ''
    return MonthSchema.safeParse(asked).success ? asked : previousMonth(new Date())
  })
  const valid = MonthSchema.safeParse(month).success
  const link = (format: 'pdf' | 'csv') => `/api/vendor/earnings/statements/${encodeURIComponent(month)}/${format}`
  return (
    <section aria-labelledby="statements-heading" className="mb-8">
      <h2 id="statements-heading" className="mb-3 text-lg font-semibold text-stone-900">
        <Trans>Statements</Trans>
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label={t`Month`}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          error={valid ? undefined : t`Choose a month.`}
        />
        {valid ? (
          <>
            <a href={link('pdf')} download className="text-sm font-medium text-brand-800 hover:underline">
              <Trans>Download PDF</Trans>
            </a>
            <a href={link('csv')} download className="text-sm font-medium text-brand-800 hover:underline">
              <Trans>Download CSV</Trans>
            </a>
          </>
        ) : null}
      </div>
    </section>
  )
}
