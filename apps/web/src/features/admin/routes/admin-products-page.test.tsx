import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { page, PENDING_LAMP, PENDING_SAREE } from '../test/admin-fixtures'
import { AdminProductsPage } from './admin-products-page'

afterEach(() => {
  toast.dismiss()
})

describe('AdminProductsPage', () => {
  it('filters by status through the URL and deletes only after asking, mentioning archiving', async () => {
    const urls: URL[] = []
    const deleted: string[] = []
    mockApi({
      '/api/admin/products': (request: Request) => {
        urls.push(new URL(request.url))
        return jsonResponse(page([PENDING_SAREE, { ...PENDING_LAMP, approvalStatus: 'approved' }]))
      },
      '/api/admin/products/prd_2': (request: Request) => {
        deleted.push(request.method)
        return new Response(null, { status: 204 })
      },
    })
    const { user, router } = renderRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], {
      initialEntries: ['/admin/products'],
    })

    const lamp = (await screen.findByText('Brass Lamp')).closest('tr')!
    expect(lamp).toHaveTextContent('Moradabad Metals')
    expect(within(lamp).getByText('Approved')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Approval status' }), 'Pending')
    expect(router.state.location.search).toBe('?status=pending')
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('status')).toBe('pending'))

    await user.click(screen.getByRole('button', { name: 'Delete Brass Lamp' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete "Brass Lamp"?' })
    expect(dialog).toHaveTextContent('A product that has been ordered is archived instead of erased')
    expect(deleted).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Product deleted')).toBeInTheDocument()
    expect(deleted).toEqual(['DELETE'])
  })

  it('shows "No products found." for an empty list', async () => {
    mockApi({ '/api/admin/products': page([]) })
    renderRoutes([{ path: '/admin/products', element: <AdminProductsPage /> }], { initialEntries: ['/admin/products'] })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })
})
