import { type Locator, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdmin, signInCustomer } from '../../fixtures/accounts'
import { addProductToCart, confirmedOrderNo } from '../../fixtures/checkout'

/** The Shipping row of a summary or an order page: its term and price in one row. */
const shippingRow = (scope: Locator) =>
  scope.locator('div', { has: scope.page().getByText('Shipping', { exact: true }) }).last()

test('the admin charges a delivery fee below a free-delivery amount; the shopper pays it as a line of the order', async ({
  browser,
  page,
}) => {
  // The console, the cart, checkout and the order page: past 30 s on a busy machine.
  test.setTimeout(90_000)
  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  const setFee = async (fee: string, freeFrom: string) => {
    await admin.goto('/admin')
    await admin.getByLabel('Delivery fee (₹)').fill(fee)
    await admin.getByLabel('Free delivery from (₹)').fill(freeFrom)
    await admin.getByRole('button', { name: 'Save limits' }).click()
    await expect(admin.getByText('Order limits saved')).toBeVisible()
  }
  // ₹40 below ₹5,000: every product the journeys buy is below it.
  await setFee('40', '5000')
  try {
    await signInCustomer(page, DEMO.customer, DEMO_PASSWORD)
    expect((await page.request.delete('/api/cart')).ok()).toBe(true)
    await addProductToCart(page)
    await page.goto('/cart')
    const cartSummary = page.getByRole('region', { name: 'Order summary' })
    await expect(shippingRow(cartSummary)).toContainText('₹40')
    await expect(
      cartSummary.getByText('Prices include GST. Shipping is free on orders of ₹5,000 or more.'),
    ).toBeVisible()

    await page.goto('/checkout')
    await expect(shippingRow(page.getByRole('region', { name: 'Order summary' }))).toContainText('₹40')
    // The saved address (New Delhi).
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    const orderNo = await confirmedOrderNo(page)
    const order = (await (await page.request.get(`/api/orders/${orderNo}`)).json()) as {
      subtotalPaise: number
      shippingPaise: number
      totalPaise: number
    }
    expect(order.shippingPaise).toBe(4_000)
    expect(order.totalPaise).toBe(order.subtotalPaise + 4_000)
    await page.goto(`/orders/${orderNo}`)
    await expect(shippingRow(page.getByRole('main'))).toContainText('₹40')
  } finally {
    await page.request.delete('/api/cart')
    // Other journeys expect free delivery: the fee goes off again.
    await setFee('0', '499')
  }
})
