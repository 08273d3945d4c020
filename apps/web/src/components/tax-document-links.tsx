import { useLingui } from '@lingui/react/macro'
import { TAX_DOCUMENT_TITLES, type TaxDocumentRef, taxDocumentUrl } from '@haat/shared/tax/documents'
import { formatDate, formatPrice } from '../lib/format'
import { textIn } from '../lib/use-translate-text'

/**
 * A part's tax invoice (or bill of supply) and credit notes, each a PDF download. The same list
 * on the customer's order page, the seller's order page and the admin's.
 */
export function TaxDocumentLinks({ orderNo, documents }: { orderNo: string; documents: TaxDocumentRef[] }) {
  const { t, i18n } = useLingui()
  if (documents.length === 0) return null
  return (
    <ul aria-label={t`Tax documents`} className="mt-1 space-y-0.5 text-sm text-stone-600">
      {documents.map((doc) => (
        <li key={doc.id}>
          <a href={taxDocumentUrl(orderNo, doc.id)} download className="font-medium text-brand-800 hover:underline">
            {textIn(i18n, TAX_DOCUMENT_TITLES[doc.kind])} {doc.number}
          </a>{' '}
          <span className="text-stone-500">
            (PDF) · {formatDate(doc.issuedAt, i18n)} · {formatPrice(doc.totalPaise)}
          </span>
        </li>
      ))}
    </ul>
  )
}
