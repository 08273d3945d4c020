import { expect, test } from '../../fixtures/test'
import { signInAdmin, signInVendor } from '../../fixtures/accounts'
import { pngFile } from '../../fixtures/images'

test('a vendor lists a product with two images; the admin approves it; shoppers find it; the vendor updates it', async ({
  browser,
}) => {
  // Three people and two image uploads (each re-encoded to WebP widths): past 30 s on a busy machine.
  test.setTimeout(90_000)
  const name = `Handloom Ikat Cushion Cover ${Date.now().toString(36)}`
  const vendor = await (await browser.newContext()).newPage()
  const admin = await (await browser.newContext()).newPage()
  const shopper = await (await browser.newContext()).newPage()

  // The demo vendor creates the product with two uploaded images.
  await signInVendor(vendor)
  await vendor.goto('/vendor/products')
  await vendor.getByRole('link', { name: 'Add New Product' }).click()
  await vendor.getByLabel('Product name', { exact: true }).fill(name)
  await expect(vendor.getByLabel('Slug')).toHaveValue(/^handloom-ikat-cushion-cover-/)
  await vendor.getByLabel('Price (₹)').fill('649')
  await vendor.getByLabel('HSN code').fill('6913')
  await vendor.getByLabel('GST rate').selectOption('5%')
  await vendor.getByLabel('MRP (₹)').fill('899')
  await vendor.getByLabel('Description').fill('Hand-woven ikat cotton cushion cover from Pochampally, 16 x 16 inches.')
  await vendor.getByLabel('Category', { exact: true }).selectOption({ label: 'Home & Kitchen' })
  await vendor.getByLabel('Subcategory').selectOption({ index: 1 })
  await vendor.getByLabel('Brand').fill('Pochampally Weaves')
  await vendor.getByLabel('Stock').fill('25')
  await vendor
    .getByRole('group', { name: 'Product images' })
    .locator('input[type=file]')
    .setInputFiles([await pngFile('front.png', '#b5651d'), await pngFile('back.png', '#1d6fb5')])
  await expect(vendor.getByRole('button', { name: 'Remove image 2' })).toBeVisible({ timeout: 20_000 })
  await vendor.getByRole('button', { name: 'Add Product' }).click()
  await expect(vendor.getByText('Product created successfully')).toBeVisible()
  await expect(vendor).toHaveURL(/\/vendor\/products/)
  const row = vendor
    .getByRole('row', { name: new RegExp(name) })
    .or(vendor.getByRole('article').filter({ hasText: name }))
  await expect(row.first()).toContainText(/pending/i)

  // Not in the shop until approved.
  await shopper.goto(`/products?search=${encodeURIComponent('ikat cushion')}`)
  await expect(shopper.getByRole('link', { name })).toHaveCount(0)

  // The admin approves it.
  await signInAdmin(admin)
  await admin.goto('/admin/products/pending')
  await admin.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(admin.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)

  // It appears on its category page and in search.
  await shopper.goto('/category/home-and-kitchen?sort=newest')
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible()
  await shopper.goto(`/products?search=${encodeURIComponent('ikat cushion')}`)
  await expect(shopper.getByRole('link', { name }).first()).toBeVisible()

  // The vendor marks it out of stock and edits its price.
  await vendor.reload()
  const stock = vendor.getByRole('switch', { name: `${name} in stock` }).first()
  await expect(stock).toHaveAttribute('aria-checked', 'true')
  await stock.click()
  await expect(stock).toHaveAttribute('aria-checked', 'false')
  await vendor
    .getByRole('link', { name: `Edit ${name}` })
    .first()
    .click()
  await vendor.getByLabel('Price (₹)').fill('599')
  await vendor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(vendor.getByText('Product updated successfully')).toBeVisible()

  // Shoppers see the new price and the out-of-stock state; a price edit needs no new review.
  await shopper.goto(`/products?search=${encodeURIComponent('ikat cushion')}`)
  const card = shopper.getByRole('article').filter({ hasText: name }).first()
  await expect(card).toContainText('₹599')
  await expect(card).toContainText(/out of stock/i)
})

test('the admin adds a category with a subcategory and deletes an empty one', async ({ page }) => {
  const suffix = Date.now().toString(36)
  await signInAdmin(page)
  await page.goto('/admin/category')
  await page.getByLabel('Category name', { exact: true }).fill(`Handicrafts ${suffix}`)
  await page.getByLabel('Category name', { exact: true }).blur()
  await expect(page.getByLabel('Category slug', { exact: true })).toHaveValue(`handicrafts-${suffix}`)
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByRole('button', { name: `Delete category Handicrafts ${suffix}` })).toBeVisible()

  await page.getByLabel('Parent category').selectOption({ label: `Handicrafts ${suffix}` })
  await page.getByLabel('Subcategory name').fill('Dhokra Metal Craft')
  await page.getByLabel('Subcategory name').blur()
  await expect(page.getByLabel('Subcategory slug')).toHaveValue('dhokra-metal-craft')
  await page.getByRole('button', { name: 'Add subcategory' }).click()
  await expect(page.getByRole('button', { name: 'Delete subcategory Dhokra Metal Craft' })).toBeVisible()

  // The header's category bar (public API) shows the new category.
  await page.goto('/')
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: `Handicrafts ${suffix}` }),
  ).toBeVisible()

  // Delete the empty subcategory, then the empty category; each asks first.
  await page.goto('/admin/category')
  await page.getByRole('button', { name: 'Delete subcategory Dhokra Metal Craft' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('button', { name: 'Delete subcategory Dhokra Metal Craft' })).toHaveCount(0)
  await page.getByRole('button', { name: `Delete category Handicrafts ${suffix}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('button', { name: `Delete category Handicrafts ${suffix}` })).toHaveCount(0)

  // A category that still holds products is refused with a reason.
  await page.getByRole('button', { name: 'Delete category Electronics' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/still has/)).toBeVisible()
})
