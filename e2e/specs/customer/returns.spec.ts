import { type APIRequestContext, type Locator, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdmin, signInVendor } from '../../fixtures/accounts'
import {
  addSellersProducts,
  payOnlineThroughSandbox,
  placeCodOrderFrom,
  registerCustomer,
} from '../../fixtures/checkout'
import { confirmReceipt, sendToSeller } from '../../fixtures/delivery'
import { pngFile } from '../../fixtures/images'
import { baseUrl } from '../../fixtures/totp'

const TECH = 'TechBazaar Electronics'
const JAIPUR = 'Jaipur Weaves & Crafts'
const JAIPUR_EMAIL = 'orders@jaipurweaves.example.com'
const DELIVER: Record<string, string | boolean>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '4440001000011' },
  { status: 'delivered', cashCollected: true },
]

/** The newest mail of this kind about this order, from the development mailbox. */
async function newestMail(request: APIRequestContext, orderNo: string, kind: string) {
  let text = ''
  await expect
    .poll(async () => {
      const body = (await (await request.get('/dev/mailbox.json')).json()) as {
        messages: { kind: string; subject: string; text: string }[]
      }
      const mail = body.messages.find((m) => m.kind === kind && (m.text + m.subject).includes(orderNo))
      text = mail ? `${mail.subject}\n${mail.text}` : ''
      return text
    })
    .not.toBe('')
  return text
}

/**
 * A long dialog fits the screen: its body scrolls and its buttons stay fully in view, clear of the
 * screen's bottom edge (issue 42: "Request return" sat at the edge of a 1280×800 screen).
 */
async function expectButtonClearOfTheEdge(dialog: Locator, name: string) {
  const button = dialog.getByRole('button', { name })
  await expect(button).toBeInViewport({ ratio: 1 })
  const box = await button.boundingBox()
  const height = dialog.page().viewportSize()?.height ?? 0
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(height - 16)
}

test('a customer returns an item of an online order with a photo; the seller approves and receives it; the refund is processed', async ({
  browser,
  page,
}) => {
  // Three people and a sandbox payment: 23–34 s on a busy machine, like the other long journeys.
  test.setTimeout(90_000)
  await page.goto('/')
  await registerCustomer(page, 'return-online', 'Sneha Pillai')
  const products = await addSellersProducts(page, [TECH])
  const orderNo = await payOnlineThroughSandbox(page)
  await sendToSeller(browser, orderNo, DEMO.vendor, DELIVER)
  await confirmReceipt(page.request, orderNo)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByText(/Returnable until/)).toBeVisible()
  await page.getByRole('button', { name: 'Return items' }).click()
  const dialog = page.getByRole('dialog', { name: 'Return items' })
  await expect(dialog.getByRole('checkbox', { name: products[TECH]! })).toBeChecked()
  await dialog.getByLabel('Reason').selectOption('Arrived damaged')
  await dialog.getByLabel('Comment (optional)').fill('The box was crushed and the screen is cracked.')
  await dialog
    .getByRole('group', { name: 'Photos (optional)' })
    .locator('input[type=file]')
    .setInputFiles(await pngFile('cracked.png', '#336699'))
  await expect(dialog.getByRole('img', { name: 'Photos (optional): image 1' })).toBeVisible()
  // Online payments are refunded to the source: no UPI ID is asked for.
  await expect(dialog.getByLabel('UPI ID for the refund')).toHaveCount(0)
  await expectButtonClearOfTheEdge(dialog, 'Request return')
  await dialog.getByRole('button', { name: 'Request return' }).click()
  await expect(dialog).toBeHidden()
  const returns = page.getByRole('region', { name: 'Returns' })
  await expect(returns.getByText('Return requested', { exact: true }).first()).toBeVisible()
  await expect(returns.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1)
  expect(await newestMail(page.request, orderNo, 'return_requested_seller')).toContain('Arrived damaged')

  // The seller finds it in its Returns list, approves, records the pickup and receives it.
  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  await expect(seller.getByText(/1 return request waiting|return requests waiting/)).toBeVisible()
  await seller.getByRole('link', { name: 'Returns' }).first().click()
  await seller.getByRole('link', { name: new RegExp(`Open the return of order ${orderNo}`) }).click()
  await expect(seller.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1)
  await seller.getByRole('button', { name: 'Approve return' }).click()
  await expect(seller.getByText('Return approved', { exact: true }).first()).toBeVisible()
  await seller.getByLabel('Courier name').fill('Delhivery')
  await seller.getByLabel('Tracking number').fill('9990001000001')
  await seller.getByRole('button', { name: 'Record pickup' }).click()
  await expect(seller.getByText('Picked up', { exact: true })).toBeVisible()
  await seller.getByRole('button', { name: 'Received in good condition' }).click()
  // It asks first: the customer is refunded at once.
  await seller
    .getByRole('dialog', { name: 'Items received in good condition?' })
    .getByRole('button', { name: 'Yes, received in good condition' })
    .click()
  await expect(seller.getByText('Received', { exact: true })).toBeVisible()
  await seller.close()

  // The sandbox refunds at once, as Razorpay's refund.processed would report: reload to see it.
  await expect(async () => {
    await page.reload()
    await expect(returns.getByText(/refunded on/)).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(returns.getByText('Received', { exact: true })).toBeVisible()
  await expect(returns.getByRole('list', { name: 'Return updates' })).toContainText('Return picked up')
  expect(await newestMail(page.request, orderNo, 'refund_processed')).toContain('has been processed')
})

test('a cash-on-delivery return is refunded to the customer’s UPI ID by the admin, with the reference', async ({
  browser,
  page,
}) => {
  await page.goto('/')
  await registerCustomer(page, 'return-cod', 'Arjun Nair')
  const { orderNo, products } = await placeCodOrderFrom(page, [JAIPUR])
  const vendorOrderId = await sendToSeller(browser, orderNo, JAIPUR_EMAIL, DELIVER)
  expect(vendorOrderId).toBeTruthy()

  // On a phone: the dialog scrolls inside, its buttons always in view.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/orders/${orderNo}`)
  await page.getByRole('button', { name: 'Return items' }).click()
  const dialog = page.getByRole('dialog', { name: 'Return items' })
  await dialog.getByLabel('Reason').selectOption('Size or fit')
  await dialog.getByLabel('UPI ID for the refund').fill('not-a-upi')
  await dialog.getByRole('button', { name: 'Request return' }).click()
  await expect(dialog.getByText('Enter a UPI ID like name@bank.')).toBeVisible()
  await expectButtonClearOfTheEdge(dialog, 'Request return')
  await expectButtonClearOfTheEdge(dialog, 'Keep items')
  await dialog.getByLabel('UPI ID for the refund').fill('arjun.nair@okaxis')
  await dialog.getByRole('button', { name: 'Request return' }).click()
  await expect(dialog).toBeHidden()
  const returns = page.getByRole('region', { name: 'Returns' })
  await expect(returns.getByText('UPI ID arjun.nair@okaxis')).toBeVisible()

  // The seller approves and receives it (its screens are walked in the journey above).
  const seller = await browser.newContext({ baseURL: baseUrl() })
  const login = await seller.request.post('/api/auth/vendor/login', {
    data: { email: JAIPUR_EMAIL, password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const list = (await (await seller.request.get('/api/vendor/returns?status=requested')).json()) as {
    data: { id: string; orderNo: string }[]
  }
  const id = list.data.find((r) => r.orderNo === orderNo)!.id
  expect((await seller.request.post(`/api/vendor/returns/${id}/approve`)).ok()).toBe(true)
  const received = await seller.request.post(`/api/vendor/returns/${id}/receive`, { data: { condition: 'good' } })
  expect(received.ok(), await received.text()).toBe(true)
  await seller.close()
  expect(await newestMail(page.request, orderNo, 'upi_refund_due_admin')).toContain('arjun.nair@okaxis')

  // The admin sends the money by UPI and records the bank's reference.
  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  await admin.goto('/admin/refunds?status=requested')
  await admin.getByRole('button', { name: `Mark the UPI refund for order #${orderNo} paid` }).click()
  const paid = admin.getByRole('dialog', { name: 'Mark the refund paid?' })
  await expect(paid).toContainText('arjun.nair@okaxis')
  await paid.getByLabel('Transfer reference (UTR)').fill('61234567890')
  await paid.getByRole('button', { name: 'Mark paid' }).click()
  await expect(paid).toBeHidden()
  await expect(admin.getByRole('button', { name: `Mark the UPI refund for order #${orderNo} paid` })).toHaveCount(0)
  await admin.close()

  await page.reload()
  await expect(returns.getByText(/refunded to UPI ID arjun\.nair@okaxis .*\(reference 61234567890\)/)).toBeVisible()
  expect(await newestMail(page.request, orderNo, 'refund_processed')).toContain('61234567890')
  expect(products[JAIPUR]).toBeTruthy()
})
