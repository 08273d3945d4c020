import { type Locator, type Page, collectErrors, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD } from '../../fixtures/accounts'
import { addDemoPhoneToCart, demoPhoneSlug, expectHeaderCount } from '../../fixtures/shop'

// A product page on a phone: the price right under the photos, in the first screen, and Add to
// Cart / Buy Now in a bar at the bottom of the screen, which a PIN the seller does not serve
// disables, saying why.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const PRICE = /^Price ₹[\d,]+(\.\d{2})?$/

/** The demo seller's defaults, put back whatever happens: other journeys buy its phone everywhere. */
const EVERYWHERE = { area: 'india', dispatchDays: 2, cod: true }

/** The top of the bar the buttons sit in, in the window's coordinates. */
async function barTop(page: Page): Promise<number> {
  return (await page.locator('[data-buy-bar]').boundingBox())!.y
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!
  return box.y + box.height
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('the price is in the first screen, above the bar, whose Add to Cart adds; the page ends above the bar', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto(`/product/${await demoPhoneSlug(page)}`)
    const price = page.getByRole('main').getByText(PRICE).first()
    await expect(price).toBeInViewport({ ratio: 1 })
    await expect(page.getByText('Inclusive of all taxes')).toBeInViewport({ ratio: 1 })
    const addToCart = page.getByRole('button', { name: 'Add to Cart' })
    const buyNow = page.getByRole('button', { name: 'Buy Now' })
    await expect(addToCart).toBeInViewport({ ratio: 1 })
    await expect(buyNow).toBeInViewport({ ratio: 1 })
    // Not hidden behind the bar, which sits on the screen's bottom edge.
    expect(await bottomOf(price)).toBeLessThanOrEqual(await barTop(page))
    expect(await bottomOf(addToCart)).toBeGreaterThan(844 - 80)

    // Still there further down, and it adds what is chosen in the page.
    await addDemoPhoneToCart(page)
    await expect(addToCart).toBeInViewport({ ratio: 1 })

    // At the very end the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect.poll(async () => bottomOf(page.getByRole('contentinfo'))).toBeLessThanOrEqual(await barTop(page))
    expect(errors).toEqual([])
  })

  test('a PIN the seller does not deliver to disables Add to Cart and Buy Now, saying why', async ({
    browser,
    page,
  }) => {
    const seller = await browser.newContext()
    const login = await seller.request.post('/api/auth/vendor/login', {
      data: { email: DEMO.vendor, password: DEMO_PASSWORD },
    })
    expect(login.ok(), await login.text()).toBe(true)
    const saved = await seller.request.put('/api/vendor/delivery', {
      data: { ...EVERYWHERE, excludedPinPrefixes: ['3020'] },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    try {
      await page.goto(`/product/${await demoPhoneSlug(page)}`)
      const addToCart = page.getByRole('button', { name: 'Add to Cart' })
      const buyNow = page.getByRole('button', { name: 'Buy Now' })
      await page.getByRole('textbox', { name: 'Deliver to' }).fill('302001')
      await page.getByRole('button', { name: 'Check' }).click()
      const reason = 'Not deliverable to 302001'
      await expect(page.getByRole('region', { name: 'Deliver to' }).getByText(reason)).toBeVisible()
      const bar = page.locator('[data-buy-bar]')
      await expect(addToCart).toBeDisabled()
      await expect(buyNow).toBeDisabled()
      await expect(addToCart).toHaveAccessibleDescription(reason)
      await expect(buyNow).toHaveAccessibleDescription(reason)
      // Next to the buttons, in the bar: on the screen wherever the shopper is.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await expect(bar.getByText(reason)).toBeInViewport({ ratio: 1 })
      await expect(addToCart).toBeInViewport({ ratio: 1 })

      // The PIN is remembered: the next visit says so too.
      await page.reload()
      await expect(addToCart).toBeDisabled()
      await expect(bar.getByText(reason)).toBeVisible()

      await page.getByRole('textbox', { name: 'Deliver to' }).fill('560001')
      await page.getByRole('button', { name: 'Check' }).click()
      await expect(addToCart).toBeEnabled()
      await expect(buyNow).toBeEnabled()
      await expect(page.getByText(reason)).toHaveCount(0)
    } finally {
      expect((await seller.request.put('/api/vendor/delivery', { data: EVERYWHERE })).status()).toBe(200)
      await seller.close()
    }
  })
})

test.describe('on a phone without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false })

  test('the server’s page already has the bar at the bottom of the screen, and its Add to Cart posts', async ({
    page,
  }) => {
    await page.goto(`/product/${await demoPhoneSlug(page)}`)
    await expect(page.getByRole('main').getByText(PRICE).first()).toBeInViewport({ ratio: 1 })
    const addToCart = page.getByRole('button', { name: 'Add to Cart' })
    await expect(addToCart).toBeInViewport({ ratio: 1 })
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    expect(await bottomOf(page.getByRole('contentinfo'))).toBeLessThanOrEqual(await barTop(page))

    await page
      .getByRole('group', { name: /^Colour/ })
      .getByText('Moonlight Blue', { exact: true })
      .click()
    await addToCart.click()
    await expect(page).toHaveURL(/\/product\/[^?]+\?cart=added$/)
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible()
  })
})

test('on a desktop the buttons stay in the buy box, with no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/product/${await demoPhoneSlug(page)}`)
  const addToCart = page.getByRole('button', { name: 'Add to Cart' })
  await expect(addToCart).toBeVisible()
  expect(await page.locator('[data-buy-bar]').evaluate((bar) => getComputedStyle(bar).position)).toBe('static')
  await addDemoPhoneToCart(page)
  await expectHeaderCount(page, 1)
})
