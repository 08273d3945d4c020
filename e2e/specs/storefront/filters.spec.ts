import { type Locator, type Page, expect, test } from '../../fixtures/test'

const listing = (page: Page) => page.getByRole('region', { name: 'Products' })
const cardNames = (page: Page) => listing(page).getByRole('article').getByRole('link').allInnerTexts()
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

/** The count a choice's label gives: "Jaipur Weaves (4)" → 4. */
async function countOf(choice: Locator): Promise<number> {
  const id = await choice.getAttribute('id')
  const label = await choice.page().locator(`label[for="${id}"]`).innerText()
  const match = /\(([\d,]+)\)$/.exec(label)
  if (!match) throw new Error(`No count in "${label}"`)
  return Number(match[1]!.replace(/,/g, ''))
}

/** The listing's own count: "4 products". */
async function listedCount(page: Page): Promise<number> {
  const text = await listing(page).getByRole('status').innerText()
  return Number(/^([\d,]+) products?$/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN)
}

test('a shopper filters Fashion by brand and 4★ & above, shares the link, and another browser sees the same', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/category/fashion')
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible()
  const brands = filters(page).getByRole('group', { name: 'Brand' })
  const brand = brands.getByRole('checkbox', { name: /^Jaipur Weaves \(\d+\)$/ })
  await expect(brand).toBeVisible()
  const brandCount = await countOf(brand)
  expect(brandCount).toBeGreaterThan(1)

  // The brand: the list shows exactly as many products as its count said.
  await brand.check()
  await expect(page).toHaveURL(/\/category\/fashion\?brand=Jaipur\+Weaves$/)
  await expect.poll(() => listedCount(page)).toBe(brandCount)

  // Then 4★ & above, counted among that brand's products.
  const rated = filters(page).getByRole('checkbox', { name: /^4★ & above \(\d+\)$/ })
  await expect.poll(async () => countOf(rated)).toBeLessThan(brandCount)
  const ratedCount = await countOf(rated)
  expect(ratedCount).toBeGreaterThan(0)
  await rated.check()
  await expect(page).toHaveURL(/\/category\/fashion\?brand=Jaipur\+Weaves&rating=4$/)
  await expect.poll(() => listedCount(page)).toBe(ratedCount)
  await expect(brand).toBeChecked()
  const shown = await cardNames(page)
  expect(shown).toHaveLength(ratedCount)

  // Every card is rated 4 or more.
  const ratings = await listing(page)
    .getByRole('article')
    .getByRole('img', { name: /^Rated / })
    .all()
  expect(ratings).toHaveLength(ratedCount)
  for (const stars of ratings) {
    const label = (await stars.getAttribute('aria-label')) ?? ''
    expect(Number(/^Rated ([\d.]+)/.exec(label)?.[1])).toBeGreaterThanOrEqual(4)
  }

  // The link, opened in another browser (no shared state), shows the same list and ticks.
  const shared = page.url()
  const other = await browser.newContext({ baseURL })
  try {
    const second = await other.newPage()
    await second.goto(shared)
    await expect.poll(() => cardNames(second)).toEqual(shown)
    const secondBrands = filters(second).getByRole('group', { name: 'Brand' })
    await expect(secondBrands.getByRole('checkbox', { name: /^Jaipur Weaves \(/ })).toBeChecked()
    await expect(filters(second).getByRole('checkbox', { name: /^4★ & above/ })).toBeChecked()
  } finally {
    await other.close()
  }

  // The applied filters are chips above the results: removing one changes the URL and the list.
  const applied = listing(page).getByRole('list', { name: 'Applied filters' })
  await expect(applied.getByRole('button')).toHaveCount(2)
  await expect(applied.getByRole('button', { name: 'Remove filter: Brand Jaipur Weaves' })).toBeVisible()
  await applied.getByRole('button', { name: 'Remove filter: Customer rating 4★ & above' }).click()
  await expect(page).toHaveURL(/\/category\/fashion\?brand=Jaipur\+Weaves$/)
  await expect.poll(() => listedCount(page)).toBe(brandCount)
  await expect(rated).not.toBeChecked()

  // Clear all brings the whole category back.
  await filters(page).getByRole('button', { name: 'Clear all' }).click()
  await expect(page).toHaveURL(/\/category\/fashion$/)
  await expect(applied).toHaveCount(0)
  await expect.poll(() => listedCount(page)).toBeGreaterThan(brandCount)
})

test('on a phone the filters open in a sheet that says how many products it will show', async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await phone.newPage()
    await page.goto('/category/fashion')
    await expect(listing(page).getByRole('article').first()).toBeVisible()
    await page.getByRole('button', { name: 'Filters' }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    const brand = sheet.getByRole('checkbox', { name: /^Rangrez \(\d+\)$/ })
    const count = await countOf(brand)
    await brand.check()
    await expect(page).toHaveURL(/brand=Rangrez/)
    const show = sheet.getByRole('button', { name: `Show ${count} product${count === 1 ? '' : 's'}` })
    await expect(show).toBeVisible()
    await show.click()
    await expect(sheet).toBeHidden()
    await expect.poll(() => listedCount(page)).toBe(count)
    await expect(page.getByRole('button', { name: 'Filters 1 applied' })).toBeVisible()
    // The applied filter shows above the results; the default order is not "Newest".
    await expect(
      listing(page)
        .getByRole('list', { name: 'Applied filters' })
        .getByRole('button', { name: 'Remove filter: Brand Rangrez' }),
    ).toBeVisible()
    await expect(page.getByLabel('Sort by')).not.toHaveValue('newest')

    // The sheet closes with its close button too, and Clear all is in view in its footer.
    await page.getByRole('button', { name: 'Filters 1 applied' }).click()
    await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeInViewport()
    await sheet.getByRole('button', { name: 'Close filters' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/brand=Rangrez/)
  } finally {
    await phone.close()
  }
})
