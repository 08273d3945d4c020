import { expect, test } from '../../fixtures/test'
import { readOtpFromMailbox, signInAdmin, uniqueEmail } from '../../fixtures/accounts'

test('a vendor applies as an LLP, sees Application Submitted, signs in and lands on /not-approved', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('seller')
  const businessName = `Kanchipuram Silk House ${Date.now().toString(36)}`
  await page.goto('/vendor-register')
  await page.getByLabel('Business name').fill(businessName)
  // India's business types: Proprietorship, Partnership, LLP, Private Limited, Public Limited, OPC, HUF.
  await page.getByLabel('Business type').selectOption({ label: 'LLP' })
  await page.getByLabel('PAN').fill('AAKFK4821L')
  await page.getByLabel('Owner name').fill('Lakshmi Narayanan')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mobile number').fill('9443012345')
  await page.getByLabel('Business address').fill('14 Gandhi Road')
  await page.getByLabel('City').fill('Kanchipuram')
  await page.getByLabel('State').selectOption('Tamil Nadu')
  await page.getByLabel('PIN code').fill('631501')
  await page.getByLabel('UPI ID').fill('silkhouse@okaxis')
  await page.getByLabel('Password', { exact: true }).fill('Silk-house-1')
  await page.getByLabel('Confirm password').fill('Silk-house-1')
  await page.getByLabel(/I accept/).check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  // The application is made by the code mailed to its e-mail.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await page.getByLabel('6-digit code').fill(await readOtpFromMailbox(page.request, email, 'registration_code'))
  await page.getByRole('button', { name: 'Confirm and submit application' }).click()
  await expect(page).toHaveURL(/\/success$/)
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible()

  await page.goto('/vendor-login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Silk-house-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/not-approved$/)
  await expect(page.getByText(/within 3 working days/)).toBeVisible()

  // The admin reviewing the application sees it as an LLP.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAdmin(admin)
  await admin.goto('/admin/vendors/pending')
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: businessName }) })
  await expect(card).toContainText('LLP · Applied')
  await adminContext.close()
})
