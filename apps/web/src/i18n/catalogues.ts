import type { Messages } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'

// No Lingui here: boot.ts imports this to fetch the page's catalogue alongside the app, not after it.

/**
 * The web app's message catalogues (lingui.config.ts), compiled into one small chunk each per
 * language: the shell's on every page, the others with the pages that need them.
 */
export type CatalogueName = 'shell' | 'shop' | 'seller'

type Compiled = Promise<{ messages: Messages }>
const CATALOGUES: Record<CatalogueName, Record<Locale, () => Compiled>> = {
  shell: { 'en-IN': () => import('../locales/shell/en-IN'), 'hi-IN': () => import('../locales/shell/hi-IN') },
  shop: { 'en-IN': () => import('../locales/shop/en-IN'), 'hi-IN': () => import('../locales/shop/hi-IN') },
  seller: { 'en-IN': () => import('../locales/seller/en-IN'), 'hi-IN': () => import('../locales/seller/hi-IN') },
}

export async function importCatalogue(name: CatalogueName, locale: Locale): Promise<Messages> {
  return (await CATALOGUES[name][locale]()).messages
}

export const CATALOGUE_NAMES = Object.keys(CATALOGUES) as CatalogueName[]
