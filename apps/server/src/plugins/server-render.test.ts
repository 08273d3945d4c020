import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverRenderer } from './server-render'

// A stand-in for the web app's entry-server: like it, one API transport for the whole process,
// set by each render, and a pause before reading, so two renders overlap.
const FAKE_ENTRY = `
let transport
export async function renderPage(url, fetchApi, locale) {
  transport = fetchApi
  await new Promise((resolve) => setTimeout(resolve, 20))
  const res = await transport('/api/items/' + url.pathname.slice(1))
  const text = await res.text()
  const lang = locale === 'en-IN' ? '' : ' lang="' + locale + '"'
  return { statusCode: res.status, state: { text }, head: {}, pipe: (into) => into.end('<p' + lang + '>' + text + '</p>') }
}
`

let dir: string
const items = new Map<string, string>([
  ['a', 'lamp ₹500'],
  ['b', 'bowl ₹300'],
])
let version = 1
const app = Fastify()
app.get<{ Params: { id: string } }>('/api/items/:id', async (req, reply) => {
  const text = items.get(req.params.id) ?? ''
  return reply.header('etag', `"${Buffer.from(text).toString('base64url')}"`).send(text)
})

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'haat-fake-entry-'))
  await writeFile(path.join(dir, 'entry-server.mjs'), FAKE_ENTRY)
})
afterAll(async () => {
  await app.close()
  await rm(dir, { recursive: true, force: true })
})

const allow = () => Promise.resolve(true)

describe('serverRenderer', () => {
  it('checks a kept page against its own reads, even when pages were rendered at the same time', async () => {
    const render = await serverRenderer(
      app,
      path.join(dir, 'entry-server.mjs'),
      {
        version: () => version,
        ttlMs: 60_000,
        now: () => Date.now(),
      },
      'https://shop.haat.test',
    )
    const [a, b] = await Promise.all([render!('/a', 'en-IN', allow), render!('/b', 'en-IN', allow)])
    expect(a?.rootHtml).toBe('<p>lamp ₹500</p>')
    expect(b?.rootHtml).toBe('<p>bowl ₹300</p>')
    // Nothing changed: the kept page, as it was.
    expect(await render!('/a', 'en-IN', allow)).toBe(a)

    // The lamp is repriced and the catalogue announces a change: its page is made again.
    items.set('a', 'lamp ₹450')
    version++
    expect((await render!('/a', 'en-IN', allow))?.rootHtml).toBe('<p>lamp ₹450</p>')
    // The bowl's reads answer as before: its kept page stands.
    expect(await render!('/b', 'en-IN', allow)).toBe(b)
  })

  it('keeps a page per language: one address, the cookie choosing English or Hindi', async () => {
    const render = await serverRenderer(
      app,
      path.join(dir, 'entry-server.mjs'),
      { version: () => version, ttlMs: 60_000, now: () => Date.now() },
      'https://shop.haat.test',
    )
    const english = await render!('/b', 'en-IN', allow)
    const hindi = await render!('/b', 'hi-IN', allow)
    expect(english?.rootHtml).toBe('<p>bowl ₹300</p>')
    expect(hindi?.rootHtml).toBe('<p lang="hi-IN">bowl ₹300</p>')
    expect(await render!('/b', 'en-IN', allow)).toBe(english)
    expect(await render!('/b', 'hi-IN', allow)).toBe(hindi)
  })

  it('renders afresh only when the caller may, and always answers from a kept page', async () => {
    const render = await serverRenderer(
      app,
      path.join(dir, 'entry-server.mjs'),
      {
        version: () => version,
        ttlMs: 60_000,
        now: () => Date.now(),
      },
      'https://shop.haat.test',
    )
    let asked = 0
    const refuse = () => {
      asked++
      return Promise.resolve(false)
    }
    // Not kept yet and not allowed: the browser will render it.
    expect(await render!('/b?utm_source=flood', 'en-IN', refuse)).toBeUndefined()
    expect(asked).toBe(1)
    const kept = await render!('/b?utm_source=flood', 'en-IN', allow)
    // Kept: answered without asking.
    expect(await render!('/b?utm_source=flood', 'en-IN', refuse)).toBe(kept)
    expect(asked).toBe(1)
  })

  it('renders nothing without a built entry', async () => {
    expect(
      await serverRenderer(
        app,
        path.join(dir, 'missing.mjs'),
        { version: () => 1, ttlMs: 1, now: Date.now },
        'https://shop.haat.test',
      ),
    ).toBe(undefined)
  })
})
