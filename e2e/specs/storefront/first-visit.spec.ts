import { expect, test } from '../../fixtures/test'

test('a first visit to the shop downloads no seller or admin code, not even for offline use', async ({
  page,
  context,
}) => {
  // The page's scripts and the service worker's own downloads (its precache) alike.
  const scripts: string[] = []
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) scripts.push(pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible()
  await page.goto('/category/electronics')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The idle-time preloads (cart operations) and the worker's install have had their chance to run too.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
  await page.waitForLoadState('networkidle')

  expect(scripts.some((path) => path.startsWith('/assets/'))).toBe(true)
  // The worker keeps the storefront's pages for offline: they are among what it fetched.
  expect(scripts.some((path) => /\/assets\/product-page-/.test(path))).toBe(true)
  expect(scripts.filter((path) => /\/assets\/(admin|vendor)-/.test(path))).toEqual([])
})
