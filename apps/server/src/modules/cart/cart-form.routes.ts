import { OptionSchema, ProductIdSchema, QuantitySchema } from '@haat/shared/cart/cart'
import type { FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { App } from '../../app-type'
import { safeReturnPath } from '../../lib/safe-path'
import type { CartService } from './cart.service'
import { readPendingAdds, writePendingAdds } from './pending-adds'

const tags = ['Cart']
const NOT_A_PAGE = /*i18n*/ 'This address is not valid.'

/** The product page's Add to Cart form, as a browser posts it: every field a string. */
const AddToCartForm = z.object({
  productId: ProductIdSchema,
  color: OptionSchema,
  size: OptionSchema,
  /** The value of the product's option of another kind (Pack of), when it has one. */
  other: OptionSchema,
  quantity: z
    .string({ error: /*i18n*/ 'Quantity must be a number.' })
    .max(12, /*i18n*/ 'Quantity must be a number.')
    .transform(Number)
    .pipe(QuantitySchema),
  /** The page the form was on, to go back to: a path on this site only, never an open redirect. */
  returnTo: z
    .string({ error: NOT_A_PAGE })
    .max(2048, NOT_A_PAGE)
    .refine((value) => safeReturnPath(value) !== null, NOT_A_PAGE),
})

/** "/product/x?cart=added": the page says, from the server, that the add went in. */
function withAddedMarker(path: string): string {
  const url = new URL(path, 'https://haat.invalid')
  url.searchParams.set('cart', 'added')
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * POST /api/cart/add: Add to Cart as a plain HTML form (docs/decisions/033, "Early taps"), which
 * works before the page's JavaScript is live, or without it. A signed-in customer's add goes into
 * the server cart through the same service (and rules) as POST /api/cart/lines. A guest's cart is
 * the browser's localStorage, which a server cannot write, so the add waits in a cookie until the
 * app starts and moves it into the guest cart (features/cart/lib/pending-adds.ts). That cookie is
 * readable by the page's script (not httpOnly) rather than read and cleared through another API
 * call: it holds nothing secret (product ids and options, as the guest cart in localStorage does),
 * the app needs no round trip before it, and there is no second state-changing endpoint to guard.
 * It is SameSite=Lax, host-only, Path=/, capped at a few lines and read strictly when it comes back.
 * Answers 303 to the page the form was on; a refusal is a 4xx in the one error shape, as the JSON
 * API's. The same-origin check (plugins/same-origin.ts) refuses a form posted from another site.
 */
export async function cartFormRoutes(
  app: App,
  deps: {
    cart: CartService
    /** The signed-in customer's id, or null for a guest (or a session that has ended). */
    customerOf: (req: FastifyRequest) => Promise<string | null>
    /** The waiting adds' cookie: its name for this shop (`__Host-` over https) and whether it is Secure. */
    cookie: { name: string; secure: boolean }
  },
) {
  const { cart, customerOf, cookie } = deps
  const cookieOptions = { path: '/', sameSite: 'lax', secure: cookie.secure, httpOnly: false } as const

  // Encapsulated, so only this route takes form posts; everything else stays JSON-only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))))
      },
    )

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/cart/add',
      {
        schema: {
          summary: "Add to cart from the product page's plain form (no JavaScript)",
          tags,
          security: [{ customerSession: [] }, {}],
          body: AddToCartForm,
          response: { 303: z.null() },
        },
      },
      async (req, reply) => {
        const { returnTo, ...line } = req.body
        const customerId = await customerOf(req)
        if (customerId) {
          await cart.addLine(customerId, line)
        } else {
          let pending
          try {
            pending = readPendingAdds(req.cookies[cookie.name])
          } catch (error) {
            // Not ours (or too long): dropped, so the next add starts afresh.
            void reply.clearCookie(cookie.name, cookieOptions)
            throw error
          }
          const value = writePendingAdds(await cart.addPending(pending, line))
          void reply.setCookie(cookie.name, value, { ...cookieOptions, maxAge: 7 * 24 * 60 * 60 })
        }
        return reply.redirect(withAddedMarker(safeReturnPath(returnTo) ?? '/'), 303)
      },
    )
  })
}
