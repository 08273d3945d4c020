import { describe, expect, it } from 'vitest'
import { loginPathFor, returnPathFrom, safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each(['/checkout', '/profile?tab=orders', '/product/silk-saree#reviews', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path)
    },
  )

  it.each([
    null,
    undefined,
    '',
    'checkout',
    '//evil.com',
    '//evil.com/checkout',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com/checkout',
    'http://localhost/checkout',
    'javascript:alert(1)',
    ' /checkout',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })
})

describe('loginPathFor', () => {
  it('builds a readable /login?next= address that reads back to the same path', () => {
    expect(loginPathFor('/profile')).toBe('/login?next=/profile')
    expect(loginPathFor('/checkout', '/register')).toBe('/register?next=/checkout')
    const withQuery = loginPathFor('/profile?tab=addresses')
    expect(returnPathFrom(new URLSearchParams(withQuery.slice(withQuery.indexOf('?') + 1)))).toBe(
      '/profile?tab=addresses',
    )
  })
})

describe('returnPathFrom', () => {
  it("reads next, or an older link's redirect, and only as a same-site path", () => {
    expect(returnPathFrom(new URLSearchParams('next=/cart'))).toBe('/cart')
    expect(returnPathFrom(new URLSearchParams('redirect=/cart'))).toBe('/cart')
    expect(returnPathFrom(new URLSearchParams('next=//evil.com'))).toBeNull()
    expect(returnPathFrom(new URLSearchParams(''))).toBeNull()
  })
})
