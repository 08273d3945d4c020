import { pluralize } from '../../../lib/format'

/** The return-policy line from the product's refund days: 0 means not returnable. */
export function returnPolicyText(refundDays: number): string {
  return refundDays > 0 ? `Returnable within ${pluralize(refundDays, 'day')} of delivery` : 'Not returnable'
}
