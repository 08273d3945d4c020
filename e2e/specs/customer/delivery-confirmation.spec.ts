import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type Page, expect, test } from '../../fixtures/test'
import { signInAdminViaApi, signInVendor } from '../../fixtures/accounts'
import { addSellersProducts, registerCustomer } from '../../fixtures/checkout'
import { sendToSeller } from '../../fixtures/delivery'
import { baseUrl } from '../../fixtures/totp'

/**
 * Issue 42 item 20, on a phone: a seller's second account buys its own product with the seller's
 * phone number and a Haat coupon; the seller marks it delivered and the account even confirms it,
 * yet its review is not a verified purchase and the coupon's money is withheld from the seller. A
 * stranger's order is verified once the stranger confirms receiving it.
 */
const SELLER = 'TechBazaar Electronics'
const SELLER_EMAIL = 'vendor@example.com'
/** The demo seller's own mobile number (its seed has +91 98201 45678). */
const SELLERS_PHONE = '9820145678'
const DELIVER: Record<string, string | boolean>[] = [
  { status: 'processing' },
  { status: 'shipped', courierName: 'Delhivery', trackingNumber: '5550001000011' },
  { status: 'delivered', cashCollected: true },
]

const REVIEW = 'Works perfectly, charges fast and feels solid.'

test.use({ viewport: { width: 390, height: 844 } })

async function placeOrder(request: APIRequestContext, phone: string, couponCode?: string) {
  const placed = await request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Rohan Shah',
        email: 'rohan@example.com',
        phone,
        street: '5 Hill Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pin: '400050',
      },
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
      ...(couponCode ? { couponCode } : {}),
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return (await placed.json()) as { orderNo: string; lines: { productSlug: string }[] }
}

/** The customer's part from the seller, on the order page: says it was marked delivered, and is confirmed. */
async function confirmOnOrderPage(page: Page, orderNo: string) {
  await page.goto(`/orders/${orderNo}`)
  const part = page.getByRole('region', { name: `Sold by ${SELLER}` })
  await expect(part.getByText(`${SELLER} marked these items delivered.`, { exact: false })).toBeVisible()
  await part.getByRole('button', { name: 'I’ve received it' }).click()
  await expect(part.getByText(/Delivery confirmed on/)).toBeVisible()
}

async function writeReview(page: Page, slug: string) {
  const saved = await page.request.put(`/api/products/${slug}/reviews/mine`, {
    data: { rating: 5, body: REVIEW },
  })
  expect(saved.status(), await saved.text()).toBeLessThan(300)
  return (await saved.json()) as { review: { isVerifiedPurchase: boolean } }
}

test("a seller's self-purchase yields no verified review and no coupon money; a stranger's confirmed order is verified", async ({
  browser,
  page,
}) => {
  // An admin, a seller and two shoppers: past 30 s on a busy machine, like the other long journeys.
  test.setTimeout(120_000)
  const admin = await browser.newContext({ baseURL: baseUrl() })
  await signInAdminViaApi(admin)
  const code = `SELF${randomUUID().slice(0, 6).toUpperCase()}`
  const coupon = await admin.request.post('/api/admin/coupons', {
    data: { code, description: '₹50 off', kind: 'flat', flatOffPaise: 5_000, startsAt: new Date().toISOString() },
  })
  expect(coupon.status(), await coupon.text()).toBe(201)
  await admin.close()

  // The seller's second account, with the seller's phone, and Haat's coupon.
  await page.goto('/')
  await registerCustomer(page, 'self-buyer', 'Rohan Shah')
  await addSellersProducts(page, [SELLER])
  const own = await placeOrder(page.request, SELLERS_PHONE, code)
  await sendToSeller(browser, own.orderNo, SELLER_EMAIL, DELIVER)
  // Even the buyer's own "I've received it" makes nothing of a flagged part.
  await confirmOnOrderPage(page, own.orderNo)
  expect((await writeReview(page, own.lines[0]!.productSlug)).review.isVerifiedPurchase).toBe(false)
  await page.goto(`/product/${own.lines[0]!.productSlug}`)
  await page.getByRole('tab', { name: 'Reviews' }).click()
  // Kept as the buyer's own, but not among the shop's reviews: only verified purchases are.
  await expect(page.getByRole('region', { name: 'Your review' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Customer reviews' })).not.toContainText(REVIEW)

  // The seller's ledger takes Haat's ₹50 back on that sale.
  const seller = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signInVendor(seller)
  await seller.goto('/vendor/payments')
  const posting = seller.getByLabel(`Delivered · order ${own.orderNo}`)
  await expect(posting.getByText("Haat's coupon share withheld (possible self-purchase)")).toBeVisible()
  await expect(posting).toContainText(/[-−]₹50(?![\d.,])/)

  // A stranger: the seller's Delivered, then the stranger's confirmation, verifies the review.
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await stranger.goto('/')
  await registerCustomer(stranger, 'stranger-buyer', 'Kavya Menon')
  await addSellersProducts(stranger, [SELLER])
  const theirs = await placeOrder(stranger.request, '9811100022')
  await sendToSeller(browser, theirs.orderNo, SELLER_EMAIL, DELIVER)
  expect((await writeReview(stranger, theirs.lines[0]!.productSlug)).review.isVerifiedPurchase).toBe(false)
  await confirmOnOrderPage(stranger, theirs.orderNo)
  await stranger.goto(`/product/${theirs.lines[0]!.productSlug}`)
  await stranger.getByRole('tab', { name: 'Reviews' }).click()
  const listed = stranger
    .getByRole('region', { name: 'Customer reviews' })
    .getByRole('listitem')
    .filter({ hasText: 'Your review' })
  await expect(listed).toContainText(REVIEW)
  await expect(listed.getByText('Verified purchase')).toBeVisible()
})
