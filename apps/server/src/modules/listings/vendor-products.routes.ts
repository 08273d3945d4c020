import {
  AvailabilityBody,
  CreateProductBody,
  ManagedProductDetail,
  ManagedProductList,
  ManagedProductRow,
  ManagedProductsQuery,
  UpdateProductBody,
} from '@haat/shared/catalog/product-input'
import { ProductVariantsBody } from '@haat/shared/catalog/variant-input'
import { SizeChartBody } from '@haat/shared/catalog/size-chart'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { VendorProductsService } from './vendor-products.service'

const tags = ['Listings']
const IdParam = z.object({ id: z.uuid(/*i18n*/ 'Not a valid product id.') })
const IdOrSlugParam = z.object({ idOrSlug: z.string().min(1).max(200) })

/**
 * The vendor's own products; the vendor id always comes from the session. A seller whose
 * application is pending may prepare them too: the catalogue lists only approved sellers' products.
 */
export function vendorProductsRoutes(app: App, products: VendorProductsService) {
  const guard = { onRequest: app.requireVendor({ approved: true, pendingToo: true }) }

  app.get(
    '/api/vendor/products',
    {
      ...guard,
      schema: {
        summary: "The seller's products",
        tags,
        querystring: ManagedProductsQuery,
        response: { 200: ManagedProductList },
      },
    },
    async (req) => products.list(req.vendorId, req.query),
  )
  app.post(
    '/api/vendor/products',
    {
      ...guard,
      schema: { summary: 'Create a product', tags, body: CreateProductBody, response: { 201: ManagedProductDetail } },
    },
    async (req, reply) => reply.code(201).send(await products.create(req.vendorId, req.body)),
  )
  app.get(
    '/api/vendor/products/:idOrSlug',
    {
      ...guard,
      schema: {
        summary: "One of the seller's products",
        tags,
        params: IdOrSlugParam,
        response: { 200: ManagedProductDetail },
      },
    },
    async (req) => products.get(req.vendorId, req.params.idOrSlug),
  )
  app.patch(
    '/api/vendor/products/:id',
    {
      ...guard,
      schema: {
        summary: 'Edit a product',
        tags,
        params: IdParam,
        body: UpdateProductBody,
        response: { 200: ManagedProductDetail },
      },
    },
    async (req) => products.update(req.vendorId, req.params.id, req.body),
  )
  app.put(
    '/api/vendor/products/:id/variants',
    {
      ...guard,
      schema: {
        summary: "Set a product's options and variants (the variant grid)",
        tags,
        params: IdParam,
        body: ProductVariantsBody,
        response: { 200: ManagedProductDetail },
      },
    },
    async (req) => products.setVariants(req.vendorId, req.params.id, req.body),
  )
  app.put(
    '/api/vendor/products/:id/size-chart',
    {
      ...guard,
      schema: {
        summary: "Set or remove a product's size chart (a table or a photo)",
        tags,
        params: IdParam,
        body: SizeChartBody,
        response: { 200: ManagedProductDetail },
      },
    },
    async (req) => products.setSizeChart(req.vendorId, req.params.id, req.body),
  )
  app.patch(
    '/api/vendor/products/:id/availability',
    {
      ...guard,
      schema: {
        summary: 'List or unlist a product',
        tags,
        params: IdParam,
        body: AvailabilityBody,
        response: { 200: ManagedProductRow },
      },
    },
    async (req) => products.setAvailability(req.vendorId, req.params.id, req.body.isAvailable),
  )
  app.delete(
    '/api/vendor/products/:id',
    { ...guard, schema: { summary: 'Delete a product (archived if it was ever ordered)', tags, params: IdParam } },
    async (req, reply) => {
      await products.remove(req.vendorId, req.params.id)
      return reply.code(204).send()
    },
  )
}
