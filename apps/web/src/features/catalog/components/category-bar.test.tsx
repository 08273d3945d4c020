import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { switchLocale } from '../../../i18n/i18n'
import { CATEGORIES, mockApi, renderRoutes } from '../../../test/render'
import { CategoryBar } from './category-bar'

function renderBar() {
  mockApi({ '/api/categories': CATEGORIES })
  return renderRoutes([{ path: '*', element: <CategoryBar /> }])
}

describe('CategoryBar', () => {
  it('links each category and hides the subcategory list until opened', async () => {
    renderBar()
    const nav = await screen.findByRole('navigation', { name: 'Categories' })
    expect(within(nav).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics')
    expect(within(nav).getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/category/books')
    // A category without subcategories has no dropdown button.
    expect(screen.queryByRole('button', { name: 'Books subcategories' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Electronics subcategories' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Mobiles' })).not.toBeInTheDocument()
  })

  it('opens with Enter, closes with Escape and returns focus to the button', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })
    button.focus()

    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('list', { name: 'Electronics subcategories' })
    expect(button).toHaveAttribute('aria-controls', list.id)
    expect(within(list).getByRole('link', { name: 'Mobiles' })).toHaveAttribute('href', '/category/electronics/mobiles')
    expect(within(list).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/category/electronics/laptops')

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list', { name: 'Electronics subcategories' })).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('toggles with Space', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })
    button.focus()

    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens with ArrowDown, moves focus through the list, and Escape from a link closes it', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })
    button.focus()

    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Mobiles' })).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Mobiles' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes when focus tabs out of the category', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')

    await user.tab() // Mobiles
    await user.tab() // Laptops
    await user.tab() // Fashion, the next category
    expect(screen.getByRole('link', { name: 'Fashion' })).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps only one dropdown open at a time', async () => {
    const { user } = renderBar()
    const electronics = await screen.findByRole('button', { name: 'Electronics subcategories' })
    const fashion = screen.getByRole('button', { name: 'Fashion subcategories' })

    await user.click(electronics)
    expect(electronics).toHaveAttribute('aria-expanded', 'true')
    await user.click(fashion)
    expect(fashion).toHaveAttribute('aria-expanded', 'true')
    expect(electronics).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on mouse hover and closes when the pointer leaves', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })

    await user.hover(screen.getByRole('link', { name: 'Electronics' }))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.unhover(screen.getByRole('link', { name: 'Electronics' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('stays open after a click pins it, until a click outside', async () => {
    const { user } = renderBar()
    const button = await screen.findByRole('button', { name: 'Electronics subcategories' })

    await user.hover(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    // A click after hover-open keeps it open instead of toggling it shut.
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.unhover(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')

    await user.click(document.body)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes after a subcategory is chosen and navigates to it', async () => {
    const { user, router } = renderBar()
    const button = await screen.findByRole('button', { name: 'Fashion subcategories' })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: 'Sarees' }))

    expect(router.state.location.pathname).toBe('/category/fashion/sarees')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('CategoryBar in Hindi', () => {
  afterEach(() => switchLocale('en-IN'))

  it('names categories and subcategories in Hindi where an admin gave a Hindi name, in English otherwise', async () => {
    await switchLocale('hi-IN')
    const [electronics, ...rest] = CATEGORIES.data
    const mobiles = { ...electronics!.subcategories[0]!, nameHi: 'मोबाइल' }
    const hindi = {
      ...electronics!,
      nameHi: 'इलेक्ट्रॉनिक्स',
      subcategories: [mobiles, ...electronics!.subcategories.slice(1)],
    }
    mockApi({ '/api/categories': { data: [hindi, ...rest] } })
    const { user } = renderRoutes([{ path: '*', element: <CategoryBar /> }])
    const nav = await screen.findByRole('navigation')
    expect(within(nav).getByRole('link', { name: 'इलेक्ट्रॉनिक्स' })).toHaveAttribute('href', '/category/electronics')
    expect(within(nav).getByRole('link', { name: 'Books' })).toBeVisible()
    await user.click(within(nav).getAllByRole('button')[0]!)
    expect(within(nav).getByRole('link', { name: 'मोबाइल' })).toHaveAttribute('href', '/category/electronics/mobiles')
    expect(within(nav).getByRole('link', { name: 'Laptops' })).toBeVisible()
  })
})
