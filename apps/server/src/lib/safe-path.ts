const PROBE_ORIGIN = 'https://haat.invalid'

/**
 * A path on this site to send a browser back to ("/product/x", "/products?search=saree"), or
 * null for anything that could leave it (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`).
 * The same check as the web app's lib/safe-redirect.ts, so a form's return address is never an
 * open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\evil.com" is "//evil.com".
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null
  try {
    const url = new URL(value, PROBE_ORIGIN)
    if (url.origin !== PROBE_ORIGIN) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
