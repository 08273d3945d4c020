import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetViewed, rememberViewed, useRecentlyViewed } from './recently-viewed'

const stored = () => JSON.parse(window.localStorage.getItem('recentlyViewed') ?? 'null') as unknown

describe('recently viewed products', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps slugs newest first, each once, at most 12', () => {
    for (let i = 1; i <= 14; i++) rememberViewed(`product-${i}`)
    rememberViewed('product-5')
    const slugs = stored() as string[]
    expect(slugs).toHaveLength(12)
    expect(slugs.slice(0, 3)).toEqual(['product-5', 'product-14', 'product-13'])
    expect(slugs.filter((slug) => slug === 'product-5')).toHaveLength(1)
    // The two oldest fell off.
    expect(slugs).not.toContain('product-1')
    expect(slugs).not.toContain('product-2')
  })

  it('tells a mounted list at once, and clearing empties it', () => {
    const { result } = renderHook(() => useRecentlyViewed())
    expect(result.current).toEqual([])
    void act(() => rememberViewed('cotton-kurta'))
    expect(result.current).toEqual(['cotton-kurta'])
    void act(() => forgetViewed())
    expect(result.current).toEqual([])
    expect(window.localStorage.getItem('recentlyViewed')).toBeNull()
  })

  it('ignores what another version or a hand edit left behind', () => {
    window.localStorage.setItem('recentlyViewed', JSON.stringify(['ok', 7, '', null, 'x'.repeat(201), 'fine']))
    const { result } = renderHook(() => useRecentlyViewed())
    expect(result.current).toEqual(['ok', 'fine'])
    window.localStorage.setItem('recentlyViewed', '{not json')
    rememberViewed('kurta')
    expect(stored()).toEqual(['kurta'])
  })
})
