import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInCustomer } from '../../fixtures/accounts'
import { demoPhoneSlug } from '../../fixtures/shop'

/** WCAG 2 A and AA rules; a serious or critical finding fails the page. */
async function expectNoSeriousViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }))
  expect(report, `${name}: ${JSON.stringify(report, null, 2)}`).toEqual([])
  // The scan ran over real content, not an empty shell.
  expect(results.passes.length, `${name}: nothing was checked`).toBeGreaterThan(10)
}

test('home has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Shop by collection' })
  // Stopped, so no slide is half faded in while the page is checked.
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
  await expect(page.getByRole('region', { name: 'Popular Categories' }).getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'home')
})

test('a category page has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/category/electronics?inStock=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'category')
})

test('search results have no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/products?search=samsung')
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'search results')
})

test('a product page, with its reviews open, has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/products?search=samsung')
  await page.getByRole('region', { name: 'Products' }).getByRole('article').getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'You might also like' }).getByRole('article').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'product')
  await page.getByRole('tab', { name: 'Reviews' }).click()
  await expect(
    page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('link', { name: 'Sign in to write a review' }),
  ).toBeVisible()
  await expectNoSeriousViolations(page, 'product reviews')
})

test('the review form of a signed-in customer has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await signInCustomer(page, DEMO.customer, DEMO_PASSWORD)
  await page.goto('/products?search=kettle')
  await page.getByRole('region', { name: 'Products' }).getByRole('article').getByRole('link').first().click()
  await page.getByRole('tab', { name: 'Reviews' }).click()
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' })
  await expect(reviews.getByRole('group', { name: 'Your rating' })).toBeVisible()
  await expectNoSeriousViolations(page, 'review form')
})

test('the contact page has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousViolations(page, 'contact')
})

// One page a test: four axe scans in Hindi took more than a test's 30 s on a busy CI machine.
test('the Hindi home page has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/?lang=hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const carousel = page.getByRole('region', { name: 'कलेक्शन के हिसाब से खरीदें' })
  await carousel.getByRole('button', { name: 'अपने-आप चलने वाला स्लाइड शो रोकें' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में बनी हर चीज़, एक ही बाज़ार में')
  await expectNoSeriousViolations(page, 'home in Hindi')
})

test('a Hindi product page has no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/?lang=hi')
  await page.goto(`/product/${await demoPhoneSlug(page)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible()
  await expectNoSeriousViolations(page, 'a product in Hindi')
})

test('the Hindi cart and sign-in pages have no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
  await page.goto('/cart?lang=hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSeriousViolations(page, 'the cart in Hindi')

  await page.goto('/login')
  await expect(page.getByLabel('ई-मेल')).toBeVisible()
  await expectNoSeriousViolations(page, 'sign-in in Hindi')
})
