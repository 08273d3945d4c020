import { type APIRequestContext, expect, test } from '../../fixtures/test'
import { DEMO, signInVendor } from '../../fixtures/accounts'
import {
  addProductToCart,
  addSellersProducts,
  payOnlineThroughSandbox,
  placeCodOrderFrom,
  registerCustomer,
} from '../../fixtures/checkout'
import { sendToSeller } from '../../fixtures/delivery'

const TECH = 'TechBazaar Electronics'
const JAIPUR = 'Jaipur Weaves & Crafts'
const JAIPUR_EMAIL = 'orders@jaipurweaves.example.com'

/** The newest mail of this kind about this order, from the development mailbox. */
async function newestMail(request: APIRequestContext, orderNo: string, kind: string) {
  let text = ''
  await expect
    .poll(async () => {
      const body = (await (await request.get('/dev/mailbox.json')).json()) as {
        messages: { to: string; kind: string; text: string }[]
      }
      text = body.messages.find((m) => m.kind === kind && m.text.includes(orderNo))?.text ?? ''
      return text
    })
    .not.toBe('')
  return text
}

test('a customer cancels one line of a two-seller COD order and sees it', async ({ page }) => {
  await page.goto('/')
  await registerCustomer(page, 'cancel-line', 'Kavya Menon')
  const { orderNo, products } = await placeCodOrderFrom(page, [TECH, JAIPUR])

  // The Orders tab offers Cancel order; it opens the order with the question asked.
  await page.goto('/profile?tab=orders')
  await page.getByRole('link', { name: `Cancel order ${orderNo}` }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNo}$`))
  const dialog = page.getByRole('dialog', { name: 'Cancel items' })
  await expect(dialog.getByRole('checkbox')).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Keep items' }).click()
  await expect(dialog).toBeHidden()

  // One item only: the Jaipur line.
  const jaipur = page.getByRole('region', { name: `Sold by ${JAIPUR}` })
  await jaipur.getByRole('button', { name: `Cancel item: ${products[JAIPUR]!}` }).click()
  const one = page.getByRole('dialog', { name: 'Cancel this item?' })
  await one.getByLabel('Reason').selectOption('Found a better price')
  await one.getByRole('button', { name: 'Cancel item' }).click()
  await expect(one).toBeHidden()

  await expect(jaipur.getByText('Cancelled by you · Found a better price')).toBeVisible()
  await expect(jaipur.getByText('Cancelled', { exact: true })).toBeVisible()
  const tech = page.getByRole('region', { name: `Sold by ${TECH}` })
  await expect(tech.getByText('Pending')).toBeVisible()
  await expect(tech.getByRole('button', { name: /Cancel item/ })).toBeVisible()
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible()
  expect(await newestMail(page.request, orderNo, 'order_cancelled')).toContain(products[JAIPUR]!)
})

test('a seller cancels a line for out of stock and the customer is told', async ({ browser, page }) => {
  await page.goto('/')
  await registerCustomer(page, 'seller-cancel', 'Rohan Das')
  const { orderNo, products } = await placeCodOrderFrom(page, [TECH])
  const vendorOrderId = await sendToSeller(browser, orderNo, DEMO.vendor)

  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  await seller.goto(`/vendor/orders/${vendorOrderId}`)
  await seller.getByRole('button', { name: `Cancel item: ${products[TECH]!}` }).click()
  const dialog = seller.getByRole('dialog', { name: 'Cancel this item?' })
  await expect(dialog.getByLabel('Reason').getByRole('option')).toHaveText([
    'Choose a reason',
    'Out of stock',
    'Cannot ship to this PIN',
    'Price error',
    'Other',
  ])
  await dialog.getByLabel('Reason').selectOption('Out of stock')
  await dialog.getByRole('button', { name: 'Cancel item' }).click()
  await expect(seller.getByText('Cancelled by you · Out of stock')).toBeVisible()
  await expect(seller.getByRole('button', { name: 'Mark as Processing' })).toHaveCount(0)

  const mail = await newestMail(page.request, orderNo, 'order_cancelled')
  expect(mail).toContain('by the seller, TechBazaar Electronics')
  expect(mail).toContain('Reason: Out of stock')
  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByText('Cancelled by the seller · Out of stock')).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
})

test("the customer's order page shows each seller's courier and tracking number after they ship", async ({
  browser,
  page,
}) => {
  await page.goto('/')
  await registerCustomer(page, 'two-shipments', 'Ananya Sen')
  const { orderNo } = await placeCodOrderFrom(page, [TECH, JAIPUR])
  await sendToSeller(browser, orderNo, DEMO.vendor, [
    { status: 'processing' },
    { status: 'shipped', courierName: 'Delhivery', trackingNumber: '5550001000011' },
  ])
  await sendToSeller(browser, orderNo, JAIPUR_EMAIL, [
    { status: 'processing' },
    { status: 'shipped', courierName: 'Blue Dart', trackingNumber: '77700020001' },
  ])

  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible()
  const tech = page.getByRole('region', { name: `Sold by ${TECH}` })
  await expect(tech.getByText(/Delhivery/).first()).toBeVisible()
  await expect(tech.getByRole('link', { name: /5550001000011/ })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/5550001000011',
  )
  const jaipur = page.getByRole('region', { name: `Sold by ${JAIPUR}` })
  await expect(jaipur.getByRole('link', { name: /77700020001/ })).toHaveAttribute('href', /bluedart\.com.*77700020001/)
  // Shipped parts cannot be cancelled by the customer.
  await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0)
})

test('a customer pays online through the sandbox, cancels, and sees the refund processed', async ({ page }) => {
  await page.goto('/')
  await registerCustomer(page, 'refund', 'Isha Kapoor')
  await addProductToCart(page)
  const orderNo = await payOnlineThroughSandbox(page)

  await page.goto(`/orders/${orderNo}`)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this item?' })
  // The dialog says how much goes back, and where, before anything is cancelled.
  await expect(dialog.getByRole('status')).toContainText(
    /₹[\d,.]+ will be refunded to the card, UPI or account you paid with/,
  )
  await dialog.getByLabel('Reason').selectOption('Ordered by mistake')
  await dialog.getByRole('button', { name: 'Cancel item' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Cancelled by you · Ordered by mistake')).toBeVisible()

  // The sandbox refunds at once, as Razorpay's refund.processed would report: reload to see it.
  const refunds = page.getByRole('list', { name: 'Refunds' })
  await expect(async () => {
    await page.reload()
    await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(refunds.getByText(/Your bank shows it within 5–7 working days/)).toBeVisible()
  // Under the total: what went back, and what is left paid.
  await expect(page.getByText('Net paid')).toBeVisible()
  await expect(page.getByText('Net paid').locator('..')).toContainText('₹0')
  // One mail says it all: the cancellation, with its refund; no separate refund mails in the same minute.
  expect(await newestMail(page.request, orderNo, 'order_cancelled')).toMatch(/A refund of ₹[\d,.]+ has started/)
  const mailbox = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    messages: { kind: string; text: string }[]
  }
  const aboutOrder = mailbox.messages.filter((m) => m.text.includes(orderNo)).map((m) => m.kind)
  expect(aboutOrder.filter((kind) => kind.startsWith('refund_'))).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('one seller delivers and the other part is cancelled: each shipment says its own, the totals say the refund', async ({
    browser,
    page,
  }) => {
    await page.goto('/')
    await registerCustomer(page, 'phone-parts', 'Nisha Rao')
    const products = await addSellersProducts(page, [TECH, JAIPUR])
    const orderNo = await payOnlineThroughSandbox(page)
    await sendToSeller(browser, orderNo, DEMO.vendor, [
      { status: 'processing' },
      { status: 'shipped', courierName: 'Delhivery', trackingNumber: '5550001000028' },
      { status: 'delivered' },
    ])

    // Issue 42 item 2: the order never claims more than its parts.
    await page.goto(`/orders/${orderNo}`)
    await expect(page.getByText('Partly delivered', { exact: true }).first()).toBeVisible()
    const tech = page.getByRole('region', { name: `Sold by ${TECH}` })
    await expect(tech.getByText('Delivered', { exact: true }).first()).toBeVisible()
    const jaipur = page.getByRole('region', { name: `Sold by ${JAIPUR}` })
    await expect(jaipur.getByText('Pending', { exact: true })).toBeVisible()

    // Item 3: the dialog names the refund before anything happens; the totals show it after.
    await jaipur.getByRole('button', { name: `Cancel item: ${products[JAIPUR]!}` }).click()
    const one = page.getByRole('dialog', { name: 'Cancel this item?' })
    await expect(one.getByRole('status')).toContainText(
      /₹[\d,.]+ will be refunded to the card, UPI or account you paid with/,
    )
    await one.getByLabel('Reason').selectOption('Found a better price')
    await one.getByRole('button', { name: 'Cancel item' }).click()
    await expect(one).toBeHidden()
    await expect(async () => {
      await page.reload()
      await expect(page.getByText('Net paid')).toBeVisible({ timeout: 1_000 })
    }).toPass()
    // The totals' own row (the refund list says Refunded too).
    await expect(page.locator('dt', { hasText: /^Refunded$/ }).locator('..')).toContainText('−₹')
    // What stays paid is the delivered part, not nothing.
    await expect(page.getByText('Net paid').locator('..')).not.toContainText(/₹0$/)
  })
})
