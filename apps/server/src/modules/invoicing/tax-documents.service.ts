import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { findOrderTaxDocuments, type OrderViewer, type OrdersService } from '../orders'
import { taxDocumentPdf } from './tax-documents'

/** Tax documents as PDFs, for whoever may see their order. */
export function taxDocumentsService(deps: { db: Db; orders: OrdersService }) {
  const { db, orders } = deps
  return {
    /**
     * A tax document's PDF, for whoever may see its order: the customer, an admin, or the seller
     * whose part it belongs to. Any other document answers 404, as a missing one does.
     */
    async pdf(viewer: OrderViewer, orderNo: string, documentId: string) {
      const { order, part } = await orders.visibleOrder(viewer, orderNo)
      const ref = (await findOrderTaxDocuments(db, order.id)).find(
        (d) => d.id === documentId && (!part || d.vendorOrderId === part.vendorOrderId),
      )
      const doc = ref ? await taxDocumentPdf(db, ref.id) : null
      if (!doc) throw notFound(/*i18n*/ 'Document not found.')
      return doc
    },
  }
}
export type TaxDocumentsService = ReturnType<typeof taxDocumentsService>
