import { type Locator, type Page, expect, test } from '../../fixtures/test'

/** The selling prices of the cards in a listing, in rupees, in the order shown. */
async function cardPrices(results: Locator): Promise<number[]> {
  const texts = await results.getByRole('article').allInnerTexts()
  return texts.map((text) => {
    const match = /Price\s*₹([\d,]+(?:\.\d{2})?)/.exec(text)
    if (!match) throw new Error(`No price on the card: ${text}`)
    return Number(match[1]!.replace(/,/g, ''))
  })
}

const isAscending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! <= price)

async function cardNames(results: Locator): Promise<string[]> {
  return results.getByRole('article').getByRole('link').allInnerTexts()
}

const listing = (page: Page) => page.getByRole('region', { name: 'Products' })

test('a visitor goes through the carousel, narrows a category, pages with Back and Forward, searches with a typo and opens a product', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // The share button falls back to copying the link; reading it back needs both permissions.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })

  // The home page opens on the banner carousel; the arrows and dots move it.
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Shop by collection' })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  const dots = carousel.getByRole('button', { name: /^Go to slide/ })
  await expect(dots).toHaveCount(3)
  await dots.nth(0).click()
  const shown = carousel.getByRole('group', { name: /of 3$/ })
  await expect(shown).toHaveAccessibleName('1 of 3')
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(shown).toHaveAccessibleName('2 of 3')
  await expect(carousel.getByRole('link', { name: 'Shop Fashion' })).toHaveAttribute('href', '/category/fashion')
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(shown).toHaveAccessibleName('3 of 3')
  await expect(carousel.getByRole('link', { name: 'Shop Home & Kitchen' })).toHaveAttribute(
    'href',
    '/category/home-and-kitchen',
  )
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(shown).toHaveAccessibleName('1 of 3')
  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await expect(shown).toHaveAccessibleName('3 of 3')
  await dots.nth(1).click()
  await expect(shown).toHaveAccessibleName('2 of 3')
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current')

  // The carousel's category pages are real ones.
  await carousel.getByRole('link', { name: 'Shop Fashion' }).click()
  await expect(page).toHaveURL(/\/category\/fashion$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible()
  await page.goBack()

  // A popular category, then a subcategory.
  await page
    .getByRole('region', { name: 'Popular Categories' })
    .getByRole('link', { name: /^Electronics/ })
    .click()
  await expect(page).toHaveURL(/\/category\/electronics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible()
  await expect(listing(page).getByRole('article').first()).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Electronics subcategories' })
    .getByRole('link', { name: 'Mobiles' })
    .click()
  await expect(page).toHaveURL(/\/category\/electronics\/mobiles$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mobiles' })).toBeVisible()
  // The heading comes from the category tree the page already has; the cards follow their own read.
  await expect(listing(page).getByRole('article').first()).toBeVisible()
  const allMobiles = await cardNames(listing(page))
  expect(allMobiles.length).toBeGreaterThan(2)

  // In stock only, then a price range: every card is within it.
  await page.getByLabel('In stock only').check()
  await expect(page).toHaveURL(/\/category\/electronics\/mobiles\?inStock=true$/)
  await page.getByLabel('Min (₹)').fill('10000')
  await page.getByLabel('Max (₹)').fill('30000')
  await page.getByRole('button', { name: 'Apply price' }).click()
  await expect(page).toHaveURL(/minPrice=10000/)
  await expect(page).toHaveURL(/maxPrice=30000/)
  await expect(page).toHaveURL(/inStock=true/)
  await expect.poll(async () => (await cardPrices(listing(page))).every((p) => p >= 10000 && p <= 30000)).toBe(true)
  const inRange = await cardNames(listing(page))
  expect(inRange.length).toBeGreaterThan(1)
  expect(inRange.length).toBeLessThan(allMobiles.length)

  // Sorted by price, low to high; then by price, high to low.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect.poll(async () => isAscending(await cardPrices(listing(page)))).toBe(true)
  const ascending = await cardPrices(listing(page))
  expect(ascending.length).toBe(inRange.length)
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
  await expect(page).toHaveURL(/sort=price_desc/)
  await expect.poll(async () => cardPrices(listing(page))).toEqual([...ascending].reverse())

  // Back and Forward walk the same states: the URL, the controls and the results follow.
  await page.goBack()
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc')
  await expect.poll(async () => cardPrices(listing(page))).toEqual(ascending)
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/category\/electronics\/mobiles\?inStock=true$/)
  await expect(page.getByLabel('Min (₹)')).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(/\/category\/electronics\/mobiles$/)
  await expect(page.getByLabel('In stock only')).not.toBeChecked()
  await expect.poll(async () => cardNames(listing(page))).toEqual(allMobiles)
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL(/minPrice=10000/)
  await expect(page.getByLabel('Min (₹)')).toHaveValue('10000')
  await expect.poll(async () => cardNames(listing(page))).toEqual(inRange)
  await page.goForward()
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect.poll(async () => cardPrices(listing(page))).toEqual(ascending)

  // All products span pages: Next, then the browser's Back and Forward.
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.fill('')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products$/)
  await expect(listing(page).getByRole('article')).toHaveCount(24)
  const firstPage = await cardNames(listing(page))
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await expect.poll(async () => (await cardNames(listing(page)))[0]).not.toBe(firstPage[0])
  const secondPage = await cardNames(listing(page))
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false)
  await page.goBack()
  await expect(page).toHaveURL(/\/products$/)
  await expect.poll(async () => cardNames(listing(page))).toEqual(firstPage)
  await page.goForward()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await expect.poll(async () => cardNames(listing(page))).toEqual(secondPage)

  // A search with a typo still finds Samsung.
  await search.fill('samsng')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?search=samsng$/)
  const samsung = listing(page)
    .getByRole('article')
    .getByRole('link', { name: /Samsung/ })
    .first()
  await expect(samsung).toBeVisible()
  const productName = (await samsung.innerText()).trim()
  // Opening the product counts one real view (docs/decisions/020-no-invented-numbers.md); one view is too few to show.
  const viewCounted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && /\/api\/products\/[^/]+\/views$/.test(res.url()),
  )
  await samsung.click()
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  expect((await viewCounted).status()).toBe(204)
  await expect(page.getByText(/Viewed .* times today/)).toHaveCount(0)

  // Colour, size where there are sizes, and quantity.
  const colours = page.locator('fieldset[data-option="Colour"]')
  await expect(colours).toBeVisible()
  const firstColour = colours.getByRole('radio').first()
  const colourName = (await firstColour.getAttribute('value'))!
  await colours.locator('label', { hasText: colourName }).click()
  await expect(firstColour).toBeChecked()
  await expect(page.getByRole('group', { name: `Colour: ${colourName}` })).toBeVisible()
  const sizes = page.locator('fieldset[data-option="Size"]')
  if ((await sizes.count()) > 0) {
    const size = (await sizes.getByRole('radio').first().getAttribute('value'))!
    await sizes.locator('label', { hasText: size }).first().click()
    await expect(sizes.getByRole('radio').first()).toBeChecked()
  }
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  await expect(quantity).toHaveValue('1')
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity).toHaveValue('3')
  await page.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(quantity).toHaveValue('2')

  // Share: no share sheet here, so the link is copied.
  const productUrl = page.url()
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productUrl)

  // The Specifications tab.
  await page.getByRole('tab', { name: 'Specifications' }).click()
  const specs = page.getByRole('tabpanel', { name: 'Specifications' })
  await expect(specs).toBeVisible()
  await expect(specs.getByRole('table', { name: `Specifications of ${productName}` })).toBeVisible()
  expect(await specs.getByRole('rowheader').count()).toBeGreaterThan(2)
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden()
})
