/** The page's `<meta name="description">`; React 19 hoists it into <head> while the page is shown. */
export function MetaDescription({ content }: { content: string }) {
  return <meta name="description" content={content} />
}
