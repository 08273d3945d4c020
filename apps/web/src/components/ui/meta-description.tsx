import { useContext, useEffect } from 'react'
import { ServerHeadContext } from '../../lib/server-head'

/**
 * The page's `<meta name="description">`. On the server it is handed to the server for the head
 * (see PageTitle); in the browser the head's tag says it while the page is shown.
 */
export function MetaDescription({ content }: { content: string }) {
  const serverHead = useContext(ServerHeadContext)
  serverHead?.note('description', content)
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const before = meta.content
    meta.content = content
    return () => {
      meta.content = before
    }
  }, [content])
  return null
}
