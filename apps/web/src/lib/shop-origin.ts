/**
 * The shop's address for links that leave it (a WhatsApp share carries the product's full URL).
 * The server renders pages with PUBLIC_URL's origin and hands it to the browser with the page's
 * state, so the first render in the browser writes the same links; pages the browser renders
 * itself use the address it is on.
 */
let renderedWith: string | undefined

export function setShopOrigin(origin: string | undefined): void {
  renderedWith = origin
}

export function shopOrigin(): string {
  return renderedWith ?? window.location.origin
}
