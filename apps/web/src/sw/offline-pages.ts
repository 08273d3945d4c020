/**
 * Which pages the service worker keeps for reading offline, shared by the worker and the page that
 * talks to it. Storefront pages are the ones routes.tsx renders on the server: the same for every
 * visitor, so a kept copy shows nothing about anyone.
 */

/** The build's app shell (the plain index.html) and the page shown offline when nothing else can be. */
export const SHELL_PAGE = 'index.html'
export const OFFLINE_PAGE = 'offline.html'

const STOREFRONT_PAGE =
  /^\/(?:|products|product\/[^/]+|category\/[^/]+(?:\/[^/]+)?|about|contact|privacy-policy|terms-of-service|shipping-policy|refund-policy)\/?$/

/** Marks a page the worker answered from this device's copy rather than the network. */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy'

/** A server-rendered storefront page: kept, and shown from the copy when the network cannot answer. */
export function isStorefrontPage(pathname: string): boolean {
  return STOREFRONT_PAGE.test(pathname)
}

/** Offline and not kept, these still open from the app shell: they read kept answers and the guest cart. */
export function isShellPage(pathname: string): boolean {
  return isStorefrontPage(pathname) || /^\/cart\/?$/.test(pathname)
}

/**
 * The catalogue read a page cannot show anything without, when there is one: a product page
 * offline opens from the app shell only if this device kept its product's answer.
 */
export function essentialReadOf(pathname: string): string | null {
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname)
  return product ? `/api/products/${product[1]}` : null
}

/**
 * The catalogue's reads (modules/catalog/catalog.routes.ts; suggestions, modules/search/search.routes.ts):
 * kept for offline only when the server also marks the answer `public`. Every other API call passes
 * the worker by.
 */
export function isCatalogueRead(pathname: string): boolean {
  return /^\/api\/(categories|products|product-cards|product-filters|search\/suggestions)(\/|$)/.test(pathname)
}

/** What a page may ask of the worker. */
export type ServiceWorkerMessage =
  /** Take over now: the shopper chose Reload. */
  | { type: 'SKIP_WAITING' }
  /** Keep this page, which was loaded before the worker was running. */
  | { type: 'KEEP_PAGE'; url: string }
