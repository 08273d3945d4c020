import { expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, answerAdminSecondFactor } from '../../fixtures/accounts'

test('the demo admin signs in and out; admin screens need the session', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.getByLabel('E-mail').fill(DEMO.admin)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid credentials.')).toBeVisible()
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The password alone opens nothing: a second step follows (on the first sign-in, a mailed link).
  await expect(
    page
      .getByRole('heading', { name: 'Two-step verification' })
      .or(page.getByRole('heading', { name: 'Check your e-mail' })),
  ).toBeVisible()
  await answerAdminSecondFactor(page)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin/vendors')
  await expect(page).toHaveURL(/\/admin\/login$/)
})
