import { useContext } from 'react'
import { ServerHeadContext } from '../../lib/server-head'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * The page's `<meta name="description">`; React 19 hoists it into <head> while the page is shown.
 * On the server it is handed to the server for the head (see PageTitle).
 */
export function MetaDescription({ content }: { content: string }) {
  const serverHead = useContext(ServerHeadContext)
  const hydrated = useHydrated()
  serverHead?.note('description', content)
  return hydrated ? <meta name="description" content={content} /> : null
}
