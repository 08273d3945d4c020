import { expect, test } from '../../fixtures/test'

test('a shopper types "samsng", is told the suggestions are for samsung, and picks one', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.pressSequentially('samsng', { delay: 30 })

  const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(suggestions).toBeVisible()
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/Showing suggestions for/)).toHaveText('Showing suggestions for “samsung”')
  const galaxy = suggestions.getByRole('option', { name: /Samsung Galaxy M35/ })
  await expect(galaxy).toBeVisible()
  await expect(suggestions.getByRole('option', { name: /^Brand\s*Samsung$/ })).toBeVisible()

  // The keyboard walks the options; Escape closes the list and keeps the text.
  await search.press('ArrowDown')
  const first = suggestions.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await search.press('Escape')
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toHaveValue('samsng')

  // Enter with nothing chosen searches the text; the results say what was searched instead.
  await search.press('Enter')
  await expect(page).toHaveURL(/\/products\?search=samsng$/)
  await expect(page.getByText(/No products matched “samsng”/)).toHaveText(
    'No products matched “samsng”. Showing results for “samsung”.',
  )

  // Back in the box, a click on a suggestion opens that product.
  await search.click()
  await expect(galaxy).toBeVisible()
  await galaxy.click()
  await expect(page).toHaveURL(/\/product\/samsung-galaxy-m35/)
  await expect(page.getByRole('heading', { level: 1, name: /Samsung Galaxy M35/ })).toBeVisible()
})
