import { expect, test } from '../../fixtures/test'

test('a first visit to the shop downloads no seller or admin code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible()
  await page.goto('/category/electronics')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The idle-time preloads (cart operations) have had their chance to run too.
  await page.waitForLoadState('networkidle')

  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => /\/assets\/(admin|vendor)-/.test(path))).toEqual([])
})
