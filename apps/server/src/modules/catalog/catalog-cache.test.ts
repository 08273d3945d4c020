import { describe, expect, it } from 'vitest'
import { manualClock } from '../../lib/clock'
import { type CacheTag, catalogCache } from './catalog-cache'
import { tagsOfChange } from './catalog-changes'

const setup = (maxBytes = 1_000) => {
  const clock = manualClock(new Date('2026-11-26T10:00:00Z'))
  const cache = catalogCache({ maxBytes, ttlMs: 60_000, clock })
  cache.setListening(true)
  let loads = 0
  const load = (body: string, tags: CacheTag[]) => async () => {
    loads++
    return { body, tags }
  }
  return { clock, cache, load, loads: () => loads }
}

describe('catalogCache', () => {
  it('keeps an answer with its ETag, and loads it again after the TTL', async () => {
    const { clock, cache, load, loads } = setup()
    const first = await cache.get('a', load('{"a":1}', ['tree']))
    expect(first.etag).toMatch(/^W\/"[\w-]{22}"$/)
    expect(await cache.get('a', load('{"a":2}', ['tree']))).toEqual(first)
    expect(loads()).toBe(1)
    clock.advance(60_000)
    expect((await cache.get('a', load('{"a":2}', ['tree']))).body).toBe('{"a":2}')
  })

  it('has a version that every invalidation changes, and none while changes are not heard', () => {
    const { cache } = setup()
    const first = cache.version()
    expect(first).toBeTypeOf('number')
    expect(cache.version()).toBe(first)
    cache.invalidate(['page:1'])
    expect(cache.version()).not.toBe(first)
    cache.setListening(false)
    expect(cache.version()).toBeUndefined()
  })

  it('drops exactly the answers carrying an invalidated tag', async () => {
    const { cache, load, loads } = setup()
    await cache.get('p1', load('1', ['page:1']))
    await cache.get('p2', load('2', ['page:2']))
    await cache.get('list', load('[1,2]', ['listing:*', 'card:1', 'card:2']))
    cache.invalidate(['card:2'])
    await cache.get('p1', load('x', []))
    await cache.get('p2', load('x', []))
    expect(loads()).toBe(3)
    expect((await cache.get('list', load('[1,3]', ['listing:*']))).body).toBe('[1,3]')
  })

  it('shares one load between concurrent misses, and keeps nothing an invalidation overtook', async () => {
    const { cache } = setup()
    let release: (body: string) => void = () => {}
    let loads = 0
    const slow = () => {
      loads++
      return new Promise<{ body: string; tags: CacheTag[] }>((resolve) => {
        release = (body) => resolve({ body, tags: ['page:1'] })
      })
    }
    const a = cache.get('k', slow)
    const b = cache.get('k', slow)
    cache.invalidate(['page:9'])
    const c = cache.get('k', slow)
    release('new')
    expect(loads).toBe(2)
    expect((await c).body).toBe('new')
    expect(cache.stats().entries).toBe(1)
    void a
    void b
  })

  it('evicts the least recently used past its size, and keeps nothing while not listening', async () => {
    const { cache, load } = setup(10)
    await cache.get('a', load('aaaa', []))
    await cache.get('b', load('bbbb', []))
    await cache.get('a', load('', []))
    await cache.get('c', load('cccc', []))
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 8 })
    expect((await cache.get('b', load('BBBB', []))).body).toBe('BBBB')
    cache.setListening(false)
    expect(cache.stats().entries).toBe(0)
    await cache.get('a', load('aaaa', []))
    expect(cache.stats().entries).toBe(0)
  })
})

describe('tagsOfChange', () => {
  it('turns an announcement into the tags it drops', () => {
    expect(tagsOfChange({ all: true })).toBe('all')
    expect(tagsOfChange({ pages: ['1'], cards: [], listings: [], sellers: [], tree: false })).toEqual(['page:1'])
    expect(tagsOfChange({ pages: ['2'], cards: ['2'], listings: ['c'], sellers: ['v'], tree: true })).toEqual([
      'page:2',
      'page:2',
      'card:2',
      'listing:c',
      'listing:*',
      'seller:v',
      'tree',
    ])
  })
})
