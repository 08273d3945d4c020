import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Outlet } from 'react-router'
import { importCatalogue } from '../../i18n/catalogues'

/**
 * The admin console stays in English whatever language the shop is in (docs/decisions/035-hindi.md):
 * its screens reuse shared components (sign-in, cancellations, tax documents) that speak the
 * page's language, so the whole area gets its own English instance, and says so to screen readers.
 */
const english: I18n = setupI18n()
let loaded: Promise<void> | undefined

export function loadEnglish(): Promise<void> {
  loaded ??= Promise.all([importCatalogue('shell', 'en-IN'), importCatalogue('shop', 'en-IN')]).then((parts) => {
    english.load('en-IN', Object.assign({}, ...parts))
    english.activate('en-IN')
  })
  return loaded
}

export function EnglishArea() {
  return (
    <I18nProvider i18n={english}>
      <div lang="en-IN" className="contents">
        <Outlet />
      </div>
    </I18nProvider>
  )
}
