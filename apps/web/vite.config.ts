import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * index.html for a first paint from the server's HTML over a slow network (docs/decisions/033):
 * - the stylesheet written into it instead of linked from it, so the browser paints as soon as the
 *   HTML has arrived, without a round trip for the CSS (11 KB compressed; Lighthouse's first paint
 *   on a category page 2.1 s → 1.7 s). Later pages are rendered in the browser: this copy comes once.
 * - the app's scripts fetched at low priority, after the images the page already shows: the
 *   server-rendered page is readable before they arrive, and they no longer compete with the
 *   largest picture for a slow connection.
 */
function firstPaintFromHtml(): Plugin {
  return {
    name: 'haat-first-paint-from-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      let html = String(page.source)
      for (const [tag, href] of html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g)) {
        const sheet = href === undefined ? undefined : bundle[href]
        if (sheet?.type === 'asset') html = html.replace(tag, () => `<style>${String(sheet.source)}</style>`)
      }
      // The page is already drawn from the server's HTML: its code may come after the pictures.
      html = html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      page.source = html
    },
  }
}

// The API server (apps/server) listens on 3000; in development Vite serves the app on 5173
// and forwards API and media requests so the browser sees one origin (cookies stay first-party).
const API_ORIGIN = 'http://localhost:3000'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), firstPaintFromHtml()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/media': { target: API_ORIGIN },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/media': { target: API_ORIGIN },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server renderer (dist-ssr, `vite build --ssr`) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, the router and the query cache change only on upgrades: one long-cached chunk.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
}))
