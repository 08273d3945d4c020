import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../config'
import type { AccountKind } from '../modules/auth'
import { guardedKind, hostCookieName, sessionCookieName } from './auth'

/**
 * The document's tags: one per domain, named after the module folders. A route names its tag in
 * its schema; the OpenAPI test refuses an operation without a summary or with a tag not listed here.
 */
const API_TAGS = [
  { name: 'Operations', description: 'Health checks for load balancers, and Prometheus metrics.' },
  { name: 'Auth', description: 'Sessions: sign-in, sign-out, password reset, two-step verification.' },
  { name: 'Accounts', description: "A customer's profile and addresses; the customers list for administrators." },
  {
    name: 'Vendors',
    description: "A seller's application, profile and payout account; their review by administrators.",
  },
  { name: 'Catalog', description: 'The public catalogue: categories, products, search.' },
  { name: 'Listings', description: "Sellers' products, and the administrators' review of products and categories." },
  { name: 'Reviews', description: "Customers' ratings and reviews of products." },
  { name: 'Content', description: 'The contact form.' },
  { name: 'Pincodes', description: 'PIN code lookup for addresses.' },
  { name: 'Delivery', description: 'Delivery estimates, and the delivery a seller offers.' },
  { name: 'Media', description: 'Image uploads and their variants.' },
  { name: 'Cart', description: 'The cart and the wishlist.' },
  { name: 'Coupons', description: 'Offers and coupons, made by administrators or sellers.' },
  { name: 'Checkout', description: 'Placing an order.' },
  { name: 'Orders', description: "A customer's orders and their tax documents." },
  { name: 'Shipping', description: "Sending orders to sellers, and a seller's orders, packing and shipment." },
  { name: 'After-sale', description: 'Cancellations and returns.' },
  { name: 'Payments', description: 'Online payment, the gateway webhook, refunds and reconciliation.' },
  { name: 'Earnings', description: "Sellers' earnings, commission, payouts and tax reports." },
  { name: 'Admin', description: "The administrators' dashboard, shop settings and audit log." },
]

const KINDS: readonly AccountKind[] = ['customer', 'vendor', 'admin']
const sessionScheme = (kind: AccountKind) => `${kind}Session`
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

type SecurityScheme =
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
  | { type: 'http'; scheme: 'bearer'; description: string }

/** How callers prove who they are, as the document's security schemes. */
function securitySchemes(config: Config): Record<string, SecurityScheme> {
  const httpsNote = 'Set at sign-in, HttpOnly; its name carries the `__Host-` prefix when the shop is on https.'
  return {
    ...Object.fromEntries(
      KINDS.map((kind) => [
        sessionScheme(kind),
        {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName(config, kind),
          description: `A ${kind} session. ${httpsNote}`,
        },
      ]),
    ),
    ...Object.fromEntries(
      (['admin', 'vendor'] as const).map((kind) => [
        `${kind}SignInChallenge`,
        {
          type: 'apiKey',
          in: 'cookie',
          name: hostCookieName(config, `haat_${kind}_2fa`),
          description: `A ${kind} sign-in waiting for its second step (five minutes). ${httpsNote}`,
        },
      ]),
    ),
    // There is no CSRF token: a state-changing call that names another site as its Origin is
    // refused (plugins/same-origin.ts, docs/decisions/011-csrf.md).
    sameOrigin: {
      type: 'apiKey',
      in: 'header',
      name: 'Origin',
      description:
        "CSRF protection: a POST, PUT, PATCH or DELETE whose Origin is not the shop's own is refused with 403 " +
        '(`null` only with `Sec-Fetch-Site: same-origin`). Browsers set it; a call without one (curl) passes, and ' +
        'carries no session unless the caller holds its cookie.',
    },
    razorpaySignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Razorpay-Signature',
      description: "HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET: Razorpay's webhook calls only.",
    },
    metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics.' },
  }
}

type Requirement = Record<string, string[]>

/**
 * A route's security: what its schema says, else the session its guard demands; a
 * state-changing call also needs the same-origin check passed.
 */
function securityOf(route: RouteOptions, declared: Requirement[] | undefined): Requirement[] | undefined {
  const hooks = [route.onRequest, route.preHandler].flat()
  const kinds = hooks.map(guardedKind).filter((kind) => kind !== undefined)
  const requirements = declared ?? (kinds.length ? [Object.fromEntries(kinds.map((k) => [sessionScheme(k), []]))] : [])
  const methods = [route.method].flat()
  if (methods.every((method) => SAFE_METHODS.has(method))) return requirements.length ? requirements : undefined
  if (requirements.some((r) => 'razorpaySignature' in r)) return requirements
  return requirements.length ? requirements.map((r) => ({ ...r, sameOrigin: [] })) : [{ sameOrigin: [] }]
}

/** The OpenAPI document from the routes' own zod schemas, at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haat API', version: '1.0.0', description: 'The Haat marketplace REST API.' },
      tags: API_TAGS,
      components: { securitySchemes: securitySchemes(config) },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input)
      const declared = (input.schema as { security?: Requirement[] } | undefined)?.security
      const security = securityOf(input.route, declared)
      return { ...transformed, schema: { ...transformed.schema, ...(security ? { security } : {}) } }
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
