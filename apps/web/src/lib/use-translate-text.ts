import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE } from '@haat/shared/i18n'
import { translateText } from '@haat/shared/texts'

/**
 * An English text of packages/shared (a validation message, a reason's or a status's label) in the
 * language of `i18n`: they are `/*i18n*\/` texts, in the catalogue of the area that shows them
 * (packages/shared/src/texts.ts). In English it stays as it is (an English template's quotes
 * would read as ICU's).
 */
export function textIn(i18n: I18n, text: string): string {
  return i18n.locale === DEFAULT_LOCALE ? text : translateText(i18n, text)
}

/** `textIn` in the page's language. */
export function useTranslateText(): (text: string) => string {
  const { i18n } = useLingui()
  return (text) => textIn(i18n, text)
}
