import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Page, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdminViaApi } from '../../fixtures/accounts'
import { addDemoPhoneToCart, DEMO_PHONE, demoPhoneSlug, expectHeaderCount } from '../../fixtures/shop'

const PHONE = DEMO_PHONE

test.use({ serviceWorkers: 'allow' })

/** The service worker is installed, active and answering this page's requests. */
async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

/** Waits until the worker has kept a copy of this page (the first one is kept after the worker starts). */
async function untilKept(page: Page, path: string): Promise<void> {
  const isKept = (wanted: string) =>
    page.evaluate(async (url) => {
      for (const name of await caches.keys()) {
        if (name.startsWith('haat-pages-') && (await (await caches.open(name)).match(url))) return true
      }
      return false
    }, new URL(wanted, page.url()).href)
  await expect.poll(() => isKept(path)).toBe(true)
}

test('the shop is installable: a manifest with maskable icons and a service worker in control', async ({
  playwright,
  baseURL,
}) => {
  // Chromium offers no install in an incognito-like context, which is what Playwright's contexts
  // are: a browser with a profile of its own, as a shopper's is.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'haat-profile-'))
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = browser.pages()[0] ?? (await browser.newPage())
    await page.goto('/')
    await untilControlled(page)

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      short_name: string
      theme_color: string
      display: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ short_name: 'Haat', display: 'standalone', theme_color: '#b85c06' })
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200)

    // Chromium's own installability check, the one behind its "Install app" prompt.
    const devtools = await browser.newCDPSession(page)
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
  } finally {
    await browser.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('with the network cut after a first visit, a product seen before opens and the guest cart still adds', async ({
  page,
  context,
}) => {
  const slug = await demoPhoneSlug(page)
  // The first visit: the worker starts on this page and keeps it.
  await page.goto(`/product/${slug}`)
  await untilControlled(page)
  await untilKept(page, `/product/${slug}`)
  // The shopper looks round a little more: a category and the home page, kept as they go.
  await page.goto('/category/electronics')
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible()
  await page.goto('/')
  await untilKept(page, '/')

  await context.setOffline(true)

  // The product opens from this device's copy and says the connection is gone.
  await page.goto(`/product/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: PHONE })).toBeVisible()
  await expect(page.getByText('₹16,999').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-kept-copy', '')

  // The guest cart lives in the browser: adding works without a connection.
  await addDemoPhoneToCart(page)

  // A product never opened, reached from a kept page inside the app: it says it was not saved,
  // with Retry, instead of waiting for the connection.
  await page.goto('/')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
  const unseen = page.locator(`main a[href^="/product/"]:not([href="/product/${slug}"])`).first()
  const unseenPath = await unseen.getAttribute('href')
  expect(unseenPath).toBeTruthy()
  await unseen.click()
  await expect(page).toHaveURL(new RegExp(`${unseenPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: "This page isn't saved for offline use" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(page.getByText('Loading product details...')).toHaveCount(0)

  // The same product opened as a whole page load: the offline page says so.
  await page.goto(unseenPath!)
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByText("This page isn't saved for offline use.")).toBeVisible()

  // A page never opened needs the network: the offline page says so and lists what was kept.
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(PHONE.replace(/[()]/g, '\\$&')) })).toBeVisible()

  // Back online, the cart still has the line, now priced by the server.
  await context.setOffline(false)
  await page.goto('/cart')
  await expectHeaderCount(page, 1)
  await expect(page.getByText(PHONE).first()).toBeVisible()
})

test("a signed-in customer's Add to Cart made offline is sent when the connection returns, unless the price moved", async ({
  browser,
  page,
  context,
}) => {
  // The demo seller lists a product at ₹499 and the admin approves it (through the API).
  const seller = await browser.newContext()
  expect(
    (
      await seller.request.post('/api/auth/vendor/login', { data: { email: DEMO.vendor, password: DEMO_PASSWORD } })
    ).ok(),
  ).toBe(true)
  const { data: categories } = (await (await seller.request.get('/api/categories')).json()) as {
    data: { id: string }[]
  }
  const name = `Offline Tea Set ${Date.now().toString(36)}`
  const created = await seller.request.post('/api/vendor/products', {
    data: {
      name,
      description: 'Six cups.',
      categoryId: categories[0]!.id,
      pricePaise: 49_900,
      hsnCode: '6912',
      gstRateBp: 500,
      stock: 20,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as { id: string; slug: string }
  const admin = await browser.newContext()
  await signInAdminViaApi(admin)
  expect((await admin.request.post(`/api/admin/products/${product.id}/approve`)).ok()).toBe(true)

  // A demo shopper no other journey signs in as (a registration would count against the
  // per-address limit the whole suite shares).
  const signedIn = await page.request.post('/api/auth/customer/login', {
    data: { email: 'imran.qureshi@example.com', password: DEMO_PASSWORD },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  await page.goto(`/product/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  await untilControlled(page)

  // The signal drops while the customer is on the page: the add waits on this device…
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    page.getByText(`You're offline. ${name} will be added to your cart when you're back online.`),
  ).toBeVisible()
  // …and goes to the server, at the price seen, when the signal is back.
  await context.setOffline(false)
  await expect(page.getByText('Added 1 item you chose offline to your cart')).toBeVisible()
  await expectHeaderCount(page, 1)

  // Again offline; meanwhile the seller raises the price. The add is refused, and says why.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    page.getByText(`You're offline. ${name} will be added to your cart when you're back online.`).last(),
  ).toBeVisible()
  expect(
    (await seller.request.patch(`/api/vendor/products/${product.id}`, { data: { pricePaise: 54_900 } })).ok(),
  ).toBe(true)
  await context.setOffline(false)
  await expect(
    page.getByText(`The price of ${name} is now ₹549 (you saw ₹499). It was not added to your cart.`),
  ).toBeVisible()
  await page.goto('/cart')
  await expectHeaderCount(page, 1)
  await seller.close()
  await admin.close()
})

/** A Haat server of the test's own, on its own port, data folder and build of the web app. */
async function startServer(port: number, dataDir: string, webDistDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDistDir,
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true)
  return server
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

/** The web app's entry script in a build's index.html. */
async function entryScript(webDistDir: string): Promise<string> {
  const html = await readFile(path.join(webDistDir, 'index.html'), 'utf8')
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error(`No entry script in ${webDistDir}/index.html`)
  return src
}

test('after a new build is deployed, the open tab offers Reload and then runs the new build', async ({ page }) => {
  test.setTimeout(120_000)
  const work = await mkdtemp(path.join(os.tmpdir(), 'haat-deploy-'))
  const port = 3100 + 90
  const first = path.join(work, 'web-1')
  const next = path.join(work, 'web-2')
  await cp(path.resolve('apps/web/dist'), first, { recursive: true })
  let server = await startServer(port, path.join(work, 'data'), first)
  try {
    await page.goto(`http://localhost:${port}/`)
    await untilControlled(page)
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe(await entryScript(first))

    // A new build (the same code, not minified: every script's name changes) replaces the first.
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', next, '--emptyOutDir', '--minify', 'false', '--logLevel', 'error'],
      {
        cwd: path.resolve('apps/web'),
        stdio: 'ignore',
      },
    )
    expect(await entryScript(next)).not.toBe(await entryScript(first))
    await stopServer(server)
    server = await startServer(port, path.join(work, 'data'), next)

    // The shopper comes back to the tab, which asks whether there is a new build.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.getByText('New version available')).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Reload' }).click()

    await expect.poll(() => page.locator('script[type="module"]').getAttribute('src')).toBe(await entryScript(next))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
    await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible()
    // The first build's kept pages are gone with it: they load scripts the server no longer has.
    const pageCaches = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('haat-pages-')),
    )
    expect(pageCaches.length).toBeLessThanOrEqual(1)
  } finally {
    await stopServer(server)
    await rm(work, { recursive: true, force: true })
  }
})
