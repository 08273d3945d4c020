import { type PayoutDestination, toPayoutDestination } from '@haat/shared/accounts/payout-account'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import type { VendorRow } from './vendors.repository'

/** The vendor's own view of its account: never the password hash. */
export function toVendorProfile(row: VendorRow): VendorProfile {
  return {
    id: row.id,
    email: row.email,
    businessName: row.businessName,
    businessType: row.businessType,
    gstin: row.gstin,
    pan: row.pan,
    ownerName: row.ownerName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pin: row.pin,
    customerCare: row.customerCare,
    grievanceOfficer: row.grievanceOfficer,
    payout: payoutDestinationOf(row),
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Where the seller's payouts go, the account number masked. */
export const payoutDestinationOf = (row: VendorRow): PayoutDestination =>
  toPayoutDestination({
    kind: row.payoutKind,
    upiId: row.upiId,
    holder: row.bankAccountHolder,
    number: row.bankAccountNumber,
    ifsc: row.bankIfsc,
  })
