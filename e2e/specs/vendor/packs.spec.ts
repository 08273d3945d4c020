import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD, signInAdmin, signInVendor } from '../../fixtures/accounts'
import { registerCustomer } from '../../fixtures/checkout'
import { expectHeaderCount } from '../../fixtures/shop'

// Issue 44 (docs/decisions/044-variants.md): a third option of the seller's own kind, and a size
// chart. Socks sold singly and as a pack of 3, each its own variant: a guest reads the chart, puts
// both in the cart as two lines, named by the pack, and they stay two lines when the guest signs up.
test('a seller sells socks singly and in a pack of 3, with a size chart; a shopper buys both as two lines', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = Date.now().toString(36)
  const name = `Cotton Ankle Socks ${suffix}`
  const seller = await (await browser.newContext()).newPage()
  const admin = await (await browser.newContext()).newPage()

  await signInVendor(seller, 'orders@jaipurweaves.example.com', DEMO_PASSWORD)
  await seller.goto('/vendor/products/new')
  await seller.getByLabel('Product name', { exact: true }).fill(name)
  await seller.getByLabel('Description').fill('Combed cotton ankle socks, free size.')
  await seller.getByLabel('Category', { exact: true }).selectOption({ label: 'Fashion' })
  await seller.getByLabel('Price (₹)').fill('199')
  await seller.getByLabel('Stock').fill('10')
  await seller.getByLabel('HSN code').fill('6115')
  await seller.getByLabel('GST rate').selectOption('5%')
  await seller.getByLabel('Refund days').fill('7')
  await seller.getByRole('button', { name: 'Add Product' }).click()
  await expect(seller.getByText('Product created successfully')).toBeVisible()

  // Its variants: one option of the seller's own kind, Pack of 1 and 3, the pack at its own price.
  await seller.goto(`/vendor/products/edit/cotton-ankle-socks-${suffix}`)
  const grid = seller.getByRole('region', { name: 'Variants' })
  await grid.getByRole('button', { name: 'Add an option' }).click()
  await grid.getByLabel('Name of option 1').fill('Pack of')
  await grid.getByLabel('Kind of option 1').selectOption('other')
  for (const value of ['1', '3']) {
    await grid.getByRole('textbox', { name: 'Values of Pack of' }).fill(value)
    await grid.getByRole('textbox', { name: 'Values of Pack of' }).press('Enter')
  }
  await expect(grid.getByRole('row')).toHaveCount(3)
  await grid.getByLabel('Stock of 3').fill('4')
  await grid.getByLabel('Price of 3 (₹)').fill('499')
  await grid.getByRole('button', { name: 'Save variants' }).click()
  await expect(seller.getByText('Variants saved')).toBeVisible()

  // A size chart for its one size: the foot length it fits, in centimetres.
  const chart = seller.getByRole('region', { name: 'Size chart' })
  await chart.getByLabel('Size chart').selectOption('table')
  for (const [box, value] of [
    ['Measurements', 'Foot length'],
    ['Sizes in the chart', 'Free size'],
  ] as const) {
    await chart.getByRole('textbox', { name: box }).fill(value)
    await chart.getByRole('textbox', { name: box }).press('Enter')
  }
  await chart.getByLabel('Unit').selectOption('cm')
  await chart.getByLabel('Foot length of Free size (cm)').fill('23–26')
  await chart.getByRole('button', { name: 'Save size chart' }).click()
  await expect(seller.getByText('Size chart saved')).toBeVisible()

  await signInAdmin(admin)
  await admin.goto('/admin/products/pending')
  await admin.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)

  // A guest picks the pack of 3, then the single pair: two lines, each at its own price.
  await page.goto(`/product/cotton-ankle-socks-${suffix}`)
  await page.getByRole('button', { name: 'Size chart' }).click()
  const sizeChart = page.getByRole('dialog', { name: 'Size chart' })
  await expect(sizeChart.getByRole('columnheader', { name: 'Foot length (cm)' })).toBeVisible()
  await expect(sizeChart.getByRole('row', { name: 'Free size 23–26' })).toBeVisible()
  await sizeChart.getByRole('button', { name: 'Close', exact: true }).click()
  const packs = page.getByRole('group', { name: /^Pack of/ })
  await packs.getByText('3', { exact: true }).click()
  await expect(page).toHaveURL(/\?variant=/)
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expectHeaderCount(page, 1)
  await packs.getByText('1', { exact: true }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expectHeaderCount(page, 2)

  await page.goto('/cart')
  const three = page.getByRole('listitem', { name: `${name} (Pack of 3)`, exact: true })
  const single = page.getByRole('listitem', { name: `${name} (Pack of 1)`, exact: true })
  await expect(three).toContainText('Pack of: 3')
  await expect(three).toContainText('₹499')
  await expect(single).toContainText('₹199')

  // Signed up, the cart is the customer's: still two lines.
  await registerCustomer(page, 'socks', 'Kavya Menon')
  await page.reload()
  await expect(three).toBeVisible()
  await expect(single).toBeVisible()
  await expectHeaderCount(page, 2)
  const cart = await page.request.get('/api/cart')
  expect(((await cart.json()) as { lines: unknown[] }).lines).toHaveLength(2)
})
