import { type APIRequestContext, type Page, expect, test } from '../../fixtures/test'
import { registerCustomerViaApi, uniqueEmail } from '../../fixtures/accounts'
import { receiveProduct } from '../../fixtures/delivery'

/** The demo seller of the Brass Diya set. */
const JAIPUR_WEAVES = 'orders@jaipurweaves.example.com'

const PASSWORD = 'Review-pass-1'

/** A fresh customer, registered through the API in a context of its own. */
async function registerCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().split(' ')[0]!)
  await registerCustomerViaApi(request, email, PASSWORD, name)
  return email
}

/** The product's rating now, from the API: to know what the page must show after one more review. */
async function ratingOf(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/products/${slug}`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { ratingDistribution: number[] }
  const count = body.ratingDistribution.reduce((a, b) => a + b, 0)
  const sum = body.ratingDistribution.reduce((total, n, i) => total + n * (i + 1), 0)
  return { count, sum }
}

const average = (sum: number, count: number) => (Math.round((sum / count) * 10) / 10).toFixed(1)

async function openReviews(page: Page) {
  await page.getByRole('tab', { name: 'Reviews' }).click()
  return page.getByRole('tabpanel', { name: 'Reviews' })
}

test('a customer who received the product signs in from the Reviews tab, writes a review, sees it with the new average, and edits it', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000)
  // Someone else has already reviewed the product, through the API.
  const other = await playwright.request.newContext({ baseURL })
  await registerCustomer(other, 'Kiran Joshi')

  // The product: found the way a shopper finds it.
  await page.goto('/products?search=brass%20diya')
  const card = page
    .getByRole('region', { name: 'Products' })
    .getByRole('link', { name: /Brass Diya/ })
    .first()
  // Read from the card: the results' own heading is still up for a moment after the click.
  const productName = (await card.innerText()).trim()
  await card.click()
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  const slug = new URL(page.url()).pathname.split('/').pop()!

  // Only buyers who received a product may review it.
  await receiveProduct(browser, other, slug, JAIPUR_WEAVES)
  const seeded = await other.put(`/api/products/${slug}/reviews/mine`, {
    data: { rating: 5, body: 'Bright polish and heavy brass. Lovely for Diwali.' },
  })
  expect([200, 201]).toContain(seeded.status())
  const before = await ratingOf(other, slug)

  // A visitor is asked to sign in, and comes back to the product afterwards.
  await page.reload()
  let reviews = await openReviews(page)
  await expect(reviews.getByText('Bright polish and heavy brass. Lovely for Diwali.')).toBeVisible()
  await expect(reviews).toContainText(`Based on ${before.count} review`)
  const signIn = reviews.getByRole('link', { name: 'Sign in to write a review' })
  await expect(signIn).toHaveAttribute('href', `/login?next=/product/${slug}`)
  const neha = await playwright.request.newContext({ baseURL })
  const email = await registerCustomer(neha, 'Neha Kulkarni')
  await receiveProduct(browser, neha, slug, JAIPUR_WEAVES)
  await signIn.click()
  await expect(page).toHaveURL(new RegExp(`/login\\?next=`))
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()

  // The form: nothing to send until there is a rating and some text.
  reviews = await openReviews(page)
  const submit = reviews.getByRole('button', { name: 'Submit review' })
  await expect(submit).toBeDisabled()
  const text = reviews.getByRole('textbox', { name: 'Your review' })
  await text.fill('Good shine, but one diya had a small dent <b>not bold</b>.')
  await expect(submit).toBeDisabled()
  // The stars are a radio group: focus it and choose 3 with the arrow keys.
  await reviews.getByRole('radio', { name: '1 star' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(reviews.getByRole('radio', { name: '3 stars' })).toBeChecked()
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByText('Review Submitted!')).toBeVisible()

  // It is listed as theirs, as text, and the average includes it.
  const list = reviews.getByRole('list', { name: 'Customer reviews' })
  const mine = list.getByRole('listitem').filter({ hasText: 'Your review' })
  await expect(mine).toContainText('Good shine, but one diya had a small dent <b>not bold</b>.')
  await expect(mine).toContainText('Neha K.')
  await expect(mine.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible()
  const afterFirst = { count: before.count + 1, sum: before.sum + 3 }
  await expect(reviews).toContainText(`Based on ${afterFirst.count} reviews`)
  await expect(reviews.getByText(average(afterFirst.sum, afterFirst.count), { exact: true })).toBeVisible()

  // The form now edits that review.
  await expect(text).toHaveValue('Good shine, but one diya had a small dent <b>not bold</b>.')
  const oneStar = reviews.getByRole('radio', { name: '1 star' })
  await reviews
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '1 star' }) })
    .click()
  await expect(oneStar).toBeChecked()
  await text.fill('The seller replaced the dented diya at once. Happy now.')
  await reviews.getByRole('button', { name: 'Update review' }).click()
  await expect(page.getByText('Review Submitted!').first()).toBeVisible()
  await expect(mine).toContainText('The seller replaced the dented diya at once. Happy now.')
  await expect(mine.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible()
  const afterEdit = { count: afterFirst.count, sum: afterFirst.sum - 3 + 1 }
  await expect(reviews.getByText(average(afterEdit.sum, afterEdit.count), { exact: true })).toBeVisible()
  await expect(reviews).toContainText(`Based on ${afterEdit.count} reviews`)

  // After a reload it is all still there: saved on the server, one review per customer.
  await page.reload()
  reviews = await openReviews(page)
  await expect(reviews.getByRole('textbox', { name: 'Your review' })).toHaveValue(
    'The seller replaced the dented diya at once. Happy now.',
  )
  await expect(reviews.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem')).toHaveCount(
    afterEdit.count,
  )
  expect(await ratingOf(other, slug)).toEqual(afterEdit)
})
