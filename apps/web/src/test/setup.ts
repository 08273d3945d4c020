import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'
import { loadToasts } from '../lib/toast'
import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { CATALOGUE_NAMES, importCatalogue } from '../i18n/catalogues'

// The app's texts, in English, from the compiled catalogues (as the app loads them; i18n/i18n.ts).
// A message not extracted yet is compiled here from the code, so a test never depends on `npm run i18n`.
i18n.setMessagesCompiler(compileMessage)
i18n.load(
  'en-IN',
  Object.assign({}, ...(await Promise.all(CATALOGUE_NAMES.map((name) => importCatalogue(name, 'en-IN'))))),
)
i18n.activate('en-IN')

// The app loads sonner on first use (lib/toast.ts); here it is loaded at once, so toasts show synchronously.
await loadToasts()

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  // Sonner keeps its toasts in a module-level store that outlives a test's render.
  toast.dismiss()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// jsdom implements neither scrolling nor media queries.
window.scrollTo = vi.fn()
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
