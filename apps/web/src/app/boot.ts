import './styles.css'
import { DEFAULT_LOCALE, isLocale } from '@haat/shared/i18n'
import { importCatalogue } from '../i18n/catalogues'

/**
 * The page's one script tag (docs/decisions/033-server-rendered-storefront.md). A page the server
 * rendered is readable before any script runs, so its app (main.tsx: React, the router, hydration)
 * starts once the page has loaded: on a slow connection the pictures on screen come first, and a
 * cheap phone draws the page before it parses and runs the app. The first touch or key press
 * starts it at once, and so does a page that takes long to load. A page the browser renders
 * (cart, checkout, accounts, seller and admin) has nothing to show without it: it starts at once.
 */
const LONGEST_WAIT_MS = 4_000
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const

/** Where a server-rendered page carries its state (app/server-state.ts; plugins/web-app.ts writes it). */
const SERVER_STATE_ID = 'haat-server-state'
const serverState = document.getElementById(SERVER_STATE_ID)

let started = false
function start() {
  if (started) return
  started = true
  for (const type of FIRST_INPUT) removeEventListener(type, start, true)
  // The page's catalogue is fetched alongside the app, not after it: the language the HTML is in.
  const lang = document.documentElement.lang
  const messages = importCatalogue('shell', isLocale(lang) ? lang : DEFAULT_LOCALE)
  void import('./main').then(({ startApp }) => startApp(serverState?.textContent ?? undefined, messages))
}

if (!serverState || document.readyState === 'complete') start()
else {
  addEventListener('load', start, { once: true })
  for (const type of FIRST_INPUT) addEventListener(type, start, { capture: true, passive: true })
  setTimeout(start, LONGEST_WAIT_MS)
}
