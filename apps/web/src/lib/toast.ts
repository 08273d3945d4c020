import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule
type SonnerToast = Sonner['toast']

/**
 * Toasts (sonner), loaded when the first one is raised or the shopper first touches a key or the
 * screen, not with the page: sonner's module adds its stylesheet as it loads, which makes the
 * browser restyle the whole page (about 60 ms of a phone's main thread, in the middle of the first
 * load otherwise). Raise toasts through this module, never from 'sonner' directly (ESLint says so);
 * app/providers.tsx mounts the Toaster once sonner is here, and sonner shows it the toasts raised
 * while it loaded.
 */
let sonner: Sonner | undefined
let loading: Promise<Sonner> | undefined
const listeners = new Set<() => void>()

export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      // Offline before the service worker kept it: the next toast tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

function raise(show: (toast: SonnerToast) => unknown): void {
  if (sonner) show(sonner.toast)
  else
    loadToasts().then(
      (module) => show(module.toast),
      () => console.warn('Could not load toasts; a message was not shown.'),
    )
}

type Options = Parameters<SonnerToast>[1]

export const toast = Object.assign((message: string, options?: Options) => raise((t) => t(message, options)), {
  success: (message: string, options?: Options) => raise((t) => t.success(message, options)),
  error: (message: string, options?: Options) => raise((t) => t.error(message, options)),
  info: (message: string, options?: Options) => raise((t) => t.info(message, options)),
})

/** Whether sonner has loaded (the Toaster mounts then). */
export function useToastsLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    () => sonner !== undefined,
    () => false,
  )
}
