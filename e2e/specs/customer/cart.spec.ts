import { expect, test } from '../../fixtures/test'
import { registerCustomerViaApi, signInCustomer, uniqueEmail } from '../../fixtures/accounts'
import { cartLine, expectHeaderCount, findSizedProducts, openProductWithOptions } from '../../fixtures/shop'
import { formatPaise } from '@haat/shared/money'

test('a guest fills a cart, keeps it over a reload, edits it, and finds it merged into the account at sign-in', async ({
  page,
  browser,
  request,
}) => {
  // A long journey (cart, reload, edits, sign-in merge): 34–35 s on a busy machine, past the 30 s default.
  test.setTimeout(90_000)
  const [kurta, shirt, waiting] = await findSizedProducts(request, 3)
  const [kurtaSize, shirtSize] = [kurta!.sizes[0]!, shirt!.sizes[1]!]

  // A customer whose server cart already holds a product, prepared in another browser.
  const email = uniqueEmail('cart-merge')
  const password = 'Cart-pass-1'
  const elsewhere = await browser.newContext()
  await registerCustomerViaApi(elsewhere.request, email, password)
  const added = await elsewhere.request.post('/api/cart/lines', {
    data: { productId: waiting!.id, color: waiting!.colors[0] ?? null, size: waiting!.sizes[0], quantity: 1 },
  })
  expect(added.status(), await added.text()).toBe(201)
  await elsewhere.close()

  // A second tab of the same browser shows the same count throughout.
  const otherTab = await page.context().newPage()
  await otherTab.goto('/')
  await expectHeaderCount(otherTab, 0)

  // As a guest: two products, in different sizes.
  await openProductWithOptions(page, kurta!, kurtaSize)
  await expectHeaderCount(page, 0)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart')).toBeVisible()
  await expectHeaderCount(page, 1)
  await expect(page.getByText('Cart and wishlist open soon.')).toHaveCount(0)

  await openProductWithOptions(page, shirt!, shirtSize)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expectHeaderCount(page, 2)
  await expectHeaderCount(otherTab, 2)

  // The cart lives in this browser: it survives a reload.
  await page.goto('/cart')
  await page.reload()
  await expectHeaderCount(page, 2)
  const kurtaLine = cartLine(page, kurta!, kurtaSize)
  const shirtLine = cartLine(page, shirt!, shirtSize)
  await expect(kurtaLine).toBeVisible()
  await expect(shirtLine).toBeVisible()
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled()

  // Quantities: minus stops at 1, plus adds; the header follows at once.
  await expect(kurtaLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
  await kurtaLine.getByRole('button', { name: 'Increase quantity' }).click()
  await kurtaLine.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(kurtaLine.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
  await expectHeaderCount(page, 4)
  // As the shop writes it: whole rupees without .00.
  const lineTotal = formatPaise(kurta!.unitPricePaise * 3)
  await expect(kurtaLine.getByText(lineTotal)).toBeVisible()

  // Remove one line.
  await shirtLine.getByRole('button', { name: /^Remove / }).click()
  await expect(page.getByText('Item removed')).toBeVisible()
  await expect(shirtLine).toHaveCount(0)
  await expectHeaderCount(page, 3)
  await expectHeaderCount(otherTab, 3)
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[])
  expect(stored).toEqual([expect.objectContaining({ productId: kurta!.id, size: kurtaSize, quantity: 3 })])

  // Sign in: the guest cart joins the customer's server cart, and the browser forgets its copy.
  await signInCustomer(page, email, password)
  await expectHeaderCount(page, 4)
  await expectHeaderCount(otherTab, 4)
  await page.goto('/cart')
  await expect(cartLine(page, kurta!, kurtaSize).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
  await expect(cartLine(page, waiting!, waiting!.sizes[0]!)).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2)
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull()
  await page.reload()
  await expectHeaderCount(page, 4)

  // Signed in, changes go to the server: the count stays right after a reload.
  await cartLine(page, waiting!, waiting!.sizes[0]!).getByRole('button', { name: 'Increase quantity' }).click()
  await expectHeaderCount(page, 5)
  await expectHeaderCount(otherTab, 5)
  await page.reload()
  await expectHeaderCount(page, 5)

  // Signing out leaves an empty guest cart.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('Logged Out')).toBeVisible()
  await expectHeaderCount(page, 0)
  await page.goto('/cart')
  await expect(page.getByText('Your cart is empty')).toBeVisible()
})
