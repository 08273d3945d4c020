import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { constants, brotliCompress, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { linguiMacroPlugin } from './vite.lingui.ts'

/**
 * index.html for a first paint from the server's HTML over a slow network (docs/decisions/033):
 * the stylesheet written into it instead of linked from it, so the browser paints as soon as the
 * HTML has arrived, without a round trip for the CSS (11 KB compressed; Lighthouse's first paint
 * on a category page 2.1 s → 1.7 s). Later pages are rendered in the browser: this copy comes once.
 * Its one script (src/app/boot.ts, which starts the app) is fetched at low priority: the
 * pictures a server-rendered page shows come first.
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
      // The page is drawn from the server's HTML: boot.ts may come after the pictures it shows.
      html = html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      page.source = html
    },
  }
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Each script, style sheet and SVG written beside itself as `.br` (brotli at its best, quality 11)
 * and `.gz` (level 9), which the server sends as they are (@fastify/static's preCompressed): the
 * smallest a browser can be sent, at no cost per request. The server would otherwise compress each
 * request at brotli quality 4, about 15% larger for the framework chunk.
 */
function precompressed(): Plugin {
  let outDir = ''
  return {
    name: 'haat-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file.fileName))
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          // Below about 1 KB a compressed copy saves less than its headers cost (as @fastify/compress decides).
          if (body.length < 1024) return
          const target = path.join(outDir, file.fileName)
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ])
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)])
        }),
      )
    },
  }
}

/**
 * The storefront's own files, the ones the service worker precaches: the entry, everything it
 * loads at once, and what it loads later for shoppers (the catalogue, cart and content pages, the
 * toasts) with what they load. A shopper's phone never downloads the seller and admin screens
 * (about 1 MB) to be ready for offline; those are fetched when someone opens them, as before.
 */
function storefrontFiles(): { plugin: Plugin; has: (file: string) => boolean } {
  // The catalogue, cart and content pages, the layouts' later parts (footer, menu, offline banner),
  // the not-found page, the toasts (the Toaster and sonner, loaded on first use),
  // the service worker's registration, and the shopper's messages in both languages.
  const STOREFRONT_MODULE =
    /[\\/](src[\\/](features[\\/](catalog|cart|content)|app[\\/](layouts[\\/]|(service-worker|toaster)\.tsx?)|components[\\/]not-found-page\.tsx|locales[\\/](shell|shop)[\\/])|node_modules[\\/]sonner[\\/])/
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'haat-storefront-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName]
        if (files.has(fileName) || chunk?.type !== 'chunk') return
        files.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
        chunk.imports.forEach(visit)
        for (const lazy of chunk.dynamicImports) {
          const target = bundle[lazy]
          if (target?.type !== 'chunk') continue
          // The app's chunk is a group (below) with no module of its own name: it is known by its name.
          if (target.name === 'app' || STOREFRONT_MODULE.test(target.facadeModuleId ?? '')) visit(lazy)
        }
      }
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName)
    },
  }
  return { plugin, has: (file) => files.has(file) }
}

/**
 * The installable app: its manifest and service worker (src/sw/service-worker.ts, built to
 * dist/service-worker.js with the build's file list), docs/decisions/034-installable-and-offline.md.
 * Registration is the app's own (src/app/service-worker.ts), after the page is live.
 */
const installableApp = (storefront: ReturnType<typeof storefrontFiles>) =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    registerType: 'prompt',
    injectManifest: {
      rollupFormat: 'iife',
      // Scripts, styles, the shell and the offline page (the plugin adds the manifest and its icons).
      globPatterns: ['**/*.{js,css,html,svg}'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || storefront.has(entry.url)),
          warnings: [],
        }),
      ],
    },
    manifest: {
      id: '/',
      name: 'Haat: everything India makes',
      short_name: 'Haat',
      description: 'Shop from trusted Indian sellers with cash on delivery or online payment.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#b85c06',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  })

// The API server (apps/server) listens on 3000; in development Vite serves the app on 5173
// and forwards API and media requests so the browser sees one origin (cookies stay first-party).
const API_ORIGIN = 'http://localhost:3000'

export default defineConfig(({ isSsrBuild, mode }) => {
  const storefront = storefrontFiles()
  return {
    // The server renderer's build (dist-ssr) needs no service worker or manifest.
    plugins: [
      react(),
      linguiMacroPlugin(),
      tailwindcss(),
      firstPaintFromHtml(),
      ...(isSsrBuild ? [] : [storefront.plugin, installableApp(storefront), precompressed()]),
    ],
    // React's production build on the server too: Node would otherwise pick it at run time by
    // NODE_ENV, and the bundle would carry both builds.
    ...(isSsrBuild && mode === 'production'
      ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    // The server renderer is one self-contained bundle, React DOM's server included: the server's
    // production install needs none of the web app's packages.
    ssr: { noExternal: true },
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
                // React, the router, the query cache and Lingui change only on upgrades: one long-cached chunk.
                name: 'framework',
                // Not the infinite lists (only the product page's reviews use them): they come with it.
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/](?!.*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$)/,
                priority: 2,
              },
              {
                // What boot.ts shares with the app: Vite's helper for lazy imports and the message
                // catalogues' loader with the list of languages (boot.ts fetches the page's catalogue alongside the app). In the
                // app's chunk they would make the page's first script load the whole app at once.
                name: 'boot-shared',
                test: /vite[\\/]preload-helper|src[\\/]i18n[\\/]catalogues\.ts$|shared[\\/]src[\\/]i18n\.ts$/,
                priority: 3,
              },
              {
                // The app boot.ts starts, with everything it imports: one file, not two dozen small
                // ones shared with later pages (they import from it; every page has it loaded).
                name: 'app',
                test: /[\\/]src[\\/]app[\\/]main\.tsx$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }
})
