import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's headers (CSP, HSTS, nosniff, frame and referrer policies…) worked out once at start and
 * set on every answer. @fastify/helmet built helmet's middleware again on every request, parsing
 * the CSP directives each time: measurable on the cached catalogue reads, where little else runs.
 * Nothing here depends on the request (no CSP nonces), so one set serves them all.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * The browser features a page of Haat may use: sharing a product link and Razorpay's payment
 * window. Everything else a script could ask for (camera, microphone, location, devices, ad
 * topics) is refused, whoever's script asks.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'browsing-topics=()',
  'web-share=(self)',
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
].join(', ')

/** Sets the headers on every answer, before any handler runs (a handler may still change one). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY }
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers)
    done()
  })
}
