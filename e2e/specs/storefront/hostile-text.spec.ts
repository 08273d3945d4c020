import { type Page, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdminViaApi } from '../../fixtures/accounts'
import { placeCodOrderFrom, registerCustomer } from '../../fixtures/checkout'
import { receiveProduct } from '../../fixtures/delivery'

// Markup a seller or a reviewer might type, on purpose or not. It must show as text everywhere.
const HOSTILE = `<img src=x onerror="window.__xss=1">Hostile Kurta ${Date.now().toString(36)}`
const HOSTILE_REVIEW = '<script>window.__xss=2</script><b>Great</b> fabric'

/** Fails the test on any alert/confirm and checks no injected handler ran. */
async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
}

test('names and reviews written as markup show as text on the product, search, order and admin pages', async ({
  browser,
}) => {
  // The demo seller lists the product; the admin approves it (both through the API).
  const seller = await browser.newContext()
  const signedIn = await seller.request.post('/api/auth/vendor/login', {
    data: { email: DEMO.vendor, password: DEMO_PASSWORD },
  })
  expect(signedIn.status()).toBe(200)
  const { data: categories } = (await (await seller.request.get('/api/categories')).json()) as {
    data: { id: string }[]
  }
  const created = await seller.request.post('/api/vendor/products', {
    data: {
      name: HOSTILE,
      description: `${HOSTILE} — handwoven.`,
      categoryId: categories[0]!.id,
      pricePaise: 99_900,
      hsnCode: '6913',
      gstRateBp: 500,
      stock: 20,
      specifications: [{ key: '<i>Fabric</i>', value: '<u>Cotton</u>' }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as { id: string; slug: string }
  const admin = await browser.newContext()
  await signInAdminViaApi(admin)
  expect((await admin.request.post(`/api/admin/products/${product.id}/approve`)).ok()).toBe(true)

  const page = await (await browser.newContext()).newPage()
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`)
  })
  await page.goto('/')
  await registerCustomer(page, 'hostile', '<b>Bold</b> Buyer')
  // Only a customer who received the product may review it.
  await receiveProduct(browser, page.request, product.slug, DEMO.vendor)
  const review = await page.request.put(`/api/products/${product.slug}/reviews/mine`, {
    data: { rating: 4, body: HOSTILE_REVIEW },
  })
  expect(review.status(), await review.text()).toBe(201)

  await page.goto(`/product/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE)
  await page.getByRole('tab', { name: 'Specifications' }).click()
  await expect(page.getByText('<u>Cotton</u>')).toBeVisible()
  await page.getByRole('tab', { name: /Reviews/ }).click()
  await expect(page.getByText(HOSTILE_REVIEW).first()).toBeVisible()
  await expect(page.locator('main img[src="x"], main script:not([type="application/ld+json"])')).toHaveCount(0)
  await expectNoScriptRan(page)

  await page.goto(`/products?search=${encodeURIComponent('Hostile Kurta')}`)
  await expect(page.getByText(HOSTILE).first()).toBeVisible()
  await expectNoScriptRan(page)

  // The newest TechBazaar product is this one: the order holds it.
  const { orderNo, products } = await placeCodOrderFrom(page, ['TechBazaar Electronics'])
  expect(products['TechBazaar Electronics']).toBe(HOSTILE)
  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByRole('heading', { name: `Order #${orderNo}` })).toBeVisible()
  await expect(page.getByText(HOSTILE).first()).toBeVisible()
  await expectNoScriptRan(page)

  const adminPage = await admin.newPage()
  await adminPage.goto('/admin/products')
  await expect(adminPage.getByText(HOSTILE).first()).toBeVisible()
  await adminPage.goto(`/admin/order/${orderNo}`)
  await expect(adminPage.getByText(HOSTILE).first()).toBeVisible()
  await adminPage.goto('/admin/customers')
  await expect(adminPage.getByText('<b>Bold</b> Buyer').first()).toBeVisible()
  await expectNoScriptRan(adminPage)
})
