import { expect, test } from '../../fixtures/test'
import { signInAdminViaApi, uniqueEmail, applyAsSellerViaApi } from '../../fixtures/accounts'

const PASSWORD = 'Seller-pass-1'

test('a pending seller is mailed the review time, prepares a product that stays out of the shop, and it joins the review queue on approval', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('pending')
  const applied = await applyAsSellerViaApi(page.request, {
    businessName: 'Patna Madhubani Art',
    businessType: 'proprietorship',
    gstin: '',
    pan: 'AAKPM1234F',
    ownerName: 'Sita Devi',
    phone: '9812340002',
    address: '12 Fraser Road',
    city: 'Patna',
    state: 'Bihar',
    pin: '800001',
    upiId: 'sita@okaxis',
    email,
    password: PASSWORD,
    acceptTerms: true,
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { vendor } = (await applied.json()) as { vendor: { id: string } }

  // The applicant hears when to expect the decision.
  const mailbox = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    messages: { to: string; kind: string; text: string }[]
  }
  expect(mailbox.messages.find((m) => m.to === email && m.kind === 'vendor-applied')?.text).toContain(
    'We review applications within 3 working days',
  )

  // Signed in, the pending page offers to prepare products.
  await page.goto('/vendor-login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/not-approved$/)
  await expect(page.getByText('We review applications within 3 working days.')).toBeVisible()

  const { data: categories } = (await (await page.request.get('/api/categories')).json()) as {
    data: { id: string }[]
  }
  const name = `Madhubani Fish Painting ${Date.now().toString(36)}`
  const created = await page.request.post('/api/vendor/products', {
    data: {
      name,
      description: 'Natural colours on handmade paper.',
      categoryId: categories[0]!.id,
      pricePaise: 149_900,
      hsnCode: '9701',
      gstRateBp: 500,
      stock: 3,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as { id: string; slug: string }

  await page.getByRole('link', { name: 'Prepare your products' }).click()
  await expect(page).toHaveURL(/\/vendor\/products$/)
  await expect(page.getByText('Your seller application is under review.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Listed after your approval')).toBeVisible()
  // Orders stay closed to it.
  await page.goto('/vendor/orders')
  await expect(page).toHaveURL(/\/not-approved$/)
  expect((await page.request.get('/api/vendor/orders')).status()).toBe(403)

  // Not in the shop, nor in the admins' review queue, until the seller is approved.
  expect((await page.request.get(`/api/products/${product.slug}`)).status()).toBe(404)
  const admin = await browser.newContext()
  await signInAdminViaApi(admin)
  const queue = async () =>
    (
      (await (await admin.request.get('/api/admin/products?status=pending&pageSize=48')).json()) as {
        data: { id: string }[]
      }
    ).data.map((p) => p.id)
  expect(await queue()).not.toContain(product.id)
  expect((await admin.request.post(`/api/admin/vendors/${vendor.id}/approve`)).ok()).toBe(true)
  expect(await queue()).toContain(product.id)
  await admin.close()
})
