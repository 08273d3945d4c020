import { expect, test } from '@playwright/test'
import { DEMO, signInVendor } from '../../fixtures/accounts'
import { addSellersProducts, payOnlineThroughSandbox, registerCustomer } from '../../fixtures/checkout'
import { sendToSeller } from '../../fixtures/delivery'

const TECH = 'TechBazaar Electronics'

test('a seller sees what a delivered order earned: commission, GST on it, TCS and TDS, pending until the return window closes', async ({
  browser,
  page,
}) => {
  await page.goto('/')
  await registerCustomer(page, 'earnings', 'Kavya Menon')
  await addSellersProducts(page, [TECH])
  const orderNo = await payOnlineThroughSandbox(page)
  await sendToSeller(browser, orderNo, DEMO.vendor, [
    { status: 'processing' },
    { status: 'shipped', courierName: 'Delhivery', trackingNumber: 'DL5550001IN' },
    { status: 'delivered' },
  ])

  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  await seller.getByRole('link', { name: 'Payments' }).first().click()
  await expect(seller.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  const sale = seller.getByLabel(`Delivered · order ${orderNo}`)
  await expect(sale).toBeVisible()
  for (const part of ['Sale', 'Commission', 'GST on commission and fee', 'TCS (GST)', 'TDS (income tax)']) {
    await expect(sale.getByText(part, { exact: true })).toBeVisible()
  }
  await expect(sale.getByText('Your earnings')).toBeVisible()
  // Electronics' return window is still open: the money is pending, not yet payable.
  const balance = seller.getByRole('region', { name: 'Balance' })
  await expect(balance.getByText('Pending')).toBeVisible()
  await expect(balance.getByText(/^₹[1-9]/).first()).toBeVisible()
})
