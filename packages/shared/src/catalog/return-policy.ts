/**
 * The return-policy line from a product's refund days, counted from the delivery of its line
 * (0 means not returnable): on the product page and on each line of the order page.
 */
export function returnPolicyText(days: number): string {
  if (days <= 0) return 'Not returnable'
  return `Returnable within ${days.toLocaleString('en-IN')} ${days === 1 ? 'day' : 'days'} of delivery`
}
