import { expect, test } from '../../fixtures/test'
import { addProductToCart, confirmedOrderNo, fillNewAddress, registerCustomer } from '../../fixtures/checkout'

// On a phone the shipping form is longer than the screen: its button is at the bottom, and the
// next step used to open with the window still down there, on the order summary.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone each checkout step opens at its heading, which has the focus', async ({ page }) => {
  await registerCustomer(page, 'phonecheckout')
  await addProductToCart(page)
  await page.goto('/checkout')
  const shipping = page.getByRole('heading', { name: 'Shipping details' })
  await expect(shipping).toBeVisible()
  // Arriving is not moving: the page starts at its top, the focus where the browser put it.
  await expect(shipping).not.toBeFocused()

  await fillNewAddress(page)
  const next = page.getByRole('button', { name: 'Continue to Payment' })
  await next.scrollIntoViewIfNeeded()
  await next.click()
  const payment = page.getByRole('heading', { name: 'Payment method' })
  await expect(payment).toBeFocused()
  await expect(payment).toBeInViewport({ ratio: 1 })
  // Once the smooth scroll has settled: below the sticky header, not behind it.
  const header = await page.getByRole('banner').boundingBox()
  await expect.poll(async () => (await payment.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height)

  await page.getByRole('button', { name: 'Back to shipping' }).click()
  await expect(shipping).toBeFocused()
  await expect(shipping).toBeInViewport({ ratio: 1 })

  await next.scrollIntoViewIfNeeded()
  await next.click()
  await expect(payment).toBeFocused()
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await confirmedOrderNo(page)
  const confirmed = page.getByRole('heading', { name: 'Order Confirmed' })
  await expect(confirmed).toBeFocused()
  await expect(confirmed).toBeInViewport({ ratio: 1 })
})

test('with reduced motion the step is there at once, without a smooth scroll', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await registerCustomer(page, 'phonecalm')
  await addProductToCart(page)
  await page.goto('/checkout')
  await fillNewAddress(page)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  const payment = page.getByRole('heading', { name: 'Payment method' })
  await expect(payment).toBeFocused()
  // No animation to wait for: in view in the same frame as it took the focus.
  expect(
    await payment.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    }),
  ).toBe(true)
})
