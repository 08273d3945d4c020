import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CATEGORIES, SIGNED_OUT, mockApi, renderRoutes } from '../../test/render'
import { switchLocale } from '../../i18n/i18n'
import { SiteHeader } from './site-header'

afterEach(async () => {
  await switchLocale('en-IN')
  document.cookie = 'lang=; path=/; max-age=0'
})

describe('LanguageSwitch', () => {
  it('links to the page in Hindi, and once the app runs turns the header to Hindi in place', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    const { user, router } = renderRoutes([{ path: '*', element: <SiteHeader /> }], {
      initialEntries: ['/products?search=kurta'],
    })
    const toHindi = screen.getByRole('link', { name: 'हिन्दी' })
    // Without the app (or opened in a new tab) the link itself asks the server for Hindi.
    expect(toHindi).toHaveAttribute('href', '/products?search=kurta&lang=hi')
    expect(toHindi).toHaveAttribute('lang', 'hi-IN')
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toBeVisible()

    await user.click(toHindi)

    expect(await screen.findByRole('link', { name: 'ग्राहक लॉगिन' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'सेलर बनें' })).toBeVisible()
    expect(i18n.locale).toBe('hi-IN')
    expect(document.documentElement.lang).toBe('hi-IN')
    expect(document.cookie).toContain('lang=hi-IN')
    // The address is the same page: no navigation.
    expect(router.state.location.search).toBe('?search=kurta')
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/products?search=kurta&lang=en')
  })

  it('drops a ?lang= from the address when switching, so a reload keeps the choice', async () => {
    await switchLocale('hi-IN')
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    const { user, router } = renderRoutes([{ path: '*', element: <SiteHeader /> }], {
      initialEntries: ['/about?lang=hi'],
    })
    await user.click(screen.getByRole('link', { name: 'English' }))
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/about')
    expect(router.state.location.search).toBe('')
    expect(document.cookie).toContain('lang=en-IN')
  })
})
