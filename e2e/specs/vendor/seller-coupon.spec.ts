import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test } from '../../fixtures/test'
import { pdfText } from '../../../apps/server/test/pdf-text'
import { DEMO, DEMO_PASSWORD, signInCustomer, signInVendor } from '../../fixtures/accounts'
import { addSellersProducts, confirmedOrderNo } from '../../fixtures/checkout'
import { sendToSeller } from '../../fixtures/delivery'

const SELLER = 'TechBazaar Electronics'
const SHIP: Record<string, string>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '7770002000022' },
]

test("a seller makes its own coupon; the shopper's order and the seller's invoice show the discount", async ({
  browser,
  page,
}) => {
  // A seller, a shopper, checkout, forwarding and an invoice download: past 30 s on a busy machine.
  test.setTimeout(120_000)
  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  const code = `OWN${randomUUID().slice(0, 6).toUpperCase()}`
  await seller.goto('/vendor/coupons')
  await seller.getByLabel('Code').fill(code)
  await seller.getByLabel('Description for shoppers').fill('Fifty rupees off our gadgets')
  await seller.getByLabel('Discount', { exact: true }).selectOption('flat')
  await seller.getByLabel('Amount off (₹)').fill('50')
  await seller.getByRole('button', { name: 'Create coupon' }).click()
  await expect(seller.getByText(`Coupon ${code} created`)).toBeVisible()
  const yours = seller.getByRole('region', { name: 'Your coupons' })
  await expect(yours.getByRole('listitem').filter({ hasText: code })).toContainText('₹50 off')
  try {
    // The demo customer (its cart emptied first and last), one of the seller's products.
    await signInCustomer(page, DEMO.customer, DEMO_PASSWORD)
    expect((await page.request.delete('/api/cart')).ok()).toBe(true)
    await addSellersProducts(page, [SELLER])
    await page.goto('/cart')
    const cartSummary = page.getByRole('region', { name: 'Order summary' })
    await cartSummary.getByRole('textbox', { name: 'Coupon code' }).fill(code)
    await cartSummary.getByRole('button', { name: 'Apply' }).click()
    await expect(cartSummary.getByText(`Coupon ${code}`)).toBeVisible()
    await page.goto('/checkout')
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(`Coupon ${code}`)).toBeVisible()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    const orderNo = await confirmedOrderNo(page)

    // The seller ships it: its order page shows its coupon, and the invoice is issued.
    const vendorOrderId = await sendToSeller(browser, orderNo, DEMO.vendor, SHIP)
    await seller.goto(`/vendor/orders/${vendorOrderId}`)
    await expect(seller.getByText(`Your coupon ${code}`)).toBeVisible()
    await expect(seller.getByText('−₹50')).toBeVisible()

    // The shopper's order shows the coupon; its tax invoice the discount, the taxable value net of it.
    await page.goto(`/orders/${orderNo}`)
    await expect(page.getByText(`Coupon ${code}`)).toBeVisible()
    const part = page.getByRole('region', { name: `Sold by ${SELLER}` })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      part.getByRole('link', { name: /^Tax invoice / }).click(),
    ])
    const text = await pdfText(await readFile(await download.path()))
    for (const words of ['Tax Invoice', orderNo, 'Discount (₹)', '50.00']) expect(text).toContain(words)
  } finally {
    await page.request.delete('/api/cart')
    // Other journeys read the home page's offers (the Hindi ones find no English there): it goes off.
    await seller.goto('/vendor/coupons')
    await seller.getByRole('button', { name: `Switch off ${code}` }).click()
    await expect(seller.getByRole('button', { name: `Switch on ${code}` })).toBeVisible()
  }
})
