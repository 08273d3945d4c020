import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { CATEGORIES, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminCategoryPage } from './admin-category-page'

afterEach(() => {
  toast.dismiss()
})

function renderPage() {
  return renderRoutes([{ path: '/admin/category', element: <AdminCategoryPage /> }], {
    initialEntries: ['/admin/category'],
  })
}

function mockServer() {
  const posts: Array<{ path: string; body: unknown }> = []
  const deletes: string[] = []
  const patches: Array<{ path: string; body: unknown }> = []
  const puts: Array<{ path: string; body: unknown }> = []
  const record = async (request: Request) => {
    posts.push({ path: new URL(request.url).pathname, body: await request.json() })
    return jsonResponse({ id: 'new' }, 201)
  }
  mockApi({
    '/api/categories': CATEGORIES,
    '/api/admin/categories': record,
    '/api/admin/subcategories': record,
    '/api/admin/categories/cat_1': async (request: Request) => {
      if (request.method === 'PATCH') {
        patches.push({ path: new URL(request.url).pathname, body: await request.json() })
        return new Response(null, { status: 204 })
      }
      deletes.push(new URL(request.url).pathname)
      return jsonResponse(
        { error: { code: 'CONFLICT', message: 'Electronics still has 12 products and 2 subcategories.' } },
        409,
      )
    },
    '/api/admin/categories/cat_2/required-declarations': async (request: Request) => {
      puts.push({ path: new URL(request.url).pathname, body: await request.json() })
      return new Response(null, { status: 204 })
    },
    '/api/admin/subcategories/sub_3': (request: Request) => {
      deletes.push(new URL(request.url).pathname)
      return new Response(null, { status: 204 })
    },
  })
  return { posts, deletes, patches, puts }
}

describe('AdminCategoryPage', () => {
  it('lists the categories with their subcategories and product counts', async () => {
    mockServer()
    renderPage()
    const electronics = (await screen.findByText('Electronics', { selector: 'p' })).closest('tr')!
    expect(electronics).toHaveTextContent('12 products')
    const subcategories = within(electronics).getByRole('list', { name: 'Subcategories of Electronics' })
    expect(subcategories).toHaveTextContent('Mobiles')
    expect(subcategories).toHaveTextContent('7 products')
    expect(screen.getByText('Books', { selector: 'p' }).closest('tr')).toHaveTextContent('No subcategories')
  })

  it('derives the category slug from the name on blur, keeps a slug typed by hand, and adds the category', async () => {
    const { posts } = mockServer()
    const { user } = renderPage()
    await screen.findByText('Electronics', { selector: 'p' })
    const name = screen.getByLabelText('Category name')
    const slug = screen.getByLabelText('Category slug')

    await user.type(name, 'Home & Kitchen')
    expect(slug).toHaveValue('')
    await user.tab()
    expect(slug).toHaveValue('home-and-kitchen')

    await user.clear(slug)
    await user.type(slug, 'home')
    await user.click(name)
    await user.type(name, ' Decor')
    await user.tab()
    expect(slug).toHaveValue('home')

    const form = screen.getByRole('form', { name: 'Add category' })
    await user.type(within(form).getByLabelText('Hindi name (optional)'), ' घर और रसोई ')
    await user.click(within(form).getByLabelText('Warranty'))
    await user.click(within(form).getByLabelText('Manufacturer (name and address)'))
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('Category added')).toBeInTheDocument()
    expect(posts).toEqual([
      {
        path: '/api/admin/categories',
        body: {
          name: 'Home & Kitchen Decor',
          nameHi: 'घर और रसोई',
          slug: 'home',
          imageId: null,
          requiredDeclarations: ['warranty', 'manufacturer'],
        },
      },
    ])
    await waitFor(() => expect(name).toHaveValue(''))
  })

  it("shows and changes the declarations a category's products must carry", async () => {
    const { puts } = mockServer()
    const { user } = renderPage()
    const electronics = (await screen.findByText('Electronics', { selector: 'p' })).closest('tr')!
    expect(electronics).toHaveTextContent('Requires: Manufacturer (name and address), Warranty')
    const fashion = screen.getByText('Fashion', { selector: 'p' }).closest('tr')!
    expect(fashion).toHaveTextContent('No declarations required')

    await user.click(within(fashion).getByRole('button', { name: 'Edit the required declarations of Fashion' }))
    await user.click(within(fashion).getByLabelText('Net quantity'))
    await user.click(within(fashion).getByLabelText('Best before or expiry'))
    await user.click(within(fashion).getByRole('button', { name: 'Save declarations' }))
    expect(await screen.findByText('Required declarations saved')).toBeInTheDocument()
    expect(puts).toEqual([
      {
        path: '/api/admin/categories/cat_2/required-declarations',
        body: { requiredDeclarations: ['netQuantity', 'bestBefore'] },
      },
    ])
  })

  it('refuses a subcategory without a parent category, then adds it under the chosen one', async () => {
    const { posts } = mockServer()
    const { user } = renderPage()
    await screen.findByText('Electronics', { selector: 'p' })

    await user.type(screen.getByLabelText('Subcategory name'), 'Smart Watches')
    await user.tab()
    expect(screen.getByLabelText('Subcategory slug')).toHaveValue('smart-watches')
    await user.click(screen.getByRole('button', { name: 'Add subcategory' }))
    expect(await screen.findByText('Choose a category first.')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.selectOptions(screen.getByRole('combobox', { name: 'Parent category' }), 'Electronics')
    await user.click(screen.getByRole('button', { name: 'Add subcategory' }))
    expect(await screen.findByText('Subcategory added')).toBeInTheDocument()
    expect(posts).toEqual([
      {
        path: '/api/admin/subcategories',
        body: { categoryId: 'cat_1', name: 'Smart Watches', nameHi: null, slug: 'smart-watches' },
      },
    ])
  })

  it('gives a category a Hindi name from the table, and says when it has none', async () => {
    const { patches } = mockServer()
    const { user } = renderPage()
    const electronics = (await screen.findByText('Electronics', { selector: 'p' })).closest('tr')!
    expect(within(electronics).getAllByText('No Hindi name').length).toBeGreaterThan(0)
    await user.click(within(electronics).getByRole('button', { name: 'Edit the Hindi name of Electronics' }))
    await user.type(within(electronics).getByLabelText('Hindi name of Electronics'), 'इलेक्ट्रॉनिक्स')
    await user.click(within(electronics).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hindi name saved')).toBeInTheDocument()
    expect(patches).toEqual([{ path: '/api/admin/categories/cat_1', body: { nameHi: 'इलेक्ट्रॉनिक्स' } }])
  })

  it('asks before deleting and shows why the server refused', async () => {
    const { deletes } = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Delete category Electronics' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete category "Electronics"?' })
    expect(deletes).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Failed to add or delete category or subcategory')).toBeInTheDocument()
    expect(screen.getByText('Electronics still has 12 products and 2 subcategories.')).toBeInTheDocument()
    expect(deletes).toEqual(['/api/admin/categories/cat_1'])
  })

  it('deletes a subcategory after confirmation', async () => {
    const { deletes } = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Delete subcategory Sarees' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Subcategory deleted')).toBeInTheDocument()
    expect(deletes).toEqual(['/api/admin/subcategories/sub_3'])
  })

  it('shows the server message under "Failed to add or delete category or subcategory" when adding fails', async () => {
    mockApi({
      '/api/categories': CATEGORIES,
      '/api/admin/categories': () =>
        jsonResponse(
          {
            error: {
              code: 'CONFLICT',
              message: 'A category with this slug exists.',
              details: [{ path: 'slug', message: 'Slug is taken.' }],
            },
          },
          409,
        ),
    })
    const { user } = renderPage()
    await screen.findByText('Electronics', { selector: 'p' })
    await user.type(screen.getByLabelText('Category name'), 'Electronics')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Add category' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to add or delete category or subcategory')
    expect(alert).toHaveTextContent('A category with this slug exists.')
    expect(screen.getByText('Slug is taken.')).toBeInTheDocument()
    expect(screen.getByLabelText('Category name')).toHaveValue('Electronics')
  })

  it('says "Failed to fetch categories." when the list cannot be loaded', async () => {
    mockApi({
      '/api/categories': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Database unavailable.' } }, 500),
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Failed to fetch categories.' })).toBeInTheDocument()
  })
})
