import { readFile } from 'node:fs/promises'
import { expect, test } from '../../fixtures/test'
import { DEMO_PASSWORD, signInAdmin, signInVendor } from '../../fixtures/accounts'
import { payOnlineThroughSandbox, registerCustomer } from '../../fixtures/checkout'
import { confirmReceipt, sendToSeller } from '../../fixtures/delivery'
import { pngFile } from '../../fixtures/images'
import { pdfText } from '../../../apps/server/test/pdf-text'

const JAIPUR_EMAIL = 'orders@jaipurweaves.example.com'
const DELIVER: Record<string, string | boolean>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '4440001000044' },
  { status: 'delivered', cashCollected: true },
]

// Issue 44 (docs/decisions/044-variants.md): a kurta in four sizes and two colours, each variant
// with its own stock and price, each colour with its own photo; bought as "M, Blue" and named so
// on the seller's order, the invoice and the return dialog.
test('a seller lists a kurta in sizes and colours; a shopper buys M Blue; every page names it "M, Blue"', async ({
  browser,
  page,
}) => {
  // Four people, two uploads and a sandbox payment.
  test.setTimeout(150_000)
  const suffix = Date.now().toString(36)
  const name = `Indigo Block Print Kurta ${suffix}`
  const seller = await (await browser.newContext()).newPage()
  const admin = await (await browser.newContext()).newPage()

  // The seller lists it with sizes S–XL, colours Blue and Red, and a photo of each colour.
  await signInVendor(seller, JAIPUR_EMAIL, DEMO_PASSWORD)
  await seller.goto('/vendor/products/new')
  await seller.getByLabel('Product name', { exact: true }).fill(name)
  await seller.getByLabel('Description').fill('Hand block-printed cotton kurta from Bagru, dyed with indigo.')
  await seller.getByLabel('Category', { exact: true }).selectOption({ label: 'Fashion' })
  await seller.getByLabel('Price (₹)').fill('899')
  await seller.getByLabel('MRP (₹)').fill('1299')
  await seller.getByLabel('Stock').fill('5')
  await seller.getByLabel('HSN code').fill('6211')
  await seller.getByLabel('GST rate').selectOption('5%')
  await seller.getByLabel('Refund days').fill('10')
  for (const size of ['S', 'M', 'L', 'XL']) {
    await seller.getByRole('textbox', { name: 'Sizes' }).fill(size)
    await seller.getByRole('textbox', { name: 'Sizes' }).press('Enter')
  }
  for (const colour of ['Blue', 'Red']) {
    await seller.getByRole('textbox', { name: 'Colours' }).fill(colour)
    await seller.getByRole('textbox', { name: 'Colours' }).press('Enter')
  }
  await seller
    .getByRole('group', { name: 'Product images' })
    .locator('input[type=file]')
    .setInputFiles([await pngFile('blue.png', '#1d3fb5'), await pngFile('red.png', '#b51d1d')])
  await expect(seller.getByRole('button', { name: 'Remove image 2' })).toBeVisible({ timeout: 20_000 })
  await seller.getByRole('button', { name: 'Add Product' }).click()
  await expect(seller.getByText('Product created successfully')).toBeVisible()

  // Its variants open next: XL Blue is sold out, M Blue costs more, each photo shows its colour.
  await expect(seller).toHaveURL(/\/vendor\/products\/edit\/indigo-block-print-kurta-.*#variants$/)
  const grid = seller.getByRole('region', { name: 'Variants' })
  await expect(grid.getByRole('row')).toHaveCount(9)
  await grid.getByLabel('Stock of XL, Blue').fill('0')
  await grid.getByLabel('Price of M, Blue (₹)').fill('949')
  await grid.getByLabel('Colour of photo 1').selectOption('Blue')
  await grid.getByLabel('Colour of photo 2').selectOption('Red')
  await grid.getByRole('button', { name: 'Save variants' }).click()
  await expect(seller.getByText('Variants saved')).toBeVisible()

  await signInAdmin(admin)
  await admin.goto('/admin/products/pending')
  await admin.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)

  // The shopper: XL is greyed out for Blue; M Blue shows the blue photo alone and its own price.
  await page.goto('/')
  await registerCustomer(page, 'kurta', 'Ananya Rathore')
  await page.goto(`/product/indigo-block-print-kurta-${suffix}`)
  await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toBeVisible()
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByText('Blue', { exact: true })
    .click()
  await expect(page.getByRole('radio', { name: /^XL ?, sold out$/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0)
  await expect(page.getByRole('group', { name: `${name}: photos` }).getByRole('img', { name })).toBeVisible()
  await page.getByRole('group', { name: /^Size/ }).getByText('M', { exact: true }).click()
  await expect(page).toHaveURL(/\?variant=/)
  await expect(
    page
      .locator('p')
      .filter({ hasText: /^Price\s*₹949/ })
      .first(),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1')
  const orderNo = await payOnlineThroughSandbox(page)

  // The seller's order names the variant; so do the invoice and the return dialog.
  const vendorOrderId = await sendToSeller(browser, orderNo, JAIPUR_EMAIL, DELIVER)
  await confirmReceipt(page.request, orderNo)
  await seller.goto(`/vendor/orders/${vendorOrderId}`)
  await expect(seller.getByText(/M, Blue/).first()).toBeVisible()

  await page.goto(`/orders/${orderNo}`)
  const part = page.getByRole('region', { name: 'Sold by Jaipur Weaves & Crafts' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    part.getByRole('link', { name: /^Tax invoice / }).click(),
  ])
  expect(await pdfText(await readFile(await download.path()))).toContain(`${name} (M, Blue)`)

  await page.getByRole('button', { name: 'Return items' }).click()
  await expect(page.getByRole('dialog', { name: 'Return items' })).toContainText('M, Blue')
})
