import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CategoryList } from '@haat/shared/catalog/category'
import { useCategories } from '../../../api/categories/get-categories'
import { CATEGORIES, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { useCreateCategory } from './create-category'

/** What the storefront's header reads, beside the admin's Add Category, in one cache. */
function StorefrontAndAdmin() {
  const categories = useCategories()
  const create = useCreateCategory()
  return (
    <>
      <ul>
        {categories.data?.map((c) => (
          <li key={c.id}>{c.name}</li>
        ))}
      </ul>
      <button onClick={() => create.mutate({ name: 'Toys', slug: 'toys' })}>Add</button>
    </>
  )
}

describe('useCreateCategory', () => {
  it("refreshes the storefront's categories: every screen reads the one /api/categories entry", async () => {
    let list: CategoryList = CATEGORIES
    const fetchMock = mockApi({
      '/api/categories': () => jsonResponse(list),
      '/api/admin/categories': () => {
        const toys = {
          id: 'cat_9',
          name: 'Toys',
          nameHi: null,
          slug: 'toys',
          imageUrl: null,
          productCount: 0,
          requiredDeclarations: [],
          subcategories: [],
        }
        list = { data: [...CATEGORIES.data, toys] }
        return jsonResponse(toys, 201)
      },
    })
    const { user } = renderRoutes([{ path: '/', element: <StorefrontAndAdmin /> }])
    expect(await screen.findByText('Books')).toBeInTheDocument()
    expect(screen.queryByText('Toys')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add' }))

    expect(await screen.findByText('Toys')).toBeInTheDocument()
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/categories')).toHaveLength(2),
    )
  })
})
