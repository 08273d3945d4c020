import { type Page, expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD, signInAdmin, signInVendor } from '../../fixtures/accounts'
import { placeCodOrderFrom, registerCustomer } from '../../fixtures/checkout'

/** The customer's tracking steps, each done or not: Order Placed, Processing, Shipped, Delivered. */
async function expectStepsDone(page: Page, done: boolean[]) {
  const steps = page.getByRole('list', { name: 'Tracking steps' }).getByRole('listitem')
  await expect(steps).toHaveCount(done.length)
  for (const [index, completed] of done.entries()) {
    await expect(steps.nth(index)).toHaveAttribute('data-completed', String(completed))
  }
}

test('the admin forwards an order to its vendor, who fulfils it step by step while the customer follows', async ({
  browser,
}) => {
  // Four people, every step of an order: a long journey.
  test.setTimeout(90_000)
  const customer = await (await browser.newContext()).newPage()
  const admin = await (await browser.newContext()).newPage()
  const vendor = await (await browser.newContext()).newPage()

  await customer.goto('/')
  await registerCustomer(customer, 'fulfil', 'Farhan Qureshi')
  const { orderNo, products } = await placeCodOrderFrom(customer, ['TechBazaar Electronics'])
  const productName = products['TechBazaar Electronics']!
  await customer.goto(`/orders/${orderNo}`)
  await expectStepsDone(customer, [true, false, false, false])

  // The order reached the vendor at once (automatic forwarding, on in a new shop): the admin sees it sent.
  await signInAdmin(admin)
  await admin.goto('/admin/orders')
  await admin.getByRole('link', { name: orderNo }).first().click()
  await expect(admin).toHaveURL(new RegExp(`/admin/order/${orderNo}$`))
  await expect(admin.getByRole('button', { name: 'Already sent' })).toBeDisabled()

  // The vendor sees it on the dashboard and in All Orders, and moves it forward.
  await signInVendor(vendor)
  await expect(vendor.getByText(orderNo).first()).toBeVisible()
  await vendor.goto('/vendor/orders')
  await expect(vendor.getByText(orderNo).first()).toBeVisible()
  // Each order shows the day promised to the customer; the list can put the most urgent first.
  const row = vendor.getByRole('row').filter({ hasText: orderNo })
  await expect(row).toContainText(/Deliver by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/)
  await vendor.getByRole('combobox', { name: 'Sort by' }).selectOption('Delivery date, soonest first')
  await expect(vendor).toHaveURL(/\?sort=due$/)
  await expect(vendor.getByRole('row').nth(1)).toContainText(/Deliver by/)
  await vendor.goto('/vendor/orders')
  await vendor.getByRole('link', { name: /view/i }).first().click()
  await expect(vendor.getByText(productName).first()).toBeVisible()
  await expect(vendor.getByText(/^Promised to the customer by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible()
  await expect(vendor.getByText('Farhan Qureshi').first()).toBeVisible()
  await vendor.getByRole('button', { name: 'Mark as Processing' }).click()
  await expect(vendor.getByRole('button', { name: 'Mark as Processing' })).toHaveCount(0)
  await customer.goto(`/orders/${orderNo}`)
  await expect
    .poll(
      async () =>
        ((await (await customer.request.get(`/api/orders/${orderNo}`)).json()) as { trackingStatus: string })
          .trackingStatus,
    )
    .toBe('Processing')
  await customer.reload()
  await expectStepsDone(customer, [true, true, false, false])
  await vendor.getByRole('button', { name: 'Ship Order' }).click()
  await expect(vendor.getByText('Courier name is required.')).toBeVisible()
  await vendor.getByLabel('Courier name').fill('Delhivery')
  // A number that cannot be Delhivery's is refused with the courier's format.
  await vendor.getByLabel('Tracking number').fill('DL1234567890IN')
  await vendor.getByRole('button', { name: 'Ship Order' }).click()
  await expect(vendor.getByText(/A Delhivery tracking number is 10 to 15 digits/)).toBeVisible()
  await vendor.getByLabel('Tracking number').fill('1234567890123')
  await vendor.getByRole('button', { name: 'Ship Order' }).click()
  await expect(vendor.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()

  await customer.goto(`/orders/${orderNo}`)
  await expect(customer.getByText(/Shipped/).first()).toBeVisible()
  await expectStepsDone(customer, [true, true, true, false])

  // A mistyped number is corrected while the parcel is on its way.
  await vendor.getByRole('button', { name: 'Correct tracking number' }).click()
  const correcting = vendor.getByRole('form', { name: 'Correct tracking number' })
  await correcting.getByLabel('Tracking number').fill('1234567890124')
  await correcting.getByRole('button', { name: 'Save tracking number' }).click()
  await expect(vendor.getByText('1234567890124', { exact: true })).toBeVisible()
  // The packing slip opens as a PDF.
  const slip = await vendor.request.get(
    (await vendor.getByRole('link', { name: 'Print packing slip' }).getAttribute('href'))!,
  )
  expect(slip.headers()['content-type']).toBe('application/pdf')

  // Cash on delivery: delivered asks first, and for the cash.
  await expect(vendor.getByText(/^Cash on delivery: collect ₹/)).toBeVisible()
  await vendor.getByRole('button', { name: 'Mark as Delivered' }).click()
  const deliver = vendor.getByRole('dialog', { name: 'Mark as delivered?' })
  await deliver.getByRole('checkbox', { name: /^The courier collected ₹.* in cash from the customer$/ }).check()
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click()
  await expect(vendor.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0)
  const order = (await (await customer.request.get(`/api/orders/${orderNo}`)).json()) as {
    status: string
    trackingStatus: string
  }
  expect(order).toMatchObject({ status: 'delivered', trackingStatus: 'Delivered' })
  await customer.reload()
  await expect(customer.getByText('Delivered').first()).toBeVisible()
  await expectStepsDone(customer, [true, true, true, true])

  // Another seller opening this vendor order's address finds nothing of it.
  const vendorOrderUrl = vendor.url()
  const otherVendor = await (await browser.newContext()).newPage()
  await signInVendor(otherVendor, 'orders@jaipurweaves.example.com')
  await otherVendor.goto(vendorOrderUrl)
  await expect(otherVendor.getByText('Order not found')).toBeVisible()
  await expect(otherVendor.getByText('Farhan Qureshi')).toHaveCount(0)

  // Store settings: a new address, and (with the password) a new UPI ID for payouts, are saved
  // and still there after a reload.
  await vendor.getByRole('link', { name: 'Settings' }).first().click()
  await expect(vendor).toHaveURL(/\/vendor\/settings$/)
  await expect(vendor.getByLabel('Business name')).toHaveValue('TechBazaar Electronics')
  await vendor.getByLabel('Business address').fill('14 Lamington Road, Grant Road East')
  await vendor.getByRole('button', { name: 'Save changes' }).click()
  await expect(vendor.getByText('Store settings saved')).toBeVisible()
  const payouts = vendor.getByRole('region', { name: 'Payouts' })
  await payouts.getByLabel('UPI ID', { exact: true }).fill('not a upi')
  await payouts.getByLabel('Current password').fill(DEMO_PASSWORD)
  await payouts.getByRole('button', { name: 'Save payout account' }).click()
  await expect(payouts.getByText('Enter a UPI ID like name@bank.')).toBeVisible()
  await payouts.getByLabel('UPI ID', { exact: true }).fill('techbazaar@okhdfcbank')
  await payouts.getByRole('button', { name: 'Save payout account' }).click()
  await expect(vendor.getByText('Payout account saved')).toBeVisible()
  await vendor.reload()
  await expect(vendor.getByText('Payouts now go to the UPI ID techbazaar@okhdfcbank.')).toBeVisible()
  await expect(vendor.getByLabel('Business address')).toHaveValue('14 Lamington Road, Grant Road East')
})
