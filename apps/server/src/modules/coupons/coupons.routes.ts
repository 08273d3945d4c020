import {
  AdminCoupon,
  AdminCouponList,
  CouponCheck,
  CouponCheckBody,
  CouponIdParams,
  CouponInput,
  OfferList,
  SellerCouponInput,
  SellerCouponList,
} from '@haat/shared/coupons/coupon'
import type { App } from '../../app-type'
import type { CouponsService } from './coupons.service'

const tags = ['Coupons']

/**
 * GET /api/offers (anyone: the offers strip and "Available offers"), POST /api/cart/coupon (the
 * customer's cart: what a code takes off), the admin console's /api/admin/coupons (Haat's), and
 * the seller centre's /api/vendor/coupons (the seller's own, for its products).
 */
export function couponsRoutes(app: App, coupons: CouponsService) {
  app.get(
    '/api/offers',
    { schema: { summary: 'Offers open to customers', tags, response: { 200: OfferList } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=60')
      return { data: await coupons.offers() }
    },
  )

  app.post(
    '/api/cart/coupon',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: 'Check a coupon against the cart',
        tags,
        body: CouponCheckBody,
        response: { 200: CouponCheck },
      },
    },
    async (req) => coupons.check(req.customerId, req.body.code),
  )

  const guard = { onRequest: app.requireAdmin }
  app.get(
    '/api/admin/coupons',
    { ...guard, schema: { summary: "The shop's coupons", tags, response: { 200: AdminCouponList } } },
    async () => ({
      data: await coupons.list(),
    }),
  )
  app.post(
    '/api/admin/coupons',
    { ...guard, schema: { summary: 'Create a shop coupon', tags, body: CouponInput, response: { 201: AdminCoupon } } },
    async (req, reply) => reply.code(201).send(await coupons.create(req.adminId, req.body)),
  )
  app.put(
    '/api/admin/coupons/:id',
    {
      ...guard,
      schema: {
        summary: 'Edit a shop coupon',
        tags,
        params: CouponIdParams,
        body: CouponInput,
        response: { 200: AdminCoupon },
      },
    },
    async (req) => coupons.update(req.adminId, req.params.id, req.body),
  )

  const seller = { onRequest: app.requireVendor({ approved: true }) }
  app.get(
    '/api/vendor/coupons',
    { ...seller, schema: { summary: "The seller's coupons", tags, response: { 200: SellerCouponList } } },
    async (req) => ({
      data: await coupons.listForSeller(req.vendorId),
    }),
  )
  app.post(
    '/api/vendor/coupons',
    {
      ...seller,
      schema: { summary: 'Create a seller coupon', tags, body: SellerCouponInput, response: { 201: AdminCoupon } },
    },
    async (req, reply) => reply.code(201).send(await coupons.createForSeller(req.vendorId, req.body)),
  )
  app.put(
    '/api/vendor/coupons/:id',
    {
      ...seller,
      schema: {
        summary: 'Edit a seller coupon',
        tags,
        params: CouponIdParams,
        body: SellerCouponInput,
        response: { 200: AdminCoupon },
      },
    },
    async (req) => coupons.updateForSeller(req.vendorId, req.params.id, req.body),
  )
}
