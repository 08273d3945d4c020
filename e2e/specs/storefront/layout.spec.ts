import { expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInCustomer, signInVendor } from '../../fixtures/accounts'

test('the home page ends with Why Choose Haat, and category tiles show their whole picture', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const why = page.getByRole('region', { name: 'Why Choose Haat' })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Easy to Find', 'Trusted Sellers', '24/7 Support'])

    // The demo pictures have the category's name drawn in: a tile that crops its picture cuts the
    // name ("ome & Kitche"). Each tile's frame has its picture's shape, so nothing is cut.
    const popular = page.getByRole('region', { name: 'Popular Categories' })
    const pictures = popular.locator('img')
    await expect(pictures.first()).toBeVisible()
    const shapes = await pictures.evaluateAll((images) =>
      // Pictures still waiting to load (lazy, below the fold) have no shape yet.
      (images as HTMLImageElement[])
        .filter((img) => img.naturalWidth > 0)
        .map((img) => ({
          picture: img.naturalWidth / img.naturalHeight,
          frame: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        })),
    )
    expect(shapes.length).toBeGreaterThan(0)
    for (const { picture, frame } of shapes) expect(Math.abs(picture - frame)).toBeLessThan(0.02)
  }
})

test("the seller centre's sidebar reaches the bottom of a long page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await signInVendor(page)
  await page.goto('/vendor/products')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Measured once the list is in (the heading comes before it).
  await expect(page.getByRole('table', { name: 'Your products' }).getByRole('row').nth(1)).toBeVisible()
  const sidebar = page.locator('aside')
  const { asideBottom, pageHeight } = await sidebar.evaluate((aside) => ({
    asideBottom: aside.getBoundingClientRect().bottom + window.scrollY,
    pageHeight: document.documentElement.scrollHeight,
  }))
  expect(pageHeight).toBeGreaterThan(700)
  expect(asideBottom).toBeGreaterThanOrEqual(pageHeight - 1)
  // Scrolled to the end, the sections are still in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(sidebar.getByRole('link', { name: 'Products' })).toBeInViewport()
})

test("on a phone every section of the seller centre and My Account is in view, and the seller's stats are two to a row", async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await phone.newPage()
    await signInVendor(page)
    // None of them scrolled sideways out of sight (Returns, Payments, Coupons and Settings were).
    const sections = page.getByRole('navigation', { name: 'Seller Centre sections' })
    for (const name of ['Dashboard', 'Products', 'Orders', 'Returns', 'Payments', 'Coupons', 'Settings']) {
      await expect(sections.getByRole('link', { name })).toBeInViewport({ ratio: 1 })
    }
    const cards = page.getByRole('region', { name: 'Your numbers' }).locator('dl > div')
    await expect(cards).toHaveCount(4)
    const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes[1]!.top).toBe(boxes[0]!.top)
    expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right)
    expect(boxes[2]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom)
    expect(boxes[3]!.top).toBe(boxes[2]!.top)

    const shopper = await phone.newPage()
    await signInCustomer(shopper, DEMO.customer, DEMO_PASSWORD)
    const tabs = shopper.getByRole('tablist', { name: 'Account sections' }).getByRole('tab')
    await expect(tabs).toHaveText(['Account', 'Orders', 'Wishlist', 'Addresses', 'Settings'])
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 })
  } finally {
    await phone.close()
  }
})
