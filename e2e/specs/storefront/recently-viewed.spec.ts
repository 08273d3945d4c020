import { expect, test } from '../../fixtures/test'

type Card = { slug: string; name: string }

test('a visitor sees the products they opened under Recently viewed, newest first, and can clear them', async ({
  page,
}) => {
  const listing = await page.request.get('/api/products?sort=newest&pageSize=3')
  const [first, second, third] = ((await listing.json()) as { data: Card[] }).data
  if (!first || !second || !third) throw new Error('The demo shop has fewer than 3 products')

  // A first visit has nothing to show.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)

  for (const product of [first, second, third]) {
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  }
  // The product page lists the others, never itself.
  const onProduct = page.getByRole('region', { name: 'Recently viewed' })
  await expect(onProduct.getByRole('article')).toHaveCount(2)
  await expect(onProduct.getByRole('heading', { name: second.name })).toBeVisible()
  await expect(onProduct.getByRole('heading', { name: third.name })).toHaveCount(0)

  // Home, after a reload: all three, the newest first; a card opens its product.
  await page.goto('/')
  await page.reload()
  const onHome = page.getByRole('region', { name: 'Recently viewed' })
  await expect(onHome.getByRole('article')).toHaveCount(3)
  await expect(onHome.getByRole('article').getByRole('heading')).toHaveText([third.name, second.name, first.name])
  await onHome.getByRole('link', { name: first.name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()

  // Opened again, it moves to the front; Clear history empties the list.
  await page.goto('/')
  await expect(onHome.getByRole('article').getByRole('heading')).toHaveText([first.name, third.name, second.name])
  await onHome.getByRole('button', { name: 'Clear history' }).click()
  await expect(onHome).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
})
