import { expect, test } from '../../fixtures/test'
import { registerCustomerViaApi, signInCustomer, uniqueEmail } from '../../fixtures/accounts'
import { expectHeaderCount, findSizedProducts, openProductWithOptions } from '../../fixtures/shop'

test('a customer saves products to the wishlist (also as a guest before signing in) and moves one to the cart', async ({
  page,
  browser,
  request,
}) => {
  const [saree, kurta] = await findSizedProducts(request, 2)
  const email = uniqueEmail('wishlist')
  const password = 'Wish-pass-1'
  const elsewhere = await browser.newContext()
  await registerCustomerViaApi(elsewhere.request, email, password)
  await elsewhere.close()

  // As a guest, a product is saved in this browser.
  await openProductWithOptions(page, saree!, saree!.sizes[0]!)
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByText('Added to wishlist')).toBeVisible()
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeDisabled()

  // Signing in brings it along.
  await signInCustomer(page, email, password)
  await page.goto('/profile?tab=wishlist')
  const wishlist = page.getByRole('tabpanel', { name: 'Wishlist' })
  await expect(wishlist.getByRole('listitem', { name: saree!.name })).toBeVisible()

  // Signed in, from the product page: the button turns to "In Wishlist".
  await openProductWithOptions(page, kurta!, kurta!.sizes[1]!)
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByText('Added to wishlist')).toBeVisible()
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toBeDisabled()
  await expectHeaderCount(page, 0)

  // Move to Cart from the profile: the cart count follows, the item leaves the wishlist.
  await page.goto('/profile?tab=wishlist')
  const item = wishlist.getByRole('listitem', { name: kurta!.name })
  await expect(item).toBeVisible()
  await expect(item.getByText(`Size: ${kurta!.sizes[1]}`)).toBeVisible()
  await item.getByRole('button', { name: `Move to Cart: ${kurta!.name}` }).click()
  await expect(page.getByText('Moved to Cart')).toBeVisible()
  await expect(item).toHaveCount(0)
  await expectHeaderCount(page, 1)

  // Remove the other one.
  await wishlist.getByRole('button', { name: `Remove ${saree!.name} from Wishlist` }).click()
  await expect(page.getByText('Removed from Wishlist')).toBeVisible()
  await expect(wishlist.getByText('Your wishlist is empty.')).toBeVisible()

  // The moved product is in the cart with the size saved on the wishlist.
  await page.goto('/cart')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('main').getByText(`Size: ${kurta!.sizes[1]}`)).toBeVisible()
})
