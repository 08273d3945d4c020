import { type Page, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD, signInAdmin, signInVendor } from '../../fixtures/accounts'
import { payOnlineThroughSandbox, registerCustomer } from '../../fixtures/checkout'
import { confirmReceipt, sendToSeller } from '../../fixtures/delivery'

const NAMMA_MANE = 'Namma Mane Stores'
const NAMMA_MANE_EMAIL = 'hello@nammamane.example.com'
const DELIVER: Record<string, string | boolean>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '5550001000011' },
  { status: 'delivered', cashCollected: true },
]

/**
 * Puts a seeded product (by the start of its name) in the signed-in cart. Seeded, not "the seller's
 * first": other journeys add products in new categories, which carry no commission until an admin
 * sets one.
 */
async function addSeeded(page: Page, search: string, name: string, quantity = 1) {
  const found = await page.request.get(`/api/products?search=${encodeURIComponent(search)}&pageSize=5`)
  const { data } = (await found.json()) as { data: { id: string; name: string; slug: string }[] }
  const product = data.find((p) => p.name.startsWith(name))
  expect(product).toBeDefined()
  const detail = (await (await page.request.get(`/api/products/${product!.slug}`)).json()) as {
    colors: string[]
    sizes: string[]
  }
  const added = await page.request.post('/api/cart/lines', {
    data: { productId: product!.id, color: detail.colors[0] ?? null, size: detail.sizes[0] ?? null, quantity },
  })
  expect(added.ok(), await added.text()).toBe(true)
}

test('a seller sees what a delivered order earned: commission, GST on it, TCS and TDS, pending while returns are open', async ({
  browser,
  page,
}) => {
  await page.goto('/')
  await registerCustomer(page, 'earnings', 'Kavya Menon')
  await addSeeded(page, 'Galaxy M35', 'Samsung Galaxy M35 5G')
  const orderNo = await payOnlineThroughSandbox(page)
  await sendToSeller(browser, orderNo, DEMO.vendor, DELIVER)

  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller)
  await seller.getByRole('link', { name: 'Payments' }).first().click()
  await expect(seller.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  const sale = seller.getByLabel(`Delivered · order ${orderNo}`)
  for (const part of ['Sale', 'Commission', 'GST on commission and fee', 'TCS (GST)', 'TDS (income tax)']) {
    await expect(sale.getByText(part, { exact: true })).toBeVisible()
  }
  await expect(sale.getByText('Your earnings')).toBeVisible()
  const balance = seller.getByRole('region', { name: 'Balance' })
  await expect(balance.getByText('Pending')).toBeVisible()
})

test('a seller gives a bank account; the admin sees it masked before the run, pays it by the bank file and records the UTR', async ({
  browser,
  page,
}) => {
  // An order delivered, a payout account saved, a run started and paid: four people's steps.
  test.setTimeout(90_000)
  await page.goto('/')
  await registerCustomer(page, 'payout', 'Rahul Nair')
  // The demo's face wash: no return window.
  await addSeeded(page, 'Neem Face Wash', 'Himalaya Purifying Neem Face Wash', 3)
  const orderNo = await payOnlineThroughSandbox(page)
  await sendToSeller(browser, orderNo, NAMMA_MANE_EMAIL, DELIVER)
  await confirmReceipt(page.request, orderNo)

  // Nothing to return and the customer confirmed receiving it: the sale is payable at once.
  const seller = await (await browser.newContext()).newPage()
  await signInVendor(seller, NAMMA_MANE_EMAIL, DEMO_PASSWORD)
  await seller.goto('/vendor/payments')
  await expect(seller.getByLabel(`Delivered · order ${orderNo}`).getByText('Commission', { exact: true })).toBeVisible()
  const payable = seller.getByRole('region', { name: 'Balance' }).getByText('Payable').locator('..')
  await expect(payable).not.toContainText(/₹0(?![\d.,])/)

  // The seller's payouts go to a bank account from now on.
  await seller.goto('/vendor/settings')
  const account = seller.getByRole('region', { name: 'Payouts' })
  await account.getByRole('radio', { name: 'Bank account' }).check()
  await account.getByLabel("Account holder's name").fill('Namma Mane Stores')
  await account.getByLabel('Account number', { exact: true }).fill('50100123456789')
  await account.getByLabel('Account number again').fill('50100123456780')
  await account.getByLabel('IFSC').fill('hdfc0001234')
  await expect(account.getByText('HDFC Bank', { exact: true })).toBeVisible()
  await account.getByLabel('Current password').fill(DEMO_PASSWORD)
  await account.getByRole('button', { name: 'Save payout account' }).click()
  await expect(account.getByText('The two account numbers are not the same.')).toBeVisible()
  await account.getByLabel('Account number again').fill('50100123456789')
  await account.getByRole('button', { name: 'Save payout account' }).click()
  await expect(
    account.getByText('Payouts now go to the bank account ••••6789 (IFSC HDFC0001234) of Namma Mane Stores.'),
  ).toBeVisible()

  const admin = await (await browser.newContext()).newPage()
  await signInAdmin(admin)
  await admin.goto('/admin/payouts')
  await admin.getByRole('button', { name: 'Start a payout run' }).click()
  const preview = admin.getByRole('dialog')
  const due = preview.getByRole('row').filter({ hasText: NAMMA_MANE })
  await expect(due).toContainText('Bank ••••6789 (HDFC0001234)')
  await expect(preview.getByText(/RazorpayX is not set up/)).toBeVisible()
  await preview.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(admin).toHaveURL(/\/admin\/payouts\/[0-9a-f-]{36}$/)
  const csvLink = admin.getByRole('link', { name: 'CSV for the bank' })
  await expect(csvLink).toBeVisible()
  // The bank file carries the full number and IFSC, for bulk IMPS; the page shows it masked.
  const csv = await (await admin.request.get((await csvLink.getAttribute('href'))!)).text()
  expect(csv).toMatch(/,Namma Mane Stores,IMPS,,50100123456789,HDFC0001234,\d+\.\d{2},Haat payout/)
  await expect(admin.getByRole('row').filter({ hasText: NAMMA_MANE })).toContainText('Bank ••••6789 (HDFC0001234)')
  await admin.getByRole('button', { name: `Record the UTR of ${NAMMA_MANE}'s payout` }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Transfer reference (UTR)').fill('x')
  await dialog.getByRole('button', { name: 'Mark paid' }).click()
  await expect(dialog.getByText(/Enter the transfer reference/)).toBeVisible()
  // Unique per attempt: a retry runs on the same database, where the first attempt's payout stays paid.
  const utr = `HDFCN5${Date.now()}`
  await dialog.getByLabel('Transfer reference (UTR)').fill(utr)
  await dialog.getByRole('button', { name: 'Mark paid' }).click()
  await expect(dialog).toBeHidden()
  const row = admin.getByRole('row').filter({ hasText: NAMMA_MANE })
  await expect(row.getByText('Paid', { exact: true })).toBeVisible()
  await expect(row.getByText(`UTR ${utr}`)).toBeVisible()

  await seller.goto('/vendor/payments')
  const payouts = seller.getByRole('region', { name: 'Payouts' })
  await expect(payouts.getByText(`Paid · UTR ${utr}`)).toBeVisible()
  await expect(payouts.getByText('••••6789 (HDFC0001234)', { exact: false }).first()).toBeVisible()
  const paid = seller.getByRole('region', { name: 'Balance' }).getByText('Paid', { exact: true }).locator('..')
  await expect(paid).not.toContainText(/₹0(?![\d.,])/)
})
