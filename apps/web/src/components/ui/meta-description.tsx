import { useHydrated } from '../../lib/use-hydrated'

/**
 * The page's `<meta name="description">`; React 19 hoists it into <head> while the page is shown.
 * Not on the server, which writes the head itself (see PageTitle).
 */
export function MetaDescription({ content }: { content: string }) {
  return useHydrated() ? <meta name="description" content={content} /> : null
}
