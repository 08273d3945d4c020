import { useLingui } from '@lingui/react'
import { shownName } from '@haat/shared/catalog/shown-name'
import { shownColour } from '@haat/shared/catalog/colour-names'

/**
 * Category and subcategory names in the page's language: the Hindi name an admin gave, for a Hindi
 * reader, and the English name otherwise (issue 42 item 13).
 */
export function useShownName(): (named: { name: string; nameHi?: string | null | undefined }) => string {
  const { i18n } = useLingui()
  return (named) => shownName(named, i18n.locale)
}

/** A seller's colour in the page's language: common colours in Hindi for a Hindi reader, others as typed. */
export function useShownColour(): (colour: string) => string {
  const { i18n } = useLingui()
  return (colour) => shownColour(colour, i18n.locale)
}
