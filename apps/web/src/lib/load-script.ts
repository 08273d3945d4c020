const pending = new Map<string, Promise<void>>()

/**
 * Adds `<script src>` once and resolves when it has loaded; rejects when it fails (offline, blocked),
 * after which a later call tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = pending.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      pending.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.body.appendChild(script)
  })
  pending.set(src, loading)
  return loading
}
