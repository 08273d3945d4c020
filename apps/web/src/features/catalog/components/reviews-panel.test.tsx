import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import type { ProductDetail } from '@haat/shared/catalog/product'
import type { Review, ReviewList } from '@haat/shared/catalog/review'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeProductDetail } from '../test/catalog-fixtures'
import { ProductPage } from '../routes/product-page'

const SLUG = 'handloom-cotton-saree'
const BASE = `/api/products/${SLUG}`

let reviewSeq = 0
function makeReview(overrides: Partial<Review> = {}): Review {
  reviewSeq += 1
  return {
    id: `rev_${reviewSeq}`,
    rating: 4,
    body: `Review number ${reviewSeq}`,
    authorName: 'Kavya N.',
    isVerifiedPurchase: false,
    options: [],
    createdAt: '2026-01-15T09:30:00.000Z',
    updatedAt: '2026-01-15T09:30:00.000Z',
    isMine: false,
    ...overrides,
  }
}

interface FakeOptions {
  session?: SessionInfo
  reviews?: Review[]
  mine?: Review | null
  product?: ProductDetail
  pageSize?: number
  /** The PUT answers this status with an error body instead of saving. */
  failSave?: number
}

/**
 * A small stand-in for the reviews API: GET pages newest first, PUT saves (and moves the
 * product's rating), DELETE removes; every request is recorded.
 */
function fakeReviewsApi(options: FakeOptions = {}) {
  const { session = SIGNED_OUT, pageSize = 10 } = options
  let product = options.product ?? makeProductDetail()
  let mine = options.mine ?? null
  const others = options.reviews ?? []
  const requests: Array<{ method: string; path: string; body: unknown }> = []
  const all = () => (mine ? [mine, ...others] : others)

  const fetchMock = mockApi({
    '/api/session': session,
    [BASE]: () => jsonResponse(product),
    [`${BASE}/related`]: { data: [] },
    [`${BASE}/views`]: (request: Request) => {
      requests.push({ method: request.method, path: `${BASE}/views`, body: null })
      return new Response(null, { status: 204 })
    },
    [`${BASE}/reviews`]: (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
      const list = all()
      const body: ReviewList = {
        data: list.slice((page - 1) * pageSize, page * pageSize),
        meta: { page, pageSize, total: list.length },
        mine,
      }
      return jsonResponse(body)
    },
    [`${BASE}/reviews/mine`]: async (request: Request) => {
      const body = request.method === 'PUT' ? ((await request.json()) as { rating: number; body: string }) : null
      requests.push({ method: request.method, path: `${BASE}/reviews/mine`, body })
      if (!session.customer)
        return jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }, 401)
      if (request.method === 'DELETE') {
        mine = null
        return new Response(null, { status: 204 })
      }
      if (options.failSave) {
        return options.failSave === 403
          ? jsonResponse(
              { error: { code: 'FORBIDDEN', message: 'Only customers who have received this product can review it.' } },
              403,
            )
          : jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, options.failSave)
      }
      const created = mine === null
      mine = makeReview({
        ...(mine ?? {}),
        rating: body!.rating,
        body: body!.body,
        authorName: 'Asha R.',
        isMine: true,
        updatedAt: created ? '2026-02-01T10:00:00.000Z' : '2026-02-02T10:00:00.000Z',
        createdAt: mine?.createdAt ?? '2026-02-01T10:00:00.000Z',
      })
      const ratings = all().map((review) => review.rating)
      const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
      const distribution = [1, 2, 3, 4, 5].map((stars) => ratings.filter((r) => r === stars).length)
      product = { ...product, rating: { average, count: ratings.length }, ratingDistribution: distribution }
      return jsonResponse({ review: mine, productRating: product.rating }, created ? 201 : 200)
    },
  })
  return { fetchMock, requests }
}

async function openReviews(options: FakeOptions = {}) {
  const api = fakeReviewsApi(options)
  const view = renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], {
    initialEntries: [`/product/${SLUG}`],
  })
  await screen.findByRole('heading', { level: 1, name: 'Handloom Cotton Saree' })
  await view.user.click(screen.getByRole('tab', { name: 'Reviews' }))
  const panel = screen.getByRole('tabpanel', { name: 'Reviews' })
  return { ...view, ...api, panel }
}

const NO_RATINGS = makeProductDetail({ rating: { average: null, count: 0 }, ratingDistribution: [0, 0, 0, 0, 0] })

describe('Reviews tab', () => {
  it('lists reviews as plain text with stars, author, en-IN date and the verified mark', async () => {
    const { panel, container } = await openReviews({
      reviews: [
        makeReview({
          rating: 5,
          body: 'Beautiful weave <img src=x onerror=alert(1)>\nColours as shown.',
          authorName: 'Ravi K.',
          isVerifiedPurchase: true,
          createdAt: '2026-03-05T08:45:00.000Z',
        }),
        makeReview({ rating: 2, body: 'Thinner than expected.', authorName: 'Meena S.' }),
      ],
    })
    const list = await within(panel).findByRole('list', { name: 'Customer reviews' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)

    const first = items[0]!
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(first).toHaveTextContent('Ravi K.')
    expect(within(first).getByText('5 Mar 2026')).toHaveAttribute('datetime', '2026-03-05T08:45:00.000Z')
    expect(within(first).getByText('Verified purchase')).toBeInTheDocument()
    // Text, never HTML.
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(within(first).getByText(/Beautiful weave/).textContent).toBe(
      'Beautiful weave <img src=x onerror=alert(1)>\nColours as shown.',
    )

    const second = items[1]!
    expect(within(second).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument()
    expect(within(second).queryByText('Verified purchase')).toBeNull()

    // The summary: the real average and the 5★ to 1★ distribution.
    expect(panel).toHaveTextContent('Based on 12 reviews')
    expect(within(panel).getByRole('list', { name: 'Reviews by star rating' })).toHaveTextContent('5 stars: 6 reviews')
  })

  it('says which variant the reviewer bought: "Size: M, Colour: Blue"', async () => {
    const { panel } = await openReviews({
      reviews: [
        makeReview({
          authorName: 'Ravi K.',
          isVerifiedPurchase: true,
          options: [
            { name: 'Size', value: 'M' },
            { name: 'Colour', value: 'Blue' },
          ],
        }),
        makeReview({ authorName: 'Meena S.' }),
      ],
    })
    const items = within(await within(panel).findByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem')
    expect(within(items[0]!).getByText('Size: M, Colour: Blue')).toBeInTheDocument()
    // A product without options (or a review whose line is not known) says nothing of one.
    expect(items[1]).not.toHaveTextContent('Size:')
    expect(items[1]).not.toHaveTextContent('Colour:')
  })

  it('says "No reviews yet." and asks a visitor to sign in to write one', async () => {
    const { panel } = await openReviews({ product: NO_RATINGS })
    expect(await within(panel).findByText('No reviews yet.')).toBeInTheDocument()
    expect(within(panel).queryByText(/Based on/)).toBeNull()
    expect(within(panel).getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/login?next=/product/${SLUG}`,
    )
    expect(within(panel).queryByRole('button', { name: /Submit review/ })).toBeNull()
  })

  it('shows 10 at a time and more with "Show more"', async () => {
    const reviews = Array.from({ length: 23 }, (_, i) => makeReview({ body: `Opinion ${i + 1}` }))
    const { panel, user, fetchMock } = await openReviews({ reviews })
    const list = await within(panel).findByRole('list', { name: 'Customer reviews' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(panel).toHaveTextContent('Showing 10 of 23 reviews')

    await user.click(within(panel).getByRole('button', { name: 'Show more reviews' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20))
    expect(within(list).getByText('Opinion 20')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Show more reviews' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23))
    expect(within(panel).queryByRole('button', { name: 'Show more reviews' })).toBeNull()
    expect(panel).toHaveTextContent('Showing 23 of 23 reviews')

    const pages = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/reviews?'))
    expect(pages).toEqual([`${BASE}/reviews?page=1`, `${BASE}/reviews?page=2`, `${BASE}/reviews?page=3`])
  })

  it('lets a customer write a review once it has a rating and text; it appears with the new average', async () => {
    const product = makeProductDetail({ rating: { average: 2, count: 1 }, ratingDistribution: [0, 1, 0, 0, 0] })
    const { panel, user, requests } = await openReviews({
      session: CUSTOMER_SESSION,
      product,
      reviews: [makeReview({ rating: 2, body: 'Faded after a wash.' })],
    })
    const submit = await within(panel).findByRole('button', { name: 'Submit review' })
    expect(within(panel).getByRole('heading', { name: 'Write a review' })).toBeInTheDocument()
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription('Choose a rating and write a few words to submit.')

    const text = within(panel).getByRole('textbox', { name: 'Your review' })
    await user.type(text, 'Soft cotton, lovely border.')
    expect(submit).toBeDisabled()
    await user.clear(text)
    await user.click(within(panel).getByRole('radio', { name: '4 stars' }))
    expect(submit).toBeDisabled()
    await user.type(text, '   ')
    expect(submit).toBeDisabled()
    await user.clear(text)
    await user.type(text, 'Soft cotton, lovely border.')
    expect(submit).toBeEnabled()
    expect(submit).not.toHaveAccessibleDescription()

    await user.click(submit)
    expect(await screen.findByText('Review Submitted!')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      { method: 'PUT', path: `${BASE}/reviews/mine`, body: { rating: 4, body: 'Soft cotton, lovely border.' } },
    ])

    // It appears in the list, marked as theirs, and the average moves from 2.0 to 3.0.
    const list = within(panel).getByRole('list', { name: 'Customer reviews' })
    const mine = await within(list).findByText('Soft cotton, lovely border.')
    expect(mine.closest('li')).toHaveTextContent('Your review')
    expect(panel).toHaveTextContent('Based on 2 reviews')
    expect(within(panel).getAllByRole('img', { name: 'Rated 3 out of 5' }).length).toBeGreaterThan(0)
    expect(screen.getByText('(2)')).toBeInTheDocument()

    // The form now holds the saved review and edits it.
    expect(within(panel).getByRole('button', { name: 'Update review' })).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Your review' })).toHaveValue('Soft cotton, lovely border.')
    expect(within(panel).getByRole('radio', { name: '4 stars' })).toBeChecked()
  })

  it('prefills the form with the customer’s review and submitting edits it', async () => {
    const mine = makeReview({ rating: 3, body: 'Decent for the price.', isMine: true, authorName: 'Asha R.' })
    const { panel, user, requests } = await openReviews({ session: CUSTOMER_SESSION, mine })
    const text = await within(panel).findByRole('textbox', { name: 'Your review' })
    expect(text).toHaveValue('Decent for the price.')
    expect(within(panel).getByRole('radio', { name: '3 stars' })).toBeChecked()
    expect(within(panel).getByRole('heading', { name: 'Your review' })).toBeInTheDocument()

    // The stars are one radio group: the arrow keys change the rating.
    within(panel).getByRole('radio', { name: '3 stars' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(within(panel).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.clear(text)
    await user.type(text, 'Better after a few washes.')
    await user.click(within(panel).getByRole('button', { name: 'Update review' }))

    expect(await screen.findByText('Review Submitted!')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ rating: 4, body: 'Better after a few washes.' })
    const list = within(panel).getByRole('list', { name: 'Customer reviews' })
    expect(await within(list).findByText('Better after a few washes.')).toBeInTheDocument()
    expect(within(list).queryByText('Decent for the price.')).toBeNull()
    expect(within(list).getByText(/edited/)).toBeInTheDocument()
  })

  it('keeps what was typed and says so when the review cannot be saved', async () => {
    const { panel, user } = await openReviews({ session: CUSTOMER_SESSION, failSave: 500 })
    await user.click(await within(panel).findByRole('radio', { name: '5 stars' }))
    await user.type(within(panel).getByRole('textbox', { name: 'Your review' }), 'Worth every rupee.')
    await user.click(within(panel).getByRole('button', { name: 'Submit review' }))

    expect(await screen.findByText('Review Submission Failed')).toBeInTheDocument()
    expect(screen.getByText('There was an error submitting your review. Please try again.')).toBeInTheDocument()
    expect(screen.queryByText('Review Submitted!')).toBeNull()
    expect(within(panel).getByRole('textbox', { name: 'Your review' })).toHaveValue('Worth every rupee.')
    expect(within(panel).getByRole('button', { name: 'Submit review' })).toBeEnabled()
  })

  it('says why when the shop refuses the review (the product was never received)', async () => {
    const { panel, user } = await openReviews({ session: CUSTOMER_SESSION, failSave: 403 })
    await user.click(await within(panel).findByRole('radio', { name: '5 stars' }))
    await user.type(within(panel).getByRole('textbox', { name: 'Your review' }), 'Looks nice in the photos.')
    await user.click(within(panel).getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('Only customers who have received this product can review it.')).toBeInTheDocument()
  })

  it('deletes the customer’s review after asking', async () => {
    const mine = makeReview({ rating: 1, body: 'Wrong colour sent.', isMine: true })
    const { panel, user, requests } = await openReviews({ session: CUSTOMER_SESSION, mine })
    await user.click(await within(panel).findByRole('button', { name: 'Delete review' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your review?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }))

    expect(await screen.findByText('Review deleted')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true)
    expect(await within(panel).findByText('No reviews yet.')).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Your review' })).toHaveValue('')
    expect(within(panel).getByRole('button', { name: 'Submit review' })).toBeDisabled()
  })

  it('asks for the reviews only when the tab is opened', async () => {
    const { fetchMock } = fakeReviewsApi()
    const { user } = renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], {
      initialEntries: [`/product/${SLUG}`],
    })
    await screen.findByRole('heading', { level: 1 })
    const reviewCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/reviews')).length
    expect(reviewCalls()).toBe(0)
    await user.click(screen.getByRole('tab', { name: 'Reviews' }))
    await waitFor(() => expect(reviewCalls()).toBe(1))
  })
})

describe('Views today', () => {
  it('counts one view per visit and shows the real count when there is one', async () => {
    const { requests } = fakeReviewsApi({ product: makeProductDetail({ viewsToday: 1234 }) })
    renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], { initialEntries: [`/product/${SLUG}`] })
    expect(await screen.findByText('Viewed 1,234 times today')).toBeInTheDocument()
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/views'))).toHaveLength(1))
    expect(requests.find((r) => r.path.endsWith('/views'))?.method).toBe('POST')
  })

  it('shows no count while it is too small to mean anything', async () => {
    const { requests } = fakeReviewsApi({ product: makeProductDetail({ viewsToday: null }) })
    renderRoutes([{ path: '/product/:slug', element: <ProductPage /> }], { initialEntries: [`/product/${SLUG}`] })
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/views'))).toHaveLength(1))
    expect(screen.queryByText(/Viewed .* times today/)).toBeNull()
  })
})
