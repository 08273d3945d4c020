// Invoicing's public face: shipping issues the invoice when a seller's part is delivered, and
// after-sale the credit note when a line is cancelled or returned after it.
export { issueCreditNote, issueInvoice } from './tax-documents'
