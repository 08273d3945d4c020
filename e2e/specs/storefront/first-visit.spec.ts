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

test("the shop's first page loads no schema library: zod stays with the forms that check input", async ({
  page,
  request,
}) => {
  // A shared module that imports zod (a schema next to a helper the header uses) once put ~20 KB
  // of zod into the app chunk every first visit downloads; bench:web measures, this guards.
  const scripts: string[] = []
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url())
    if (pathname.endsWith('.js')) scripts.push(pathname)
  })
  await page.goto('/', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible()
  const loaded = [...scripts]
  expect(loaded.some((path) => /\/assets\/app-/.test(path))).toBe(true)
  for (const path of loaded) {
    const body = await (await request.get(path)).text()
    expect(body.includes('$ZodType'), `${path} holds zod`).toBe(false)
  }
})
