import { expect, test } from '../../fixtures/test'
import { signInAdminViaApi, signInVendor, uniqueEmail, applyAsSellerViaApi } from '../../fixtures/accounts'
import { freshTotpCode, saveTotpSecret } from '../../fixtures/totp'

const PASSWORD = 'Seller-pass-1'

test('a seller turns on two-step verification in Store Settings, then signs in with a code', async ({
  page,
  browser,
}) => {
  // A new seller of its own (the demo seller signs in without a code in the other journeys),
  // applied and approved through the API.
  const email = uniqueEmail('twostep')
  const applied = await applyAsSellerViaApi(page.request, {
    businessName: 'Two Step Traders',
    businessType: 'proprietorship',
    gstin: '',
    pan: 'AAKPK1234F',
    ownerName: 'Farah Khan',
    phone: '9812340001',
    address: '5 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    upiId: 'farah@okaxis',
    email,
    password: PASSWORD,
    acceptTerms: true,
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { vendor } = (await applied.json()) as { vendor: { id: string } }
  const admin = await browser.newContext()
  await signInAdminViaApi(admin)
  expect((await admin.request.post(`/api/admin/vendors/${vendor.id}/approve`)).ok()).toBe(true)
  await admin.close()

  // Store Settings: password, then the key for the authenticator, then a code from it.
  await signInVendor(page, email, PASSWORD)
  await page.goto('/vendor/settings')
  const twoStep = page.getByRole('region', { name: 'Two-step verification' })
  await twoStep.getByRole('button', { name: 'Turn on two-step verification' }).click()
  await twoStep.getByLabel('Current password').fill(PASSWORD)
  await twoStep.getByRole('button', { name: 'Continue' }).click()
  const key = page.getByTestId('totp-secret')
  await expect(key).toBeVisible()
  saveTotpSecret(email, ((await key.textContent()) ?? '').replace(/\s/g, ''))
  await twoStep.getByLabel('6-digit code').fill(await freshTotpCode(email))
  await twoStep.getByRole('button', { name: 'Turn on', exact: true }).click()
  await expect(twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await twoStep.getByRole('button', { name: 'Done' }).click()

  // Signed out, the password alone no longer opens the seller centre: the code does.
  await page.context().clearCookies()
  await page.goto('/vendor-login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  await page.getByLabel('6-digit code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(
    page.getByText('That code is not right. Check the time on your phone and try the newest code.').first(),
  ).toBeVisible()
  await page.getByLabel('6-digit code').fill(await freshTotpCode(email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/vendor$/)
})
