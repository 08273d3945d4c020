import { type Page, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInCustomer, signInVendor } from '../../fixtures/accounts'
import { addSellersProducts, fillNewAddress } from '../../fixtures/checkout'
import { DEMO_PHONE } from '../../fixtures/shop'

/** The demo seller's defaults, put back whatever happens: other journeys buy its phone everywhere. */
const EVERYWHERE = { area: 'india', dispatchDays: 2, cod: true }

async function phoneSlug(page: Page): Promise<{ id: string; slug: string }> {
  const found = await page.request.get(`/api/products?search=${encodeURIComponent('Galaxy M35')}`)
  const phone = ((await found.json()) as { data: { id: string; slug: string; name: string }[] }).data.find(
    (p) => p.name === DEMO_PHONE,
  )
  expect(phone).toBeDefined()
  return phone!
}

test('a seller delivers to chosen states only; a shopper checks PIN codes on its product page', async ({
  browser,
  page,
}) => {
  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  try {
    await seller.goto('/vendor/settings')
    const delivery = seller.getByRole('region', { name: 'Delivery' })
    await delivery.getByLabel('Where you deliver').selectOption('states')
    await delivery.getByRole('checkbox', { name: 'Karnataka' }).check()
    await delivery.getByRole('checkbox', { name: 'Delhi' }).check()
    const excluded = delivery.getByRole('textbox', { name: 'PIN prefixes you never deliver to' })
    await excluded.fill('110001')
    await excluded.press('Enter')
    await delivery.getByLabel('Dispatch time').selectOption('1')
    await delivery.getByRole('button', { name: 'Save delivery settings' }).click()
    await expect(seller.getByText('Delivery settings saved')).toBeVisible()
    await seller.reload()
    await expect(
      seller.getByRole('region', { name: 'Delivery' }).getByRole('checkbox', { name: 'Karnataka' }),
    ).toBeChecked()

    // The shopper, on the seller's phone.
    await page.goto(`/product/${(await phoneSlug(page)).slug}`)
    const pin = page.getByRole('textbox', { name: 'Deliver to' })
    const check = page.getByRole('button', { name: 'Check' })
    // The box's answer (the buy buttons say it too, disabled).
    const answer = page.getByRole('region', { name: 'Deliver to' })

    await pin.fill('560001')
    await check.click()
    await expect(page.getByText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible()
    await expect(page.getByText('Cash on delivery available')).toBeVisible()

    await pin.fill('110001') // Delhi, but excluded
    await check.click()
    await expect(answer.getByText('Not deliverable to 110001')).toBeVisible()
    await pin.fill('302001') // Rajasthan: not a chosen state
    await check.click()
    await expect(answer.getByText('Not deliverable to 302001')).toBeVisible()

    // The PIN is remembered for the next product page.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Deliver to' })).toHaveValue('302001')
    await expect(answer.getByText('Not deliverable to 302001')).toBeVisible()
  } finally {
    expect((await seller.request.put('/api/vendor/delivery', { data: EVERYWHERE })).status()).toBe(200)
  }
})

test('the cart and checkout name the line that cannot be delivered, and let the shopper choose another address', async ({
  browser,
  page,
}) => {
  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  // Not to Delhi's 1100…, where the demo customer's saved address is; cash only outside Karnataka.
  const saved = await seller.request.put('/api/vendor/delivery', {
    data: { area: 'india', excludedPinPrefixes: ['1100'], dispatchDays: 1, cod: true, codExcludedPinPrefixes: ['56'] },
  })
  expect(saved.status()).toBe(200)
  await signInCustomer(page, DEMO.customer, DEMO_PASSWORD)
  try {
    const phone = await phoneSlug(page)
    const detail = (await (await page.request.get(`/api/products/${phone.slug}`)).json()) as { colors: string[] }
    const added = await page.request.post('/api/cart/lines', {
      data: { productId: phone.id, color: detail.colors[0] ?? null, size: null, quantity: 1 },
    })
    expect(added.ok(), await added.text()).toBe(true)
    const kurta = await addSellersProducts(page, ['Jaipur Weaves & Crafts'])

    // The cart promises for the saved address's PIN, line by line, and names the one that blocks.
    await page.goto('/cart')
    await expect(page.getByRole('textbox', { name: 'Deliver to' })).toHaveValue('110024')
    await expect(
      page.getByText(
        '1 item cannot be delivered to PIN 110024. Remove it, or deliver to another PIN code at checkout.',
      ),
    ).toBeVisible()
    const phoneLine = page.getByRole('listitem').filter({ hasText: DEMO_PHONE })
    await expect(phoneLine.getByText('Not deliverable to 110024')).toBeVisible()
    const kurtaLine = page.getByRole('listitem').filter({ hasText: kurta['Jaipur Weaves & Crafts'] })
    await expect(kurtaLine.getByText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible()
    // Another PIN: every line has a date.
    await page.getByRole('textbox', { name: 'Deliver to' }).fill('560038')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(page.getByText('Delivering to 560038: each item shows its date.')).toBeVisible()
    await expect(phoneLine.getByText(/^Delivery by /)).toBeVisible()

    await page.goto('/checkout')
    // The saved address (New Delhi, 110024) first.
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByText('TechBazaar Electronics does not deliver to PIN 110024.')).toBeVisible()
    await expect(page.getByText('Some items cannot be delivered to this address.', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: /Place Order|Proceed to Payment/ })).toBeDisabled()

    // Another address: Bengaluru, where the seller delivers but takes no cash.
    await page.getByRole('button', { name: 'Back to shipping' }).click()
    await fillNewAddress(page)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(
      page.getByText(/^TechBazaar Electronics: delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled()
    await expect(
      page.getByText(
        'Not available for this order: TechBazaar Electronics does not take cash on delivery at PIN 560038.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled()
  } finally {
    expect((await page.request.delete('/api/cart')).ok()).toBe(true)
    expect((await seller.request.put('/api/vendor/delivery', { data: EVERYWHERE })).status()).toBe(200)
  }
})
