import { expect, test } from '../../fixtures/test'

test('a visitor browses the shell: home, a subcategory from the header, search, and the 404 page', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Haat/)
  const categories = page.getByRole('navigation', { name: 'Categories' })
  await expect(categories.getByRole('link', { name: 'Electronics', exact: true })).toBeVisible()

  // Open Electronics' subcategory list with the keyboard and follow its first entry.
  const toggle = categories.getByRole('button', { name: 'Electronics subcategories' })
  await toggle.focus()
  await page.keyboard.press('ArrowDown')
  const list = categories.getByRole('list', { name: 'Electronics subcategories' })
  await expect(list).toBeVisible()
  const first = list.getByRole('link').first()
  const subName = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(/\/category\/electronics\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subName)

  // Search from the header.
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.fill('samsung phone')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?search=samsung%20phone$/)
  await search.fill('   ')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products$/)

  // An unknown path shows the 404 page; Return goes back one page.
  await page.goto('/this/does-not-exist')
  await expect(page.getByText("Oops! The page you're looking for can't be found.")).toBeVisible()
  await page.getByRole('button', { name: 'Return' }).click()
  await expect(page).toHaveURL(/\/products$/)
})

test('the API answers JSON 404s and the shop serves hashed assets immutably', async ({ request, page }) => {
  const missing = await request.get('/api/does-not-exist')
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error.code).toBe('NOT_FOUND')
  const assets: string[] = []
  page.on('response', (res) => {
    if (res.url().includes('/assets/') && res.url().endsWith('.js')) assets.push(res.headers()['cache-control'] ?? '')
  })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible()
  expect(assets.length).toBeGreaterThan(0)
  for (const header of assets) expect(header).toBe('public, max-age=31536000, immutable')
})

test('robots.txt keeps crawlers out of accounts, checkout and the back offices, and names the sitemap', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await robots.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain('Disallow: /admin')
  expect(text).not.toContain('<html')
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1]
  expect(sitemap).toMatch(/\/sitemap\.xml$/)
  const index = await request.get(new URL(sitemap!).pathname)
  expect(index.status()).toBe(200)
  expect(await index.text()).toContain('<sitemapindex')
})
