import { expect, test } from '../../fixtures/test'
import { readLinkFromMailbox, readOtpFromMailbox, signInCustomer, uniqueEmail } from '../../fixtures/accounts'
import { CUSTOMER_PASSWORD, registerCustomer } from '../../fixtures/checkout'

test('a signed-out visitor opening /profile lands on /login', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)profile$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('a customer registers, signs out and in, edits the profile, manages addresses, changes and resets the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('anjali')
  const password = 'First-pass-1'

  // Register; mismatched passwords are caught first.
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Anjali Verma')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mobile number').fill('9812345670')
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill('Something-else-1')
  await page.getByLabel(/I accept the/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Nothing is created yet: the page asks for the code mailed to the address (a wrong one first).
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)
  const signUpCode = await readOtpFromMailbox(request, email, 'registration_code')
  await page.getByLabel('6-digit code').fill(signUpCode === '111111' ? '222222' : '111111')
  await page.getByRole('button', { name: 'Confirm and create account' }).click()
  await expect(page.getByText('This code is not right. Please check the e-mail and try again.')).toBeVisible()
  await page.getByLabel('6-digit code').fill(signUpCode)
  await page.getByRole('button', { name: 'Confirm and create account' }).click()
  await expect(page).toHaveURL(/\/profile/)
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()

  // Sign out, then a wrong password, then in again.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Signing up again with the same e-mail looks like a new sign-up; the owner is mailed instead.
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Someone Else')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mobile number').fill('9812345671')
  await page.getByLabel('Password', { exact: true }).fill('Other-pass-3')
  await page.getByLabel('Confirm password').fill('Other-pass-3')
  await page.getByLabel(/I accept the/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  expect(await readLinkFromMailbox(request, email, 'registration_attempt')).toMatch(/\/login$/)
  await expect(page.getByRole('link', { name: 'Customer Login' }).first()).toBeVisible()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass-9')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid credentials. Please check your email and password.')).toBeVisible()
  await signInCustomer(page, email, password)

  // Edit the profile.
  await page.getByLabel('Full name').fill('Anjali V. Verma')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Account Updated')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue('Anjali V. Verma')

  // Add and remove an address.
  await page.getByRole('tab', { name: 'Addresses' }).click()
  await expect(page.getByText('No addresses saved yet.')).toBeVisible()
  await page.getByLabel('Address title').fill('Office')
  await page.getByLabel('Street address').fill('7th Floor, Cyber Towers, HITEC City')
  await page.getByLabel('City').fill('Hyderabad')
  await page.getByLabel('State').selectOption('Telangana')
  await page.getByLabel('PIN code').fill('500081')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Cyber Towers')).toBeVisible()
  await page.getByRole('button', { name: 'Remove Office' }).click()
  await page.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Address Removed')).toBeVisible()
  await expect(page.getByText('No addresses saved yet.')).toBeVisible()

  // Change the password (the server checks the current one).
  await page.getByRole('tab', { name: 'Settings' }).click()
  await page.getByLabel('Current password').fill(password)
  await page.getByLabel('New password', { exact: true }).fill('Second-pass-2')
  await page.getByLabel('Confirm new password').fill('Second-pass-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password Changed')).toBeVisible()

  // Forget it, and reset it with the code from the development mailbox.
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await page.goto('/forgot-password')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(
    page.getByText('If an account exists for that e-mail, a 6-digit OTP has been sent. Please check your inbox.'),
  ).toBeVisible()
  const code = await readOtpFromMailbox(request, email)
  await page.getByLabel('OTP').fill(code)
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByText('OTP verified successfully. You can now set your new password.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('Third-pass-3')
  await page.getByLabel(/Confirm/).fill('Third-pass-3')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Your password has been successfully reset. You can now log in.')).toBeVisible()
  await signInCustomer(page, email, 'Third-pass-3')
})

test('a customer moves the sign-in e-mail only by opening the link mailed to the new address', async ({
  page,
  request,
}) => {
  const email = await registerCustomer(page, 'meera')
  const newEmail = uniqueEmail('meera-new')
  await page.goto('/profile')
  await page.getByLabel('E-mail').fill(newEmail)
  // A new e-mail needs the current password; without it the server names the field.
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Enter your current password to change the e-mail.').first()).toBeVisible()
  await page.getByLabel('Current password').fill(CUSTOMER_PASSWORD)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`We sent a link to ${newEmail}. Your e-mail changes once you open it.`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for you to confirm' })).toContainText(newEmail)

  // The link, opened and confirmed, moves the account; the old address was told.
  const link = await readLinkFromMailbox(request, newEmail, 'email_change')
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible()
  const notice = await readLinkFromMailbox(request, email, 'security_notice')
  expect(notice).toContain('/contact')

  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  await page.context().clearCookies()
  await signInCustomer(page, newEmail, CUSTOMER_PASSWORD)
  await expect(page.getByLabel('E-mail')).toHaveValue(newEmail)
})
