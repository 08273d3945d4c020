import { expect, test } from '../../fixtures/test'
import { signInVendor } from '../../fixtures/accounts'
import { DEMO_PHONE } from '../../fixtures/shop'

/** The demo seller's defaults, put back whatever happens: other journeys buy its phone everywhere. */
const EVERYWHERE = { area: 'india', dispatchDays: 2, cod: true }

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
    const found = await page.request.get(`/api/products?search=${encodeURIComponent('Galaxy M35')}`)
    const slug = ((await found.json()) as { data: { slug: string; name: string }[] }).data.find(
      (p) => p.name === DEMO_PHONE,
    )?.slug
    expect(slug).toBeDefined()
    await page.goto(`/product/${slug}`)
    const pin = page.getByRole('textbox', { name: 'Deliver to' })
    const check = page.getByRole('button', { name: 'Check' })

    await pin.fill('560001')
    await check.click()
    await expect(page.getByText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible()
    await expect(page.getByText('Cash on delivery available')).toBeVisible()

    await pin.fill('110001') // Delhi, but excluded
    await check.click()
    await expect(page.getByText('Not deliverable to 110001')).toBeVisible()
    await pin.fill('302001') // Rajasthan: not a chosen state
    await check.click()
    await expect(page.getByText('Not deliverable to 302001')).toBeVisible()

    // The PIN is remembered for the next product page.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Deliver to' })).toHaveValue('302001')
    await expect(page.getByText('Not deliverable to 302001')).toBeVisible()
  } finally {
    expect((await seller.request.put('/api/vendor/delivery', { data: EVERYWHERE })).status()).toBe(200)
  }
})
