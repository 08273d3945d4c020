import { readFile } from 'node:fs/promises'
import { type Page, expect, test } from '../../fixtures/test'
import { pdfText } from '../../../apps/server/test/pdf-text'
import { DEMO } from '../../fixtures/accounts'
import { placeCodOrderFrom, registerCustomer } from '../../fixtures/checkout'
import { sendToSeller } from '../../fixtures/delivery'

const MUMBAI = 'TechBazaar Electronics' // Maharashtra
const KOLKATA = 'College Street Books & Sports' // West Bengal, as the order's address
const KOLKATA_EMAIL = 'sales@collegestreetbooks.example.com'
const SHIP: Record<string, string>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '7770001000011' },
]

/** Clicks the part's tax invoice link and reads the downloaded PDF's text. */
async function downloadInvoice(page: Page, seller: string): Promise<{ name: string; text: string }> {
  const part = page.getByRole('region', { name: `Sold by ${seller}` })
  const link = part.getByRole('link', { name: /^Tax invoice / })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: await pdfText(await readFile(path)) }
}

test('a customer in Kolkata downloads the tax invoices of a shipped order: CGST + SGST from a Bengal seller, IGST from Mumbai', async ({
  browser,
  page,
}) => {
  await page.goto('/')
  await registerCustomer(page, 'tax-invoice', 'Farhan Qureshi')
  const { orderNo } = await placeCodOrderFrom(page, [MUMBAI, KOLKATA])
  await sendToSeller(browser, orderNo, DEMO.vendor, SHIP)
  await sendToSeller(browser, orderNo, KOLKATA_EMAIL, SHIP)

  await page.goto(`/orders/${orderNo}`)
  const within = await downloadInvoice(page, KOLKATA)
  expect(within.name).toMatch(/^CSB-\d\d-\d\d-\d{6}\.pdf$/)
  for (const words of ['Tax Invoice', KOLKATA, orderNo, 'Farhan Qureshi', 'West Bengal (code 19)', 'CGST', 'SGST']) {
    expect(within.text).toContain(words)
  }
  expect(within.text).not.toContain('IGST')

  const across = await downloadInvoice(page, MUMBAI)
  expect(across.name).toMatch(/^TEE-\d\d-\d\d-\d{6}\.pdf$/)
  for (const words of ['Tax Invoice', MUMBAI, 'State: Maharashtra (code 27)', 'West Bengal (code 19)', 'IGST']) {
    expect(across.text).toContain(words)
  }
  expect(across.text).not.toMatch(/CGST|SGST/)
  expect(across.text).toMatch(/Rupees [A-Za-z -]+ Only/)
})
