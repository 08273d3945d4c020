import { expect, test } from '../../fixtures/test'
import {
  DEMO,
  DEMO_PASSWORD,
  signInAdmin,
  signInVendor,
  uniqueEmail,
  applyAsSellerViaApi,
} from '../../fixtures/accounts'

test.describe.configure({ mode: 'serial' })

test('the admin approves the pending demo vendor, who can then use the seller centre', async ({ page, browser }) => {
  await signInAdmin(page)
  await page.goto('/admin/vendors/pending')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lucknow Chikan Studio' }) })
  await expect(card).toContainText('Farhan Siddiqui')
  await expect(card).toContainText(DEMO.pendingVendor)
  await card.getByRole('button', { name: 'Approve Lucknow Chikan Studio' }).click()
  await expect(page.getByText('Vendor approved')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lucknow Chikan Studio' })).toHaveCount(0)

  // The seller is e-mailed through the outbox with where to sign in.
  const mailbox = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    messages: { to: string; kind: string; text: string }[]
  }
  expect(mailbox.messages.find((m) => m.to === DEMO.pendingVendor && m.kind === 'vendor-approved')?.text).toContain(
    '/vendor-login',
  )

  const vendorContext = await browser.newContext()
  const vendorPage = await vendorContext.newPage()
  await signInVendor(vendorPage, DEMO.pendingVendor, DEMO_PASSWORD)
  await expect(vendorPage.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible()
  await vendorContext.close()
})

test('the admin rejects a fresh application with a reason the vendor then sees', async ({ page, browser }) => {
  const email = uniqueEmail('rejected-seller')
  const businessName = `Mysore Sandal Crafts ${Date.now().toString(36)}`
  const password = 'Sandal-craft-1'
  const applied = await applyAsSellerViaApi(page.request, {
    businessName,
    businessType: 'proprietorship',
    pan: 'AAKPG5678H',
    ownerName: 'Kavya Gowda',
    email,
    phone: '9876501234',
    address: '3 Sayyaji Rao Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560001',
    upiId: 'shop@okaxis',
    password,
    acceptTerms: true,
  })
  expect(applied.status(), await applied.text()).toBe(201)

  await signInAdmin(page)
  await page.goto('/admin/vendors/pending')
  await page.getByRole('button', { name: `Reject ${businessName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Reject "${businessName}"?` })
  await dialog.getByLabel('Reason (optional)').fill('The UPI id does not belong to the business.')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Vendor rejected')).toBeVisible()
  await expect(page.getByRole('heading', { name: businessName })).toHaveCount(0)

  const vendorContext = await browser.newContext()
  const vendorPage = await vendorContext.newPage()
  await vendorPage.goto('/vendor-login')
  await vendorPage.getByLabel('E-mail').fill(email)
  await vendorPage.getByLabel('Password', { exact: true }).fill(password)
  await vendorPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(vendorPage).toHaveURL(/\/not-approved$/)
  await expect(vendorPage.getByRole('heading', { name: 'Application not approved' })).toBeVisible()
  await expect(vendorPage.getByText('The UPI id does not belong to the business.')).toBeVisible()
  await vendorContext.close()
})

test('the dashboard shows the counts the server reports, with links to what waits', async ({ page }) => {
  await signInAdmin(page)
  const res = await page.request.get('/api/admin/dashboard')
  expect(res.status()).toBe(200)
  const counts = (await res.json()) as Record<'products' | 'vendors' | 'customers' | 'orders', number>
  for (const key of ['products', 'vendors', 'customers', 'orders'] as const) {
    await expect(page.getByTestId(`count-${key}`)).toHaveText(counts[key].toLocaleString('en-IN'))
  }
  await page.getByRole('link', { name: /Pending vendors/ }).click()
  await expect(page).toHaveURL(/\/admin\/vendors\/pending$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Vendors' })).toBeVisible()
})

test('a forged admin marker opens nothing', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    localStorage.setItem('admin', 'true')
    localStorage.setItem('isAdmin', 'true')
  })
  await page.context().addCookies([{ name: 'admin', value: 'true', url: page.url() }])
  const res = await page.request.get('/api/admin/dashboard', { headers: { 'x-admin': 'true' } })
  expect(res.status()).toBe(401)
  await page.goto('/admin/vendors')
  await expect(page).toHaveURL(/\/admin\/login$/)
})
