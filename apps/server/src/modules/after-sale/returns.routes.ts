import { Order, OrderNoParams } from '@haat/shared/orders/order'
import {
  CreateReturnBody,
  OverrideReturnBody,
  ReceiveReturnBody,
  RejectReturnBody,
  ResolveReturnBody,
  ReturnIdParams,
  ReturnList,
  ReturnPickupBody,
  ReturnRequest,
  ReturnsQuery,
} from '@haat/shared/orders/returns'
import type { App } from '../../app-type'
import type { ReturnsService } from './returns.service'

const tags = ['After-sale']

/**
 * Returns: the customer asks on its order, the seller answers, picks up and receives in the
 * seller centre, an admin overrides a rejection and decides what came back damaged.
 */
export function returnsRoutes(app: App, returns: ReturnsService) {
  app.post(
    '/api/orders/:orderNo/returns',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: 'Request a return',
        tags,
        params: OrderNoParams,
        body: CreateReturnBody,
        response: { 201: Order },
      },
    },
    async (req, reply) => reply.code(201).send(await returns.request(req.customerId, req.params.orderNo, req.body)),
  )

  const seller = { onRequest: app.requireVendor({ approved: true }) }
  app.get(
    '/api/vendor/returns',
    {
      ...seller,
      schema: {
        summary: 'Return requests to the seller',
        tags,
        querystring: ReturnsQuery,
        response: { 200: ReturnList },
      },
    },
    async (req) => returns.list({ vendorId: req.vendorId }, req.query),
  )
  app.get(
    '/api/vendor/returns/:id',
    {
      ...seller,
      schema: {
        summary: 'One return request to the seller',
        tags,
        params: ReturnIdParams,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => returns.get({ kind: 'vendor', id: req.vendorId }, req.params.id),
  )
  // Each step answers with the return as it now is.
  const answer = (vendorId: string, id: string) => returns.get({ kind: 'vendor', id: vendorId }, id)
  app.post(
    '/api/vendor/returns/:id/approve',
    {
      ...seller,
      schema: { summary: 'Approve a return request', tags, params: ReturnIdParams, response: { 200: ReturnRequest } },
    },
    async (req) => {
      await returns.approveAsSeller(req.vendorId, req.params.id)
      return answer(req.vendorId, req.params.id)
    },
  )
  app.post(
    '/api/vendor/returns/:id/reject',
    {
      ...seller,
      schema: {
        summary: 'Reject a return request with a reason',
        tags,
        params: ReturnIdParams,
        body: RejectReturnBody,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => {
      await returns.rejectAsSeller(req.vendorId, req.params.id, req.body)
      return answer(req.vendorId, req.params.id)
    },
  )
  app.post(
    '/api/vendor/returns/:id/pickup',
    {
      ...seller,
      schema: {
        summary: "Record a return's pickup",
        tags,
        params: ReturnIdParams,
        body: ReturnPickupBody,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => {
      await returns.recordPickup(req.vendorId, req.params.id, req.body)
      return answer(req.vendorId, req.params.id)
    },
  )
  app.post(
    '/api/vendor/returns/:id/receive',
    {
      ...seller,
      schema: {
        summary: 'Record a returned parcel received, and its condition',
        tags,
        params: ReturnIdParams,
        body: ReceiveReturnBody,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => {
      await returns.receive(req.vendorId, req.params.id, req.body)
      return answer(req.vendorId, req.params.id)
    },
  )

  const admin = { onRequest: app.requireAdmin }
  app.get(
    '/api/admin/returns',
    {
      ...admin,
      schema: { summary: 'All return requests', tags, querystring: ReturnsQuery, response: { 200: ReturnList } },
    },
    async (req) => returns.list({}, req.query),
  )
  app.get(
    '/api/admin/returns/:id',
    {
      ...admin,
      schema: { summary: 'One return request', tags, params: ReturnIdParams, response: { 200: ReturnRequest } },
    },
    async (req) => returns.get({ kind: 'admin', id: req.adminId }, req.params.id),
  )
  app.post(
    '/api/admin/returns/:id/override',
    {
      ...admin,
      schema: {
        summary: 'Approve a rejected return after all',
        tags,
        params: ReturnIdParams,
        body: OverrideReturnBody,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => {
      await returns.override(req.adminId, req.params.id, req.body)
      return returns.get({ kind: 'admin', id: req.adminId }, req.params.id)
    },
  )
  app.post(
    '/api/admin/returns/:id/resolve',
    {
      ...admin,
      schema: {
        summary: 'Refund or decline a return received damaged',
        tags,
        params: ReturnIdParams,
        body: ResolveReturnBody,
        response: { 200: ReturnRequest },
      },
    },
    async (req) => {
      await returns.resolve(req.adminId, req.params.id, req.body)
      return returns.get({ kind: 'admin', id: req.adminId }, req.params.id)
    },
  )
}
