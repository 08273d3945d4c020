import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A built web app's index.html, as Vite writes it: the head the SEO module edits, an empty root. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Haat: everything India makes, in one marketplace." />
    <title>Haat</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** A throwaway folder standing for apps/web/dist, holding only INDEX_HTML. */
export async function makeWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-web-'))
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML)
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
