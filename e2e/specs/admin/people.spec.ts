import { randomUUID } from 'node:crypto'
import { expect, test } from '../../fixtures/test'
import { signInAdmin } from '../../fixtures/accounts'
import { addProductToCart, registerCustomer } from '../../fixtures/checkout'

test('the admin deletes a customer: the account is erased, its order stays on record without the personal data', async ({
  page,
  browser,
}) => {
  // A customer with an order, placed through the API in its own browser.
  const shopper = await (await browser.newContext()).newPage()
  await shopper.goto('/')
  const name = `Kavya Menon ${randomUUID().slice(0, 6)}`
  const email = await registerCustomer(shopper, 'erase', name)
  await addProductToCart(shopper)
  const placed = await shopper.request.post('/api/orders', {
    data: {
      shipping: {
        name,
        email,
        phone: '9811122233',
        street: '5 Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        pin: '682031',
      },
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { orderNo } = (await placed.json()) as { orderNo: string }

  await signInAdmin(page)
  await page.goto('/admin/customers')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(name)
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  // It asks first; Cancel changes nothing.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Customer deleted')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)

  // The customer is signed out everywhere.
  expect((await shopper.request.get('/api/account')).status()).toBe(401)

  // The order is still there for the admin, without the name, e-mail or phone.
  await page.goto('/admin/orders')
  await page.getByRole('searchbox').first().fill(orderNo)
  await page.getByRole('searchbox').first().press('Enter')
  await page.getByRole('link', { name: orderNo }).first().click()
  await expect(page).toHaveURL(new RegExp(`/admin/order/${orderNo}$`))
  const customer = page.getByRole('region', { name: 'Customer' })
  await expect(customer).toContainText('Deleted customer')
  await expect(customer).toContainText('Erased')
  await expect(page.getByText(email)).toHaveCount(0)
  await expect(page.getByText(name)).toHaveCount(0)
  await expect(page.getByText('Kochi, Kerala 682031')).toBeVisible()
})
