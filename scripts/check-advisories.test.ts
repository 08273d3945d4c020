import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script, without types
import { findAdvisories, lockfileQueries } from './check-advisories.mjs'

// A lock file as npm 11 writes it: the root, a workspace link, packages hoisted and nested.
const lock = {
  packages: {
    '': { name: 'haat' },
    'node_modules/@haat/shared': { resolved: 'packages/shared', link: true },
    'node_modules/cookie': { version: '2.0.1' },
    'node_modules/@fastify/static': { version: '10.1.11' },
    'node_modules/@fastify/static/node_modules/glob': { version: '14.0.6' },
    'apps/web/node_modules/cookie': { version: '2.0.1' },
  },
}

let server: Server | undefined
/** OSV's POST /v1/querybatch as documented: one result per query, `vulns` only where there are some. */
async function fakeOsv(vulnerable: Record<string, string[]>, status = 200) {
  const asked: unknown[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { queries } = JSON.parse(body) as { queries: { package: { name: string }; version: string }[] }
      asked.push(...queries)
      const results = queries.map((query) => {
        const ids = vulnerable[`${query.package.name}@${query.version}`]
        return ids ? { vulns: ids.map((id) => ({ id, modified: '2026-10-15T00:00:00Z' })) } : {}
      })
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(status === 200 ? JSON.stringify({ results }) : '{"code":3,"message":"bad"}')
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

describe('the advisory check', () => {
  it('asks once for each installed package and version, not for links', () => {
    expect(lockfileQueries(lock)).toEqual([
      { package: { name: 'cookie', ecosystem: 'npm' }, version: '2.0.1' },
      { package: { name: '@fastify/static', ecosystem: 'npm' }, version: '10.1.11' },
      { package: { name: 'glob', ecosystem: 'npm' }, version: '14.0.6' },
    ])
  })

  it('names the packages OSV knows an advisory for', async () => {
    const { api, asked } = await fakeOsv({ 'glob@14.0.6': ['GHSA-xxxx-glob'] })
    const result = await findAdvisories({ lock, api })
    expect(asked).toHaveLength(3)
    expect(result).toEqual({
      checked: 3,
      advisories: [{ id: 'GHSA-xxxx-glob', package: 'glob', version: '14.0.6' }],
    })
  })

  it('leaves out an advisory answered for in osv-allow.json until its date passes', async () => {
    const { api } = await fakeOsv({ 'cookie@2.0.1': ['GHSA-cookie'] })
    const allowed = [{ id: 'GHSA-cookie', why: 'not reached', until: '2027-01-01' }]
    expect((await findAdvisories({ lock, api, allowed, now: new Date('2026-12-01') })).advisories).toEqual([])
    expect((await findAdvisories({ lock, api, allowed, now: new Date('2027-02-01') })).advisories).toHaveLength(1)
  })

  it('tells an unreachable OSV apart from an error answer', async () => {
    await expect(findAdvisories({ lock, api: 'http://127.0.0.1:9' })).rejects.toMatchObject({ unreachable: true })
    const { api } = await fakeOsv({}, 400)
    await expect(findAdvisories({ lock, api })).rejects.toThrow('OSV answered 400')
  })
})
