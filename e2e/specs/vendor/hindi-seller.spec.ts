import { expect, test } from '../../fixtures/test'
import { signInVendor } from '../../fixtures/accounts'

test('a seller switches the seller centre to हिन्दी; the choice stays after a reload, and the admin console stays English', async ({
  page,
}) => {
  await signInVendor(page)
  const sections = page.getByRole('navigation', { name: 'Seller Centre sections' })
  await expect(sections.getByRole('link', { name: 'Orders' })).toBeVisible()

  await page.getByRole('link', { name: 'हिन्दी' }).first().click()
  const hindiSections = page.getByRole('navigation', { name: 'सेलर सेंटर के सेक्शन' })
  await expect(hindiSections.getByRole('link', { name: 'ऑर्डर' })).toBeVisible()
  await hindiSections.getByRole('link', { name: 'प्रोडक्ट' }).click()
  await expect(page).toHaveURL(/\/vendor\/products$/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(hindiSections.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible()

  // The admin console is English whatever the language.
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('E-mail', { exact: true })).toBeVisible()

  // Back to English, which the seller's account keeps too (other journeys sign in as this seller).
  await page.goto('/vendor')
  await page.getByRole('link', { name: 'English' }).first().click()
  await expect(sections.getByRole('link', { name: 'Orders' })).toBeVisible()
  const accountLocale = async () =>
    ((await (await page.request.get('/api/session')).json()) as { vendor: { locale: string } }).vendor.locale
  await expect.poll(accountLocale).toBe('en-IN')
})
