import { OrderDocumentParams } from '@haat/shared/orders/order'
import type { App } from '../../app-type'
import { anyViewer, orderViewer } from '../orders'
import type { TaxDocumentsService } from './tax-documents.service'

/** GET /api/orders/{orderNo}/documents/{id}: a tax invoice, bill of supply or credit note, as its PDF. */
export function taxDocumentsRoutes(app: App, documents: TaxDocumentsService) {
  app.get(
    '/api/orders/:orderNo/documents/:id',
    {
      schema: {
        summary: "An order's invoice or credit note (PDF)",
        tags: ['Orders'],
        security: anyViewer,
        params: OrderDocumentParams,
      },
    },
    async (req, reply) => {
      const { number, pdf } = await documents.pdf(await orderViewer(app, req), req.params.orderNo, req.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
}
