import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors'

const HTML_NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Fills index.html for a page path that needs server-side content (page meta for sharing and search
 * engines); undefined leaves the path to the plain index.html.
 */
export type PageRenderer = (pathname: string) => Promise<{ statusCode: number; html: string } | undefined>

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated on every
 * visit, and index.html for every other non-API, non-media path (the single-page app's routes).
 * `pageRenderer` is handed index.html once, at start (the build does not change while running).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  mediaRoot: string | undefined,
  options: { pageRenderer?: (indexHtml: string) => PageRenderer | undefined } = {},
) {
  if (mediaRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(mediaRoot),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // File names are content-addressed (a new upload gets a new key), so they never change.
      setHeaders: (res) => void res.header('cache-control', IMMUTABLE),
      cacheControl: false,
    })
  }
  // The built web app's folder, when there is one (an API-only server has none).
  const webRoot = webDistDir && existsSync(path.join(webDistDir, 'index.html')) ? path.resolve(webDistDir) : null
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        void res.header('cache-control', isHashedAsset ? IMMUTABLE : HTML_NO_CACHE)
      },
    })
  }

  const renderPage =
    webRoot && options.pageRenderer
      ? options.pageRenderer(await readFile(path.join(webRoot, 'index.html'), 'utf8'))
      : undefined

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/'
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/dev/') &&
      !pathname.startsWith('/assets/')
    if (webRoot && isPage) {
      const page = await renderPage?.(pathname).catch((error: unknown) => {
        // The page still works without its meta: log and fall back to the plain index.html.
        req.log.error({ err: error }, 'page meta failed')
        return undefined
      })
      if (page) {
        return reply
          .code(page.statusCode)
          .header('cache-control', HTML_NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(page.html)
      }
      return reply
        .header('cache-control', HTML_NO_CACHE)
        .type('text/html; charset=utf-8')
        .sendFile('index.html', webRoot)
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${pathname}.`))
  })
}
