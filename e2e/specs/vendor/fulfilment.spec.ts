import { randomUUID } from 'node:crypto'
import { type Page, expect, test } from '@playwright/test'
import { signInAdmin, signInVendor } from '../../fixtures/accounts'
import { registerCustomer } from '../../fixtures/checkout'

type Card = { id: string; slug: string; name: string; vendor: { businessName: string } }

/** A COD order for one TechBazaar product (the demo vendor's), placed through the API as the page's customer. */
async function placeTechBazaarOrder(page: Page): Promise<{ orderNo: string; productName: string }> {
  const list = await page.request.get('/api/products?category=electronics&inStock=true&pageSize=48')
  const { data } = (await list.json()) as { data: Card[] }
  for (const product of data.filter((p) => p.vendor.businessName === 'TechBazaar Electronics')) {
    const detail = (await (await page.request.get(`/api/products/${product.slug}`)).json()) as {
      colors: string[]
      sizes: string[]
    }
    const added = await page.request.post('/api/cart/lines', {
      data: { productId: product.id, color: detail.colors[0] ?? null, size: detail.sizes[0] ?? null, quantity: 1 },
    })
    if (!added.ok()) continue
    const order = await page.request.post('/api/orders', {
      data: {
        shipping: {
          name: 'Farhan Qureshi',
          email: 'farhan@example.com',
          phone: '9811122233',
          street: '22 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          pin: '700016',
        },
        paymentMethod: 'cod',
        idempotencyKey: randomUUID(),
      },
    })
    expect(order.status(), await order.text()).toBe(201)
    return { orderNo: ((await order.json()) as { orderNo: string }).orderNo, productName: product.name }
  }
  throw new Error('No TechBazaar product could be ordered')
}

test('the admin forwards an order to its vendor, who fulfils it step by step while the customer follows', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage()
  const admin = await (await browser.newContext()).newPage()
  const vendor = await (await browser.newContext()).newPage()

  await customer.goto('/')
  await registerCustomer(customer, 'fulfil', 'Farhan Qureshi')
  const { orderNo, productName } = await placeTechBazaarOrder(customer)

  // The admin sends the vendor its lines: idle → sent, and already sent after a reload.
  await signInAdmin(admin)
  await admin.goto('/admin/orders')
  await admin.getByRole('link', { name: orderNo }).first().click()
  await expect(admin).toHaveURL(new RegExp(`/admin/order/${orderNo}$`))
  await admin.getByRole('button', { name: 'Send to Vendor' }).click()
  await expect(admin.getByRole('button', { name: 'Sent to Vendor' })).toBeDisabled()
  await admin.reload()
  await expect(admin.getByRole('button', { name: 'Already sent' })).toBeDisabled()

  // The vendor sees it on the dashboard and in All Orders, and moves it forward.
  await signInVendor(vendor)
  await expect(vendor.getByText(orderNo).first()).toBeVisible()
  await vendor.goto('/vendor/orders')
  await expect(vendor.getByText(orderNo).first()).toBeVisible()
  await vendor.getByRole('link', { name: /view/i }).first().click()
  await expect(vendor.getByText(productName).first()).toBeVisible()
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
  await vendor.getByRole('button', { name: 'Ship Order' }).click()
  await expect(vendor.getByText('Courier name is required.')).toBeVisible()
  await vendor.getByLabel('Courier name').fill('Delhivery')
  await vendor.getByLabel('Tracking number').fill('DL1234567890IN')
  await vendor.getByRole('button', { name: 'Ship Order' }).click()
  await expect(vendor.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()

  await customer.goto(`/orders/${orderNo}`)
  await expect(customer.getByText(/Shipped/).first()).toBeVisible()

  await vendor.getByRole('button', { name: 'Mark as Delivered' }).click()
  await expect(vendor.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0)
  const order = (await (await customer.request.get(`/api/orders/${orderNo}`)).json()) as {
    status: string
    trackingStatus: string
  }
  expect(order).toMatchObject({ status: 'delivered', trackingStatus: 'Delivered' })
  await customer.reload()
  await expect(customer.getByText('Delivered').first()).toBeVisible()

  // Another seller opening this vendor order's address finds nothing of it.
  const vendorOrderUrl = vendor.url()
  const otherVendor = await (await browser.newContext()).newPage()
  await signInVendor(otherVendor, 'orders@jaipurweaves.example.com')
  await otherVendor.goto(vendorOrderUrl)
  await expect(otherVendor.getByText('Order not found')).toBeVisible()
  await expect(otherVendor.getByText('Farhan Qureshi')).toHaveCount(0)

  // Store settings: a new UPI id and address are saved and still there after a reload.
  await vendor.getByRole('link', { name: 'Settings' }).first().click()
  await expect(vendor).toHaveURL(/\/vendor\/settings$/)
  await expect(vendor.getByLabel('Business name')).toHaveValue('TechBazaar Electronics')
  await vendor.getByLabel('UPI ID').fill('not a upi')
  await vendor.getByRole('button', { name: 'Save changes' }).click()
  await expect(vendor.getByText('Enter a UPI ID like name@bank.')).toBeVisible()
  await vendor.getByLabel('UPI ID').fill('techbazaar@okhdfcbank')
  await vendor.getByLabel('Business address').fill('14 Lamington Road, Grant Road East')
  await vendor.getByRole('button', { name: 'Save changes' }).click()
  await expect(vendor.getByText('Store settings saved')).toBeVisible()
  await vendor.reload()
  await expect(vendor.getByLabel('UPI ID')).toHaveValue('techbazaar@okhdfcbank')
  await expect(vendor.getByLabel('Business address')).toHaveValue('14 Lamington Road, Grant Road East')
})
