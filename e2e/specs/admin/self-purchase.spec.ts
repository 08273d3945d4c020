import { randomUUID } from 'node:crypto'
import { expect, test } from '../../fixtures/test'
import { signInAdmin } from '../../fixtures/accounts'
import { addSellersProducts, registerCustomer } from '../../fixtures/checkout'

const SELLER = 'TechBazaar Electronics'
/** The demo seller's own mobile number (its seed has +91 98201 45678). */
const SELLERS_PHONE = '9820145678'

test("an order from a buyer with the seller's phone is flagged to the admin as a possible self-purchase", async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage()
  await customer.goto('/')
  await registerCustomer(customer, 'self-purchase', 'Rohan Shah')
  await addSellersProducts(customer, [SELLER])
  const placed = await customer.request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Rohan Shah',
        email: 'rohan@example.com',
        phone: SELLERS_PHONE,
        street: '5 Hill Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pin: '400050',
      },
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { orderNo } = (await placed.json()) as { orderNo: string }

  // A new shop sends each order to its sellers at once: the part is checked as it is sent.
  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  await admin.goto(`/admin/orders?search=${orderNo}`)
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `#${orderNo}` }) })
  await expect(row.getByText('Possible self-purchase')).toBeVisible()
  await row.getByRole('link', { name: `#${orderNo}` }).click()
  await expect(
    admin.getByRole('region', { name: SELLER }).getByText(/Possible self-purchase:.*buyer shares the seller’s phone\./),
  ).toBeVisible()
})
