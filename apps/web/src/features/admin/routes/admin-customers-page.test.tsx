import { screen, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { CUSTOMER_ERASED, CUSTOMER_RAVI, listOf } from '../test/people-fixtures'
import { AdminCustomersPage } from './admin-customers-page'

afterEach(() => {
  toast.dismiss()
})

function renderPage(entry = '/admin/customers') {
  return renderRoutes([{ path: '/admin/customers', element: <AdminCustomersPage /> }], { initialEntries: [entry] })
}

describe('AdminCustomersPage', () => {
  it('lists customers with their order counts; an erased one is marked and cannot be deleted again', async () => {
    mockApi({ '/api/admin/customers': listOf([CUSTOMER_RAVI, CUSTOMER_ERASED]) })
    renderPage()
    const row = (await screen.findByText('Ravi Kumar')).closest('tr')!
    expect(row).toHaveTextContent('ravi@example.com')
    expect(row).toHaveTextContent('+919876543210')
    expect(row).toHaveTextContent('3')
    const erased = screen.getByText('Deleted customer').closest('tr')!
    expect(erased).toHaveTextContent('Personal data erased')
    expect(within(erased).getByRole('button', { name: 'Delete erased customer' })).toBeDisabled()
  })

  it('sends the search and page from the URL', async () => {
    const seen: string[] = []
    mockApi({
      '/api/admin/customers': (request: Request) => {
        seen.push(new URL(request.url).search)
        return jsonResponse({ data: [CUSTOMER_RAVI], meta: { page: 2, pageSize: 20, total: 21 } })
      },
    })
    renderPage('/admin/customers?search=ravi&page=2')
    await screen.findByText('Ravi Kumar')
    expect(seen[0]).toContain('search=ravi')
    expect(seen[0]).toContain('page=2')
  })

  it('asks before erasing, then deletes', async () => {
    const deleted: string[] = []
    mockApi({
      '/api/admin/customers': listOf([CUSTOMER_RAVI]),
      '/api/admin/customers/cus_1': (request: Request) => {
        deleted.push(request.method)
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete "Ravi Kumar"?' })
    expect(dialog).toHaveTextContent('Their orders stay on record')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deleted).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Customer deleted')).toBeInTheDocument()
    expect(deleted).toEqual(['DELETE'])
  })

  it('shows the error and empty states', async () => {
    mockApi({ '/api/admin/customers': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    const { unmount } = renderPage()
    expect(await screen.findByRole('heading', { name: 'Could not load the customers' })).toBeInTheDocument()
    unmount()
    mockApi({ '/api/admin/customers': listOf([]) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No customers found.' })).toBeInTheDocument()
  })
})
