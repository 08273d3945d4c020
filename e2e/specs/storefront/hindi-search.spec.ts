import { collectErrors, expect, test } from '../../fixtures/test'

// Issue 42 item 13 on a phone: a shopper reading Hindi types मसाला and finds the demo's
// English-named Garam Masala, and the shop names its categories in Hindi (the seeded Hindi names),
// as text on the home page's tiles and in the product page's breadcrumbs.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('in Hindi, मसाला finds the Garam Masala, and categories are named in Hindi', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')

  // The tiles' names are text in the reader's language; their pictures have no words (alt="").
  const tiles = page.getByRole('region', { name: 'लोकप्रिय कैटेगरी' })
  await expect(tiles.getByRole('link', { name: /किराना और गॉरमे/ })).toBeVisible()
  await expect(tiles.getByRole('link', { name: /इलेक्ट्रॉनिक्स/ })).toBeVisible()
  await expect(tiles.getByRole('link', { name: /Grocery/ })).toHaveCount(0)

  const search = page.getByRole('banner').getByRole('combobox')
  await search.fill('मसाला')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?search=/)
  const masala = page
    .getByRole('main')
    .getByRole('link', { name: /Everest Garam Masala/ })
    .first()
  await expect(masala).toBeVisible()

  await masala.click()
  await expect(page.getByRole('heading', { level: 1, name: /Everest Garam Masala/ })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'ब्रेडक्रम्ब' })
  await expect(crumbs.getByRole('link', { name: 'किराना और गॉरमे' })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'मसाले' })).toBeVisible()
  expect(errors).toEqual([])
})
