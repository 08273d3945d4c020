import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PayoutList } from '@haat/shared/earnings/payouts'
import type { EarningsBalance, LedgerPostingList } from '@haat/shared/earnings/statements'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

const earningsKey = (vendorId: string) => [...vendorKeys.all, 'earnings', vendorId] as const

/** GET /api/vendor/earnings: pending, payable and paid. */
export function useEarningsBalance(vendorId: string) {
  return useQuery({
    queryKey: [...earningsKey(vendorId), 'balance'],
    queryFn: ({ signal }) => api.get<EarningsBalance>('/api/vendor/earnings', { signal }),
  })
}

/** GET /api/vendor/earnings/postings: each sale and return with what Haat kept of it, newest first. */
export function useEarningsPostings(vendorId: string, page: number) {
  return useQuery({
    queryKey: [...earningsKey(vendorId), 'postings', page],
    queryFn: ({ signal }) =>
      api.get<LedgerPostingList>('/api/vendor/earnings/postings', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/vendor/earnings/payouts: what Haat paid, newest first, with the bank's references. */
export function useSellerPayouts(vendorId: string) {
  return useQuery({
    queryKey: [...earningsKey(vendorId), 'payouts'],
    queryFn: ({ signal }) => api.get<PayoutList>('/api/vendor/earnings/payouts', { query: { pageSize: 10 }, signal }),
  })
}
