import { randomUUID } from 'node:crypto'
import { expect, test } from '../../fixtures/test'
import { signInAdmin } from '../../fixtures/accounts'
import { addProductToCart, registerCustomer } from '../../fixtures/checkout'

test('the admin fixes a planted "paid at Razorpay, unpaid in Haat" from the Reconciliation page', async ({
  browser,
  page,
}) => {
  // A customer pays at the gateway, but Haat never hears of it (the window was closed before the callback).
  await page.goto('/')
  await registerCustomer(page, 'reconcile', 'Tara Bose')
  await addProductToCart(page)
  const placed = await page.request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Tara Bose',
        email: 'tara@example.com',
        phone: '9833344455',
        street: '5 Lake Road',
        city: 'Kolkata',
        state: 'West Bengal',
        pin: '700029',
      },
      paymentMethod: 'razorpay',
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { orderNo } = (await placed.json()) as { orderNo: string }
  const intent = (await (await page.request.post(`/api/orders/${orderNo}/payment`)).json()) as { order_id: string }
  const paid = await page.request.post(`/api/payments/sandbox/${intent.order_id}/pay`, { data: { outcome: 'success' } })
  expect(paid.ok()).toBe(true)
  await page.goto(`/orders/${orderNo}`)
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible()

  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  await admin.getByRole('link', { name: 'Reconciliation' }).first().click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible()
  await admin.getByRole('button', { name: 'Run now' }).click()
  await expect(admin.getByRole('heading', { name: /^Reconciliation of \d{4}-\d{2}-\d{2}$/ })).toBeVisible()
  const mismatch = admin.getByRole('list', { name: 'Mismatches' }).getByRole('listitem').filter({ hasText: orderNo })
  await expect(mismatch.getByText('Paid at Razorpay, unpaid in Haat')).toBeVisible()
  await mismatch.getByRole('button', { name: `Confirm in Haat: ${orderNo}` }).click()
  const dialog = admin.getByRole('dialog', { name: 'Confirm in Haat?' })
  await dialog.getByRole('button', { name: 'Fix' }).click()
  await expect(mismatch.getByText(/^Fixed /)).toBeVisible()
  await admin.close()

  await page.reload()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
})
