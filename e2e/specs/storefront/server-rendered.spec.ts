import { collectErrors, expect, test } from '../../fixtures/test'
import { addDemoPhoneToCart, DEMO_PHONE, demoPhoneSlug } from '../../fixtures/shop'

const PHONE = DEMO_PHONE

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the product page shows its name and price from the server alone', async ({ page }) => {
    const slug = await demoPhoneSlug(page)
    await page.goto(`/product/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: PHONE })).toBeVisible()
    await expect(page.getByText('₹16,999').first()).toBeVisible()
    await expect(page).toHaveTitle(`${PHONE} | Haat`)
    // Sharing on WhatsApp is a plain link: it works before (or without) any JavaScript.
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' })
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${slug}$`))
    // Its preview image: a JPEG first (WhatsApp shows no WebP), which the shop serves.
    const ogImages = await page
      .locator('meta[property="og:image"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''))
    expect(ogImages[0]).toMatch(/\/media\/jpeg\/[a-z0-9-]+\.jpg$/)
    const preview = await page.request.get(new URL(ogImages[0]!).pathname)
    expect(preview.headers()['content-type']).toBe('image/jpeg')
    // A category lists its products too.
    await page.goto('/category/electronics')
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible()
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible()
  })
})

test('server-rendered pages hydrate without a mismatch and without fetching their data again', async ({ page }) => {
  const slug = await demoPhoneSlug(page)
  const errors = collectErrors(page)
  const catalogueReads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && /^\/api\/(products|categories|product-filters)/.test(pathname)) {
      catalogueReads.push(pathname)
    }
  })

  for (const path of ['/', '/category/electronics', '/products?search=samsung', `/product/${slug}`]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
  // Related products and the like load after the first paint on the client only when the server
  // did not read them; the page's own data came with the HTML.
  expect(catalogueReads).toEqual([])

  // Hydrated, the page works: the phone goes into the guest cart.
  await addDemoPhoneToCart(page)
})

test('a page whose HTML and data disagree is reported (the check above can fail)', async ({ page }) => {
  const slug = await demoPhoneSlug(page)
  const errors = collectErrors(page)
  // The HTML says one name, the state handed to the browser another: React must notice.
  await page.route(`**/product/${slug}`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const state = html.indexOf('id="haat-server-state"')
    const tampered = html.slice(0, state) + html.slice(state).replace(`"name":"${PHONE}"`, '"name":"A Different Phone"')
    await route.fulfill({ response, body: tampered })
  })
  await page.goto(`/product/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'A Different Phone' })).toBeVisible()
  expect(errors.join('\n')).toMatch(/418|[Hh]ydrat/)
})
