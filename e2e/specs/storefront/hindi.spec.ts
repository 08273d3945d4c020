import { collectErrors, expect, test } from '../../fixtures/test'

test('a shopper switches to हिन्दी; the choice is the server’s too, and survives a reload', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click()
  await expect(footer.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'सेलर बनें' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page).toHaveURL(/\/about$/)

  // The server renders the next page in Hindi (the cookie), and the app hydrates it as it is.
  await page.goto('/category/electronics')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(footer.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeVisible()
  await page.reload()
  await expect(footer.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible()
  expect(errors).toEqual([])

  // And back to English.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test('a link to the Hindi page (?lang=hi) opens it in Hindi, for visitors and search engines alike', async ({
  page,
}) => {
  await page.goto('/about?lang=hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' })).toBeVisible()
})

test('switching language while the footer is still hydrating changes it too, with no mismatch', async ({ page }) => {
  // The footer is its own chunk, hydrated after the rest (public-layout.tsx). On a slow network a
  // shopper can switch language before it arrives: the footer must then hydrate the English the
  // server sent and change with the page, not meet Hindi text against English HTML (React #418).
  const errors = collectErrors(page)
  let releaseFooter = () => {}
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve))
  await page.route(/\/assets\/site-footer-[^/]+\.js$/, async (route) => {
    await footerHeld
    await route.continue()
  })
  await page.goto('/about')
  const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' })
  await toHindi.click()
  // The switch waits for the footer (busy meanwhile), then changes the whole page.
  await expect(toHindi).toHaveAttribute('aria-busy', 'true')
  releaseFooter()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' })).toBeVisible()
  expect(errors).toEqual([])
})
