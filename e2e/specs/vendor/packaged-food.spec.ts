import { expect, test } from '../../fixtures/test'
import { signInAdmin, signInVendor } from '../../fixtures/accounts'

// Issue 44: a packaged food product cannot be saved without net quantity, maker and best-before,
// and its page shows the unit sale price (docs/decisions/045-listing-declarations.md).
test('packaged food needs its declarations; its page shows the unit sale price', async ({ browser }) => {
  test.setTimeout(90_000)
  const suffix = Date.now().toString(36)
  const category = `Packaged Food ${suffix}`
  const name = `Assam CTC Tea ${suffix}`
  const admin = await (await browser.newContext()).newPage()
  const vendor = await (await browser.newContext()).newPage()
  const shopper = await (await browser.newContext()).newPage()

  // The admin makes a category whose products must declare net quantity, maker and best before.
  await signInAdmin(admin)
  await admin.goto('/admin/category')
  const addCategory = admin.getByRole('form', { name: 'Add category' })
  await addCategory.getByLabel('Category name', { exact: true }).fill(category)
  await addCategory.getByLabel('Category name', { exact: true }).blur()
  await addCategory.getByLabel('Net quantity').check()
  await addCategory.getByLabel('Manufacturer (name and address)').check()
  await addCategory.getByLabel('Best before or expiry').check()
  await admin.getByRole('button', { name: 'Add category' }).click()
  const row = admin.getByRole('row').filter({ hasText: category })
  await expect(row).toContainText('Requires: Net quantity, Manufacturer (name and address), Best before or expiry')

  // The seller's form marks them; without them the product is refused, each error beside its box.
  await signInVendor(vendor)
  await vendor.goto('/vendor/products/new')
  await vendor.getByLabel('Product name', { exact: true }).fill(name)
  await vendor.getByLabel('Description').fill('Strong CTC tea from the gardens of Dibrugarh, packed airtight.')
  await vendor.getByLabel('Category', { exact: true }).selectOption({ label: category })
  await expect(vendor.getByLabel('Net quantity (required)')).toBeVisible()
  await expect(vendor.getByLabel("Manufacturer's name (required)")).toBeVisible()
  await expect(vendor.getByLabel('Best before or expiry (required)')).toBeVisible()
  await vendor.getByLabel('Price (₹)').fill('90')
  await vendor.getByLabel('MRP (₹)').fill('100')
  await vendor.getByLabel('HSN code').fill('0902')
  await vendor.getByLabel('GST rate').selectOption('5%')
  await vendor.getByRole('button', { name: 'Add Product' }).click()
  await expect(vendor.getByText('Failed to create product')).toBeVisible()
  await expect(vendor.getByLabel('Net quantity (required)')).toHaveAccessibleDescription(
    /Enter the net quantity: this category requires it\./,
  )
  await expect(vendor.getByLabel("Manufacturer's name (required)")).toHaveAccessibleDescription(
    "Enter the manufacturer's name and address: this category requires them.",
  )
  await expect(vendor.getByLabel('Best before or expiry (required)')).toHaveAccessibleDescription(
    /Enter the best before or expiry: this category requires it\./,
  )
  await expect(vendor.getByLabel('Net quantity (required)')).toHaveAttribute('aria-invalid', 'true')
  // What was typed is kept.
  await expect(vendor.getByLabel('Product name', { exact: true })).toHaveValue(name)

  await vendor.getByLabel('Net quantity (required)').fill('200')
  await vendor.getByLabel('Unit', { exact: true }).selectOption({ label: 'grams (g)' })
  await vendor.getByLabel("Manufacturer's name (required)").fill('Brahmaputra Tea Co.')
  await vendor.getByLabel("Manufacturer's address (required)").fill('Dibrugarh, Assam 786001')
  await vendor.getByLabel('Best before or expiry (required)').fill('12 months from packing')
  await vendor.getByRole('button', { name: 'Add Product' }).click()
  await expect(vendor.getByText('Product created successfully')).toBeVisible()

  // After approval its page shows the declarations and the unit sale price: ₹90 for 200 g.
  await admin.goto('/admin/products/pending')
  await admin.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)

  await shopper.goto(`/product/assam-ctc-tea-${suffix}`)
  const legal = shopper.getByRole('region', { name: 'Legal information' })
  await expect(legal).toContainText('Net quantity200 g')
  await expect(legal).toContainText('Unit sale price₹0.45 per g')
  await expect(legal).toContainText('ManufacturerBrahmaputra Tea Co., Dibrugarh, Assam 786001')
  await expect(legal).toContainText('Best before12 months from packing')
})
