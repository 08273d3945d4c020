import { type Page, expect, test } from '../../fixtures/test'
import { DEMO_PHONE, demoPhoneSlug, expectHeaderCount } from '../../fixtures/shop'

// Add to Cart on the product page is a plain form too (POST /api/cart/add): it works without
// JavaScript, and on a slow phone before the app is live (docs/decisions/033, "Early taps").

const COLOUR = 'Thunder Grey'
const phoneLine = (page: Page) => page.getByRole('listitem', { name: `${DEMO_PHONE} (Colour ${COLOUR})`, exact: true })

async function chooseColour(page: Page) {
  // The radios are visually hidden behind their labels: click the label, as a shopper does.
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByText(COLOUR, { exact: true })
    .click()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search, open the product, Add to Cart: the cart has it once the app runs', async ({ page, browser }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Search products' })
    await search.fill('Galaxy M35')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/products\?search=Galaxy(\+|%20)M35$/)
    await page.getByRole('link', { name: DEMO_PHONE }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: DEMO_PHONE })).toBeVisible()

    await chooseColour(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    // The server added it and sent the browser back to the page, which says so in its HTML.
    await expect(page).toHaveURL(/\/product\/[^?]+\?cart=added$/)
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible()

    // The same browser with JavaScript: its cookies, a page where the app runs.
    const live = await browser.newContext({ javaScriptEnabled: true })
    await live.addCookies(await page.context().cookies())
    const later = await live.newPage()
    await later.goto('/cart')
    await expect(phoneLine(later)).toBeVisible()
    await expectHeaderCount(later, 1)
    await live.close()
  })
})

test('on a slow phone, Add to Cart tapped before the page is live still adds', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  const slug = await demoPhoneSlug(page)
  // Notes, in the tab, whether the app was live when Add to Cart was tapped (the page then goes away).
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return
        sessionStorage.setItem('tapped-live', String(document.documentElement.dataset.hydrated !== undefined))
      },
      { capture: true },
    )
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  // Slow 4G, and a phone four times slower than this machine.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  // Not page.goto: the fixtures' goto waits for the app to be live, and this tap must come first.
  await page.evaluate((url) => window.location.assign(url), new URL(`/product/${slug}`, baseURL).href)
  await chooseColour(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\?cart=added$/, { timeout: 60_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('tapped-live'))).toBe('false')
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible()

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.goto('/cart')
  await expect(phoneLine(page)).toBeVisible()
  await expectHeaderCount(page, 1)
})
