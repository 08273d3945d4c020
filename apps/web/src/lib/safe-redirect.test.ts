import { describe, expect, it } from 'vitest'
import { loginPathFor, safeRedirectPath } from './safe-redirect'

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
  it('builds a readable /login?redirect= address that reads back to the same path', () => {
    expect(loginPathFor('/profile')).toBe('/login?redirect=/profile')
    const withQuery = loginPathFor('/profile?tab=addresses')
    expect(new URLSearchParams(withQuery.slice(withQuery.indexOf('?') + 1)).get('redirect')).toBe(
      '/profile?tab=addresses',
    )
  })
})
