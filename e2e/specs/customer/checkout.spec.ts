import { expect, test } from '../../fixtures/test'
import { readOtpFromMailbox, uniqueEmail } from '../../fixtures/accounts'
import {
  addProductToCart,
  confirmedOrderNo,
  fillNewAddress,
  payOnlineThroughSandbox,
  registerCustomer,
} from '../../fixtures/checkout'
import { addDemoPhoneToCart, demoPhoneSlug } from '../../fixtures/shop'

test('a signed-out visitor opening /checkout signs up from the sign-in page and comes back to it', async ({ page }) => {
  // With something in the guest cart, so checkout has a reason to stay (an empty one goes to /cart).
  await page.goto(`/product/${await demoPhoneSlug(page)}`)
  await addDemoPhoneToCart(page)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/login\?next=\/checkout$/)
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/register\?next=\/checkout$/)
  await page.getByLabel('Full name').fill('Kavya Rao')
  const email = uniqueEmail('next')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mobile number').fill('9812345670')
  await page.getByLabel('Password', { exact: true }).fill('Kavya-Rao-2026')
  await page.getByLabel('Confirm password').fill('Kavya-Rao-2026')
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByLabel('6-digit code').fill(await readOtpFromMailbox(page.request, email, 'registration_code'))
  await page.getByRole('button', { name: 'Confirm and create account' }).click()
  await expect(page).toHaveURL(/^[^?]*\/checkout$/)
})

test('a customer checks out with a new address and cash on delivery, then tracks the order', async ({ page }) => {
  await registerCustomer(page, 'cod')
  const product = await addProductToCart(page)

  await page.goto('/checkout')
  const progress = page.getByRole('navigation', { name: 'Checkout progress' })
  await expect(progress.locator('[aria-current="step"]')).toContainText('Shipping')
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText(product.name)).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer')

  // The required-field check, then a PIN in the wrong shape named next to its field.
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByText('Please fill in all required shipping fields.')).toBeVisible()
  await fillNewAddress(page)
  await page.getByLabel('PIN code').fill('012345')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByText('Enter a 6-digit PIN code.')).toBeVisible()
  await page.getByLabel('PIN code').fill('560038')
  await expect(page.getByLabel('Save this address')).toBeChecked()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(progress.locator('[aria-current="step"]')).toContainText('Payment')
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()

  const orderNo = await confirmedOrderNo(page)
  await expect(page.getByText('Order Placed!')).toBeVisible()
  await expect(page.getByText(`Your order #${orderNo} has been received and will be processed.`)).toBeVisible()
  await expect(progress.locator('[aria-current="step"]')).toContainText('Confirmation')

  await page.getByRole('link', { name: 'Track your order' }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNo}$`))
  await expect(page.getByRole('heading', { name: `Order #${orderNo}` })).toBeVisible()
  const steps = page.getByRole('list', { name: 'Tracking steps' })
  await expect(steps.getByRole('listitem').first()).toContainText('Order Placed')
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('data-completed', 'true')
  await expect(page.getByText('Cash on Delivery')).toBeVisible()

  // The order is in the profile's Orders tab, and the address was saved.
  await page.goto('/profile?tab=orders')
  await expect(page.getByRole('link', { name: `Order #${orderNo}` })).toBeVisible()
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/cart$/)
})

test('a PIN code typed at checkout fills in the city and the state', async ({ page }) => {
  await registerCustomer(page, 'cod')
  await addProductToCart(page)
  await page.goto('/checkout')
  await page.getByLabel('Street address').fill('1 Residency Road')
  // India Post's directory (GET /api/pincodes/:pin) answers as the sixth digit is typed.
  await page.getByLabel('PIN code').pressSequentially('560001')
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru Urban')
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Karnataka')
  // A PIN India Post does not have is named at once, next to its field.
  await page.getByLabel('PIN code').fill('')
  await page.getByLabel('PIN code').pressSequentially('999999')
  await expect(page.getByText("999999 is not a PIN code in India Post's directory.")).toBeVisible()
  await page.getByLabel('PIN code').fill('560001')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  const progress = page.getByRole('navigation', { name: 'Checkout progress' })
  await expect(progress.locator('[aria-current="step"]')).toContainText('Payment')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the new address starts empty beside a saved one, and a new PIN replaces the city', async ({ page }) => {
    await registerCustomer(page, 'newaddr')
    const saved = await page.request.post('/api/account/addresses', {
      data: { title: 'Home', street: '4 Janpath', city: 'New Delhi', state: 'Delhi', pin: '110001' },
    })
    expect(saved.status(), await saved.text()).toBe(201)
    await addProductToCart(page)
    await page.goto('/checkout')
    await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked()
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('PIN code')).toHaveValue('')

    await page.getByLabel('Street address').fill('3 Kalbadevi Road')
    await page.getByLabel('PIN code').pressSequentially('110001')
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('New Delhi')
    await page.getByLabel('PIN code').fill('')
    await page.getByLabel('PIN code').pressSequentially('400002')
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Mumbai')
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const progress = page.getByRole('navigation', { name: 'Checkout progress' })
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment')
  })
})

test('a customer pays online through the sandbox and sees the order paid', async ({ page }) => {
  await registerCustomer(page, 'online')
  await addProductToCart(page)

  const orderNo = await payOnlineThroughSandbox(page)
  await expect(page.getByText(`Your order #${orderNo} has been placed successfully.`)).toBeVisible()
  await page.getByRole('link', { name: 'Track your order' }).click()
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0)
})

test('a failed sandbox payment is retried from the order page and succeeds', async ({ page }) => {
  await registerCustomer(page, 'retry')
  await addProductToCart(page)

  await page.goto('/checkout')
  await fillNewAddress(page)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByRole('radio', { name: /Pay Online/ }).check()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Fail payment' }).click()

  await expect(page).toHaveURL(/\/orders\/HT-[0-9A-Z]{8}$/)
  const orderNo = /HT-[0-9A-Z]{8}/.exec(page.url())?.[0] ?? ''
  await expect(page.getByText(/not paid yet/)).toBeVisible()
  const payment = page.getByRole('region', { name: 'Payment' })
  await expect(payment.getByText(/Payment failed|Unpaid/)).toBeVisible()
  // The order's own badge says the payment did not go through, not "Placed".
  await expect(page.getByText(/^(Payment failed|Payment pending)$/).first()).toBeVisible()
  await expect(page.getByText('Placed', { exact: true })).toHaveCount(0)

  await payment.getByRole('button', { name: 'Retry payment' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/sandbox/${orderNo}$`))
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(page.getByText('Payment Successful!')).toBeVisible()
  expect(await confirmedOrderNo(page)).toBe(orderNo)

  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true })).toBeVisible()
})

test("another customer opening someone else's order sees Order not found.", async ({ page, browser }) => {
  await registerCustomer(page, 'owner')
  await addProductToCart(page)
  const placed = await page.request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '9812345670',
        street: '12, 4th Cross',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin: '560038',
      },
      saveAddress: false,
      paymentMethod: 'cod',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { orderNo } = (await placed.json()) as { orderNo: string }

  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  // Signed out: the order is not shown, and signing in is offered.
  await other.goto(`/orders/${orderNo}`)
  await expect(other.getByText('Order not found.')).toBeVisible()
  await expect(other.getByRole('link', { name: 'Sign in' }).last()).toBeVisible()

  await registerCustomer(other, 'other', 'Ravi Kumar')
  await other.goto(`/orders/${orderNo}`)
  await expect(other.getByRole('heading', { name: 'Order not found.' })).toBeVisible()
  await expect(other.getByText('12, 4th Cross')).toHaveCount(0)
  await otherContext.close()
})
