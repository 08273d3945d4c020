const PROBE_ORIGIN = 'https://haat.invalid'

/**
 * A `?next=` value made safe to navigate to: only a path on this site ("/checkout",
 * "/profile?tab=orders"). Anything that could leave the site (`//evil.com`, `/\evil.com`,
 * `https://…`, `javascript:…`) gives null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\evil.com" is "//evil.com".
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null
  try {
    const url = new URL(value, PROBE_ORIGIN)
    if (url.origin !== PROBE_ORIGIN) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** "/login?next=/checkout": a sign-in (or sign-up) page, coming back to `path` afterwards. */
export function loginPathFor(path: string, page: '/login' | '/register' = '/login'): string {
  // Slashes are legal in a query string; keeping them makes the address readable.
  return `${page}?next=${encodeURIComponent(path).replace(/%2F/gi, '/')}`
}

/** Where to go after signing in or up: the same-site `next` (or an older link's `redirect`), or null. */
export function returnPathFrom(params: URLSearchParams): string | null {
  return safeRedirectPath(params.get('next') ?? params.get('redirect'))
}
