/**
 * The storefront's footer hydrates after the rest of a server-rendered page (its own chunk,
 * public-layout.tsx). Its text is read from the one Lingui instance, so switching language before
 * it has hydrated would hydrate Hindi text against the English HTML (React #418): the language
 * switch waits for it first (language-switch.tsx).
 */
let markHydrated = () => {}
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve))

/** SiteFooter calls this once it is live. */
export function footerHydrated() {
  markHydrated()
}

/** The most a switch waits for a footer whose chunk is slow or failed: then it switches anyway. */
const MOST_WAIT_MS = 10_000

/** Settles once the page's footer is live, at once where the page has no footer. */
export function untilFooterHydrated(): Promise<void> {
  if (!document.getElementById(SITE_FOOTER_ID)) return Promise.resolve()
  return Promise.race([hydrated, new Promise<void>((resolve) => setTimeout(resolve, MOST_WAIT_MS))])
}

export const SITE_FOOTER_ID = 'site-footer'
