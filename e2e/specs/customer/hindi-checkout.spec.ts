import { type Page, collectErrors, expect, test } from '../../fixtures/test'
import { DEMO, DEMO_PASSWORD } from '../../fixtures/accounts'
import { DEMO_PHONE } from '../../fixtures/shop'
import { SITE } from '@haat/shared/site'

/**
 * The Latin-script words a page shows that are not the shop's data (product, brand, seller and
 * category names, which stay as written) nor names that are Latin in Hindi too: with every label
 * in Hindi, none are left.
 */
async function englishOn(page: Page, dataWords: Set<string>): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const words = text
    .replace(/\S+@\S+/g, ' ') // e-mail addresses
    .replace(/HT-[0-9A-Z]{8}/g, ' ') // order numbers
    .match(/[A-Za-z][A-Za-z']+/g)
  // Compared without case: a brand may be shown in capitals.
  return [...new Set(words ?? [])].filter((word) => !dataWords.has(word.toLowerCase()) && !LATIN_IN_HINDI.has(word))
}
const LATIN_IN_HINDI = new Set(['Haat', 'English', 'WhatsApp', 'GST', 'UPI', 'OTP', 'PIN', 'SKU', 'MRP', 'Razorpay'])

async function expectAllHindi(page: Page, dataWords: Set<string>, where: string) {
  await expect.poll(() => englishOn(page, dataWords), { message: `English left on ${where}` }).toEqual([])
}

/** Every word of the catalogue's own names: they stay as the sellers and the shop wrote them. */
async function catalogueWords(page: Page): Promise<Set<string>> {
  const words = new Set<string>()
  const add = (text: string | null | undefined) =>
    text?.match(/[A-Za-z][A-Za-z']+/g)?.forEach((w) => words.add(w.toLowerCase()))
  for (let pageNo = 1; ; pageNo++) {
    const products = (await (await page.request.get(`/api/products?pageSize=48&page=${pageNo}`)).json()) as {
      data: { name: string; brand: string | null; vendor: { businessName: string }; activeColors?: string[] }[]
    }
    // The card's colours too: a colour Hindi has no word for ("Moonlight Blue") stays as the seller wrote it.
    for (const p of products.data) [p.name, p.brand, p.vendor.businessName, ...(p.activeColors ?? [])].forEach(add)
    if (products.data.length < 48) break
  }
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    data: { name: string; subcategories: { name: string }[] }[]
  }
  for (const c of categories.data) [c.name, ...c.subcategories.map((s) => s.name)].forEach(add)
  // Everything the phone's own page says of it (description, colours, specifications, seller).
  const slug = (
    (await (await page.request.get('/api/products?search=Galaxy%20M35')).json()) as {
      data: { slug: string; name: string }[]
    }
  ).data.find((p) => p.name === DEMO_PHONE)?.slug
  const values = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(values) : []
  values(await (await page.request.get(`/api/products/${slug}`)).json()).forEach(add)
  // The offers' codes and descriptions, as the admin typed them (other journeys add coupons).
  const offers = (await (await page.request.get('/api/offers')).json()) as {
    data: { code: string; description: string }[]
  }
  for (const offer of offers.data) [offer.code, offer.description].forEach(add)
  // The address typed at checkout, the footer's office address and officer.
  add('Moonlight Blue · 12, 4th Cross, Indiranagar, Bengaluru Urban, Karnataka · Meera Iyer')
  add(SITE.officeAddress)
  add(SITE.grievanceOfficer.name)
  return words
}

test('a shopper switches to हिन्दी, browses, signs in and checks out in Hindi; the mail is Hindi, the choice stays', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  // The demo customer, whose account reads English: signing in on this browser makes it Hindi (and
  // the journey puts English back at the end: other journeys sign in as this customer). No new
  // account: the journeys' sign-ups stay under the per-address limit.
  const email = DEMO.customer
  const dataWords = await catalogueWords(page)

  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में बनी हर चीज़, एक ही बाज़ार में')
  await expectAllHindi(page, dataWords, 'home')

  // Browse: search for the phone and open it.
  await page.getByRole('combobox', { name: 'प्रोडक्ट खोजें' }).fill('Galaxy M35')
  await page.getByRole('combobox', { name: 'प्रोडक्ट खोजें' }).press('Enter')
  await expect(page).toHaveURL(/\/products\?search=Galaxy/)
  await expectAllHindi(page, dataWords, 'search results')
  await page.getByRole('region').getByRole('link', { name: DEMO_PHONE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PHONE })).toBeVisible()
  await expectAllHindi(page, dataWords, 'the product page')

  await page.getByRole('group', { name: /^रंग/ }).getByText('Moonlight Blue', { exact: true }).click()
  await page.getByRole('button', { name: 'कार्ट में डालें' }).click()
  const cart = page.getByRole('banner').getByRole('link', { name: 'कार्ट, 1 आइटम' })
  await expect(cart).toBeVisible()
  await cart.click()
  await expect(page).toHaveURL(/\/cart$/)
  await expectAllHindi(page, dataWords, 'the cart')

  // Checking out asks for a sign-in, in Hindi; the sign-in keeps Hindi.
  await page
    .getByRole('button', { name: 'चेकआउट के लिए आगे बढ़ें' })
    .or(page.getByRole('link', { name: 'चेकआउट के लिए आगे बढ़ें' }))
    .click()
  await expect(page).toHaveURL(/\/login\?next=\/checkout$/)
  await expectAllHindi(page, dataWords, 'the sign-in page')
  // Mistakes are told in Hindi too: the form's own checks (shared with the server) and the server's refusal.
  const signInButton = page.getByRole('main').getByRole('button', { name: 'साइन इन करें' })
  await page.getByLabel('ई-मेल').fill(email)
  await signInButton.click()
  await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectAllHindi(page, dataWords, 'the sign-in form with a field error')
  await page.getByLabel('पासवर्ड', { exact: true }).fill(`${DEMO_PASSWORD}-not`)
  await signInButton.click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expectAllHindi(page, dataWords, 'the sign-in refused')
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD)
  await signInButton.click()
  // The checkout itself, not the sign-in page's address (which ends in ?next=/checkout too).
  await expect(page).toHaveURL(/^[^?]*\/checkout$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')

  // Shipping: the customer's saved address and name are theirs, as written.
  const values = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(values) : []
  const own = [await page.request.get('/api/account'), await page.request.get('/api/account/addresses')]
  for (const res of own) {
    for (const text of values(await res.json()))
      text.match(/[A-Za-z][A-Za-z']+/g)?.forEach((w) => dataWords.add(w.toLowerCase()))
  }
  await expect(page.getByRole('button', { name: 'पेमेंट पर आगे बढ़ें' })).toBeVisible()
  await expectAllHindi(page, dataWords, 'the shipping step')
  await page.getByRole('button', { name: 'पेमेंट पर आगे बढ़ें' }).click()

  // The phone (₹16,999) is above the shop's cash-on-delivery limit: the step says so, and pays online.
  await expect(page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeDisabled()
  await expect(page.getByText('कैश ऑन डिलीवरी ₹10,000 तक के ऑर्डर पर ही उपलब्ध है।')).toBeVisible()
  await expect(page.getByRole('radio', { name: /ऑनलाइन पेमेंट करें/ })).toBeChecked()
  await expectAllHindi(page, dataWords, 'the payment step')
  await page.getByRole('button', { name: 'पेमेंट के लिए आगे बढ़ें' }).click()
  await expect(page).toHaveURL(/\/checkout\/sandbox\/HT-[0-9A-Z]{8}$/)
  await expect(page.getByRole('heading', { name: 'सैंडबॉक्स पेमेंट (असली पैसे नहीं)' })).toBeVisible()
  await expectAllHindi(page, dataWords, 'the sandbox payment page')
  await page.getByRole('button', { name: /का पेमेंट करें$/ }).click()
  await expect(page.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया' })).toBeVisible()
  const orderNo = (
    (await page
      .getByText(/^HT-[0-9A-Z]{8}$/)
      .first()
      .textContent()) ?? ''
  ).trim()
  await expectAllHindi(page, dataWords, 'the confirmation')

  // The order mail arrives in Hindi.
  await expect
    .poll(async () => {
      const box = (await (await page.request.get('/dev/mailbox.json')).json()) as {
        messages: { to: string; kind: string; subject: string }[]
      }
      return box.messages.find((m) => m.to === email && m.kind === 'order_confirmation')?.subject
    })
    .toBe(`आपका Haat ऑर्डर ${orderNo} कन्फ़र्म हो गया है`)

  // The order page, after a reload: still Hindi; and the account remembers it.
  await page.goto(`/orders/${orderNo}`)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { name: `ऑर्डर #${orderNo}` })).toBeVisible()
  await expectAllHindi(page, dataWords, 'the order page')
  const session = (await (await page.request.get('/api/session')).json()) as { customer: { locale: string } }
  expect(session.customer.locale).toBe('hi-IN')
  // The one failed load is the wrong password's refusal (401), made on purpose.
  expect(errors.filter((error) => !error.includes('status of 401 (Unauthorized)'))).toEqual([])
  expect((await page.request.put('/api/locale', { data: { locale: 'en-IN' } })).status()).toBe(204)
})
