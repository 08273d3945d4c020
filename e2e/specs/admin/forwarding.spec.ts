import { expect, test } from '../../fixtures/test'
import { signInAdmin } from '../../fixtures/accounts'
import { placeCodOrderFrom, registerCustomer } from '../../fixtures/checkout'

const SELLERS = ['TechBazaar Electronics', 'Jaipur Weaves & Crafts']

test('the admin sends each vendor its own lines of a new order; a reload shows them already sent', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage()
  await customer.goto('/')
  await registerCustomer(customer, 'two-sellers', 'Farhan Qureshi')
  const { orderNo, products } = await placeCodOrderFrom(customer, SELLERS)

  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  await admin.goto(`/admin/order/${orderNo}`)
  for (const seller of SELLERS) {
    const group = admin.getByRole('region', { name: seller })
    await expect(group.getByText(products[seller]!)).toBeVisible()
    // Only its own lines: the other seller's product is not in this group.
    const other = SELLERS.find((name) => name !== seller)!
    await expect(group.getByText(products[other]!)).toHaveCount(0)
  }

  for (const seller of SELLERS) {
    const group = admin.getByRole('region', { name: seller })
    await group.getByRole('button', { name: 'Send to Vendor' }).click()
    await expect(group.getByRole('button', { name: 'Sent to Vendor' })).toBeDisabled()
    await expect(group.getByText(`Sent to ${seller}.`)).toBeVisible()
  }

  await admin.reload()
  for (const seller of SELLERS) {
    await expect(
      admin.getByRole('region', { name: seller }).getByRole('button', { name: 'Already sent' }),
    ).toBeDisabled()
  }
})

test('the dashboard counts match the lists they summarise', async ({ page }) => {
  await signInAdmin(page)
  // Each figure read from a different place than the dashboard's own query.
  const read = async <T>(url: string) => (await (await page.request.get(url)).json()) as T
  const total = async (url: string) => (await read<{ meta: { total: number } }>(url)).meta.total
  // Erased customers stay listed (their orders point at them) but are no longer customers.
  const customers = await read<{ data: { erased: boolean }[]; meta: { total: number } }>(
    '/api/admin/customers?pageSize=100',
  )
  expect(customers.meta.total).toBeLessThanOrEqual(100)
  const expected = {
    products: await total('/api/products?pageSize=1'),
    vendors: await total('/api/admin/vendors?status=approved&pageSize=1'),
    customers: customers.data.filter((row) => !row.erased).length,
    orders: await total('/api/admin/orders?pageSize=1'),
  }
  await page.goto('/admin')
  for (const [key, count] of Object.entries(expected)) {
    await expect(page.getByTestId(`count-${key}`)).toHaveText(count.toLocaleString('en-IN'))
  }
  expect(expected.products).toBeGreaterThan(0)
  expect(expected.vendors).toBeGreaterThan(0)
})
