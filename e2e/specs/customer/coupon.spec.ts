import { randomUUID } from 'node:crypto'
import { expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdmin, signInCustomer } from '../../fixtures/accounts'
import { addProductToCart, confirmedOrderNo } from '../../fixtures/checkout'

test('the admin creates a coupon; a shopper sees it offered, applies it at checkout and sees the discount on the order', async ({
  browser,
  page,
}) => {
  // An admin and a shopper, the console, cart, checkout and order page: past 30 s on a busy machine.
  test.setTimeout(90_000)
  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`
  await admin.goto('/admin/coupons')
  await admin.getByLabel('Code').fill(code)
  await admin.getByLabel('Description for shoppers').fill('Ten percent off anything')
  await admin.getByLabel('Percentage off').fill('10')
  await admin.getByRole('button', { name: 'Create coupon' }).click()
  await expect(admin.getByText(`Coupon ${code} created`)).toBeVisible()
  const row = admin.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('10% off')
  try {
    // Offered on the home page and on a product's page.
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Offers' })).toContainText(code)
    // The demo customer, not a new account: the journeys' sign-ups stay under the per-address limit.
    await signInCustomer(page, DEMO.customer, DEMO_PASSWORD)
    expect((await page.request.delete('/api/cart')).ok()).toBe(true)
    const product = await addProductToCart(page)
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('region', { name: 'Available offers' })).toContainText(code)

    // Applied in the cart, in any case; the checkout shows the same coupon.
    await page.goto('/cart')
    const cartSummary = page.getByRole('region', { name: 'Order summary' })
    await cartSummary.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase())
    await cartSummary.getByRole('button', { name: 'Apply' }).click()
    await expect(cartSummary.getByText(`Coupon ${code}`)).toBeVisible()
    await page.goto('/checkout')
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary.getByText(/applied: you save ₹/)).toBeVisible()
    await expect(summary.getByText(`Coupon ${code}`)).toBeVisible()
    // The saved address (New Delhi).
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    const orderNo = await confirmedOrderNo(page)

    // The order keeps the discount: 10% of the subtotal, the total net of it.
    const order = (await (await page.request.get(`/api/orders/${orderNo}`)).json()) as {
      subtotalPaise: number
      discountPaise: number
      totalPaise: number
      couponCode: string
    }
    expect(order.couponCode).toBe(code)
    expect(order.discountPaise).toBe(Math.floor(order.subtotalPaise / 10))
    expect(order.totalPaise).toBe(order.subtotalPaise - order.discountPaise)
    await page.goto(`/orders/${orderNo}`)
    await expect(page.getByText(`Coupon ${code}`)).toBeVisible()

    // The admin sees it used once.
    await admin.reload()
    await expect(admin.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(3)).toHaveText('1')
  } finally {
    await page.request.delete('/api/cart')
    // Other journeys read the home page (the Hindi ones find no English there): the coupon goes off.
    await admin.goto('/admin/coupons')
    await admin.getByRole('button', { name: `Switch off ${code}` }).click()
    await expect(admin.getByRole('button', { name: `Switch on ${code}` })).toBeVisible()
  }
})
