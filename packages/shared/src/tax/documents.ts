import { z } from 'zod'

/**
 * A seller's tax invoice (a bill of supply without GSTIN) or credit note, as an order lists it;
 * its PDF is GET /api/orders/{orderNo}/documents/{id} (docs/money.md).
 */
export const TaxDocumentRef = z.object({
  id: z.string(),
  kind: z.enum(['tax_invoice', 'bill_of_supply', 'credit_note']),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  totalPaise: z.number().int(),
})
export type TaxDocumentRef = z.infer<typeof TaxDocumentRef>

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentRef['kind'], string> = {
  tax_invoice: /*i18n*/ 'Tax invoice',
  bill_of_supply: /*i18n*/ 'Bill of supply',
  credit_note: /*i18n*/ 'Credit note',
}

/** Where a document's PDF is downloaded. */
export const taxDocumentUrl = (orderNo: string, id: string) => `/api/orders/${orderNo}/documents/${id}`
