import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from '../lib/toast'
import { Workbox } from 'workbox-window'
import type { ServiceWorkerMessage } from '../sw/offline-pages'

/** How often an open tab asks whether a new build was deployed (also when it comes back into view or online). */
const UPDATE_CHECK_MS = 15 * 60_000

/**
 * Registers the service worker (src/sw/service-worker.ts) and offers a new build when one is
 * deployed: "New version available" with Reload, which hands over to the new worker and reloads.
 * Loaded after the page is live, in its own chunk: nothing here is needed for the first paint.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/service-worker.js', { scope: '/' })
  let reloadAsked = false
  const post = (message: ServiceWorkerMessage) => void workbox.getSW().then((worker) => worker.postMessage(message))

  // The browser's Lingui instance, in the page's language when the prompt shows.
  const offerReload = (takeOver: () => void) =>
    toast(i18n._(msg`New version available`), {
      id: 'new-version',
      duration: Number.POSITIVE_INFINITY,
      action: { label: i18n._(msg`Reload`), onClick: takeOver },
    })

  // A new build is installed and waits for the shopper (it may already have been waiting).
  workbox.addEventListener('waiting', () =>
    offerReload(() => {
      reloadAsked = true
      workbox.messageSkipWaiting()
    }),
  )
  // Whether a worker answered this page before: the first install taking charge is no new build.
  let controlled = navigator.serviceWorker.controller !== null
  workbox.addEventListener('controlling', () => {
    const takeover = controlled
    controlled = true
    // Reload chosen here: load the new build. Chosen in another tab: this tab's old scripts are
    // gone from the worker's store, so offer the same Reload.
    if (reloadAsked) window.location.reload()
    else if (takeover) offerReload(() => window.location.reload())
  })
  // First install: the page the shopper arrived on was loaded before the worker ran.
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) post({ type: 'KEEP_PAGE', url: window.location.href })
  })

  void workbox.register()
  const check = () => void workbox.update().catch(() => {})
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  window.addEventListener('online', check)
  window.setInterval(check, UPDATE_CHECK_MS)
}
