import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressionMemo } from '../lib/compression'
import { html as safeHtml } from '../modules/mail'
import { IMMUTABLE_MEDIA, type MediaStorage, SAFE_MEDIA_NAME, webpToJpeg } from '../modules/media'
import { errorBody } from './errors'
import type { Locale } from '@haat/shared/i18n'
import { rememberLocale, requestLocale } from '../lib/request-locale'
import { inLanguage } from './page-languages'
import type { PageHead, RenderedPage } from './server-render'

const HTML_NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Fills index.html for a page path that needs server-side content (page meta for sharing and search
 * engines); undefined leaves the path to the plain index.html.
 */
export type PageRenderer = (pathname: string) => Promise<{ statusCode: number; html: string } | undefined>

/** Where a server-rendered page goes in index.html: the empty root element. */
const ROOT_ELEMENT = '<div id="root"></div>'

/**
 * The page's main picture asked for from the head, at high priority and the width its `srcset`
 * and `sizes` pick, before the browser has read the body (the largest-paint rule).
 */
function withPreloadedImage(html: string, image: PageHead['preloadImage']): string {
  // Right after the charset, before the inline stylesheet: the first thing the browser asks for.
  const charset = /<meta charset[^>]*>/i.exec(html)
  if (!image || !charset) return html
  const at = charset.index + charset[0].length
  const { href, srcSet, sizes } = image
  const srcSetPart = srcSet ? safeHtml` imagesrcset="${srcSet}" imagesizes="${sizes ?? '100vw'}"` : ''
  const link = safeHtml`<link rel="preload" as="image" href="${href}"${srcSetPart} fetchpriority="high">`
  return html.slice(0, at) + String(link) + html.slice(at)
}

/** index.html with the page in its root element and, after it, the state the browser hydrates from. */
function withRenderedPage(html: string, page: RenderedPage): string {
  const at = html.indexOf(ROOT_ELEMENT)
  return (
    html.slice(0, at) +
    `<div id="root">${page.rootHtml}</div><script type="application/json" id="haat-server-state">${page.stateJson}</script>` +
    html.slice(at + ROOT_ELEMENT.length)
  )
}

/**
 * Sends a page's HTML, compressed when the browser takes it. @fastify/compress adds its hooks to
 * routes, and pages are answered by the not-found handler, which is not one.
 */
function sendHtml(
  req: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  html: string,
  compressed: ReturnType<typeof compressionMemo>,
) {
  // The language cookie chooses the page's language (lib/request-locale.ts).
  void reply.code(statusCode).header('cache-control', HTML_NO_CACHE).header('vary', 'accept-encoding, cookie')
  void reply.type('text/html; charset=utf-8')
  const encoding = html.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(html)
  return reply.header('content-encoding', encoding).send(compressed(html, encoding))
}

/**
 * /media/<file>: from the local folder, or from object storage, streamed, with the same year-long
 * caching (file names are content-addressed, so a file never changes), or redirected to the
 * bucket's public or CDN address when there is one.
 */
async function registerMedia(app: FastifyInstance, { storage, publicUrl }: Parameters<typeof registerWebApp>[2]) {
  // A WebP variant as a JPEG for link previews (og:image, media/image-variants.ts shareJpegUrl).
  const tags = ['Media']
  const jpeg = { summary: 'An uploaded image as JPEG, for link previews', tags }
  app.get<{ Params: { file: string } }>('/media/jpeg/:file', { schema: jpeg }, async (req, reply) => {
    const { file } = req.params
    const webpName = file.replace(/\.jpg$/, '.webp')
    const webp = file.endsWith('.jpg') && SAFE_MEDIA_NAME.test(webpName) ? await storage.get(webpName) : null
    if (!webp) return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${req.method} /media/jpeg/${file}.`))
    return reply
      .header('cache-control', IMMUTABLE_MEDIA)
      .type('image/jpeg')
      .send(await webpToJpeg(webp))
  })
  if (storage.localRoot && !publicUrl) {
    await app.register(fastifyStatic, {
      root: path.resolve(storage.localRoot),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => void res.header('cache-control', IMMUTABLE_MEDIA),
      cacheControl: false,
    })
    return
  }
  const stored = { summary: 'An uploaded image, from the bucket or its CDN', tags }
  app.get<{ Params: { file: string } }>('/media/:file', { schema: stored }, async (req, reply) => {
    const { file } = req.params
    const missing = () => reply.code(404).send(errorBody('NOT_FOUND', `No route for ${req.method} /media/${file}.`))
    if (!SAFE_MEDIA_NAME.test(file)) return missing()
    if (publicUrl) return reply.header('cache-control', IMMUTABLE_MEDIA).redirect(`${publicUrl}/${file}`, 301)
    const object = await storage.open?.(file)
    if (!object) return missing()
    void reply.header('cache-control', IMMUTABLE_MEDIA).type('image/webp')
    if (object.length !== undefined) void reply.header('content-length', object.length)
    return reply.send(object.body)
  })
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated on every
 * visit, and index.html for every other non-API, non-media path (the single-page app's routes).
 * `pageRenderer` is handed index.html once, at start (the build does not change while running).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  media: { storage: MediaStorage; publicUrl?: string | undefined },
  options: {
    pageRenderer?: (indexHtml: string) => PageRenderer | undefined
    /** index.html with a server-rendered page's own title and description in its head (modules/seo). */
    pageWithHead?: (indexHtml: string) => ((head: Required<Pick<PageHead, 'title'>> & PageHead) => string) | undefined
    /** The storefront's server rendering (server-render.ts); without it every page renders in the browser. */
    renderOnServer?:
      | ((url: string, locale: Locale, mayRender: () => Promise<boolean>) => Promise<RenderedPage | undefined>)
      | undefined
    /** Whether this caller may have a page rendered afresh now (a per-address limit). */
    mayRender?: (req: FastifyRequest) => Promise<boolean>
    /** The shop's address (PUBLIC_URL), for each page's address in every language. */
    shopUrl?: string
  } = {},
) {
  await registerMedia(app, media)
  // The built web app's folder, when there is one (an API-only server has none).
  const webRoot = webDistDir && existsSync(path.join(webDistDir, 'index.html')) ? path.resolve(webDistDir) : null
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Scripts and styles are compressed at build time, brotli at its best (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        void res.header('cache-control', isHashedAsset ? IMMUTABLE : HTML_NO_CACHE)
      },
    })
  }

  const indexHtml = webRoot ? await readFile(path.join(webRoot, 'index.html'), 'utf8') : ''
  const renderPage = webRoot && options.pageRenderer ? options.pageRenderer(indexHtml) : undefined
  const renderOnServer = indexHtml.includes(ROOT_ELEMENT) ? options.renderOnServer : undefined
  const withHead = webRoot ? options.pageWithHead?.(indexHtml) : undefined
  // The same page is sent again and again (kept server-rendered pages, index.html): compressed once.
  const compressed = compressionMemo(200)

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
      const { locale, fromAddress } = requestLocale(req)
      const withLang = (html: string) =>
        inLanguage(html, locale, new URL(req.url, options.shopUrl ?? 'http://localhost').href)
      // Following a link to the Hindi page is choosing Hindi: the next pages come in it too.
      if (fromAddress) rememberLocale(reply, locale)
      const page = await renderPage?.(pathname).catch((error: unknown) => {
        // The page still works without its meta: log and fall back to the plain index.html.
        req.log.error({ err: error }, 'page meta failed')
        return undefined
      })
      const mayRender = () => options.mayRender?.(req) ?? Promise.resolve(true)
      const rendered = await renderOnServer?.(req.url, locale, mayRender).catch((error: unknown) => {
        // The page still works rendered in the browser: log and send the plain one.
        req.log.error({ err: error }, 'server rendering failed')
        return undefined
      })
      if (rendered) {
        // The SEO module's head where it has one (products, categories), else the page's own title.
        const { title, description } = rendered.head
        const shell = page?.html ?? (title && withHead ? withHead({ title, description }) : indexHtml)
        const html = withRenderedPage(withPreloadedImage(shell, rendered.head.preloadImage), rendered)
        return sendHtml(req, reply, page?.statusCode ?? rendered.statusCode, withLang(html), compressed)
      }
      if (page) return sendHtml(req, reply, page.statusCode, withLang(page.html), compressed)
      return sendHtml(req, reply, 200, withLang(indexHtml), compressed)
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${pathname}.`))
  })
}
