import type { Locale } from '../i18n'

const HINDI: Locale = 'hi-IN'

/**
 * A category's or subcategory's name in the reader's language: the Hindi name for a Hindi reader
 * when there is one, the English name otherwise. `nameHi` may be absent from a product kept by the
 * browser before Hindi names existed.
 *
 * Its own module, free of zod: the storefront's shell (the header's search) uses it, and importing
 * it from ./category would put zod's runtime (~20 KB sent) into every first visit.
 */
export function shownName(named: { name: string; nameHi?: string | null | undefined }, locale: string): string {
  return locale === HINDI && named.nameHi ? named.nameHi : named.name
}
