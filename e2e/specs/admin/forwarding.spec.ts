import { expect, test } from '../../fixtures/test'
import { signInAdmin } from '../../fixtures/accounts'
import { placeCodOrderFrom, registerCustomer } from '../../fixtures/checkout'

const SELLERS = ['TechBazaar Electronics', 'Jaipur Weaves & Crafts']

test('a new order reaches each seller at once with its own lines (automatic forwarding, on in a new shop)', async ({
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
    await expect(group.getByRole('button', { name: 'Already sent' })).toBeDisabled()
  }
  await expect(admin.getByRole('button', { name: 'Send to all sellers' })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('with automatic forwarding off, a new order waits on the dashboard until Send to all sellers', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await signInAdmin(admin)
    const toggle = admin.getByRole('switch', { name: 'Send new orders to vendors automatically' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    try {
      const customer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
      await customer.goto('/')
      await registerCustomer(customer, 'waits-to-send', 'Meera Pillai')
      const { orderNo } = await placeCodOrderFrom(customer, SELLERS)

      await admin.goto('/admin')
      const waiting = admin.getByRole('link', { name: /Orders to send to sellers/ })
      await expect(waiting).toContainText(/[1-9]\d* orders? waiting/)
      await waiting.click()
      await expect(admin).toHaveURL(/\/admin\/orders\?forwarding=waiting$/)
      await expect(admin.getByRole('combobox', { name: 'Sent to sellers' })).toHaveValue('waiting')
      await admin.getByRole('link', { name: orderNo }).first().click()
      await expect(admin).toHaveURL(new RegExp(`/admin/order/${orderNo}$`))
      for (const seller of SELLERS) {
        await expect(
          admin.getByRole('region', { name: seller }).getByRole('button', { name: 'Send to Vendor' }),
        ).toBeEnabled()
      }
      await admin.getByRole('button', { name: 'Send to all sellers' }).click()
      await expect(admin.getByText('Sent to 2 sellers')).toBeVisible()
      for (const seller of SELLERS) {
        await expect(
          admin.getByRole('region', { name: seller }).getByRole('button', { name: 'Already sent' }),
        ).toBeDisabled()
      }
      // No longer waiting.
      await admin.goto('/admin/orders?forwarding=waiting')
      await expect(admin.getByRole('link', { name: orderNo })).toHaveCount(0)
    } finally {
      // The shop's default again, for the journeys after this one.
      await admin.goto('/admin')
      const again = admin.getByRole('switch', { name: 'Send new orders to vendors automatically' })
      if ((await again.getAttribute('aria-checked')) === 'false') await again.click()
      await expect(again).toHaveAttribute('aria-checked', 'true')
    }
  })
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
