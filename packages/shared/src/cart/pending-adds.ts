/**
 * A guest's Add to Cart sent as a plain HTML form (before the page is live, or without
 * JavaScript): the server cannot write the browser's guest cart, so it keeps those adds in this
 * cookie until the app starts and moves them into the guest cart. No zod here: the storefront's
 * entry imports the name.
 */
export const PENDING_ADDS_COOKIE = 'haat_cart_adds'
/** At most this many different lines wait in the cookie. */
export const MAX_PENDING_ADDS = 4
/** The cookie's value, URL-encoded, is at most this long (browsers keep 4 KB per cookie). */
export const MAX_PENDING_ADDS_BYTES = 2048
