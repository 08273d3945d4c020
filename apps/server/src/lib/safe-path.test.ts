import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-path'

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/product/saree')).toBe('/product/saree')
    expect(safeReturnPath('/products?search=silk%20saree')).toBe('/products?search=silk%20saree')
  })

  it.each([
    '',
    'product/saree',
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /product',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })
})
