import { expect, test } from '../../fixtures/test'

test('the contact form is sent and the message, escaped, reaches the development mailbox', async ({ page }) => {
  const subject = `Order help ${Date.now().toString(36)}`
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Seller Support' })).toBeVisible()

  // Every field is required.
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Email sent successfully!')).toHaveCount(0)

  await page.getByLabel('Name', { exact: true }).fill('Ravi Shankar')
  await page.getByLabel('E-mail').fill('ravi@example.com')
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message', { exact: true }).fill('My parcel <script>alert(1)</script> has not arrived yet.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Email sent successfully!')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue('')

  await page.goto('/dev/mailbox')
  await expect(page.getByText(subject).first()).toBeVisible()
  // The sender's text is shown as text, never run.
  await expect(page.getByText('<script>alert(1)</script>', { exact: false }).first()).toBeVisible()
})
