import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { listOf, PENDING_BRASS, PENDING_WEAVERS } from '../test/people-fixtures'
import { AdminVendorsPage } from './admin-vendors-page'

afterEach(() => {
  toast.dismiss()
})

const APPROVED = { ...PENDING_WEAVERS, status: 'approved' as const, productCount: 12 }
const GONE = {
  ...PENDING_BRASS,
  status: 'approved' as const,
  isActive: false,
  deactivatedAt: '2026-02-01T10:00:00.000Z',
}

function renderPage(entry = '/admin/vendors') {
  return renderRoutes([{ path: '/admin/vendors', element: <AdminVendorsPage /> }], { initialEntries: [entry] })
}

describe('AdminVendorsPage', () => {
  it('lists vendors with status and product count; a hidden one cannot be hidden again', async () => {
    mockApi({ '/api/admin/vendors': listOf([APPROVED, GONE]) })
    renderPage()
    const row = (await screen.findByText('Rao Handlooms')).closest('tr')!
    expect(row).toHaveTextContent('Approved')
    expect(row).toHaveTextContent('12')
    expect(row).toHaveTextContent('Bengaluru, Karnataka')
    const gone = screen.getByText('Moradabad Metals').closest('tr')!
    expect(gone).toHaveTextContent('Hidden')
    expect(within(gone).getByRole('button', { name: 'Hide Moradabad Metals' })).toBeDisabled()
  })

  it('searches through the server', async () => {
    const searches: Array<string | null> = []
    mockApi({
      '/api/admin/vendors': (request: Request) => {
        const search = new URL(request.url).searchParams.get('search')
        searches.push(search)
        return jsonResponse(listOf(search ? [APPROVED] : [APPROVED, GONE]))
      },
    })
    const { user } = renderPage()
    await screen.findByText('Moradabad Metals')
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'rao{Enter}')
    await waitFor(() => expect(screen.queryByText('Moradabad Metals')).not.toBeInTheDocument())
    expect(searches).toContain('rao')
  })

  it('asks before hiding (the server only deactivates), then hides', async () => {
    const deleted: string[] = []
    mockApi({
      '/api/admin/vendors': listOf([APPROVED]),
      '/api/admin/vendors/ven_1': (request: Request) => {
        deleted.push(request.method)
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Hide Rao Handlooms' }))
    const dialog = screen.getByRole('dialog', { name: 'Hide "Rao Handlooms"?' })
    expect(dialog).toHaveTextContent('its products leave the shop')
    expect(deleted).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText('Vendor hidden')).toBeInTheDocument()
    expect(deleted).toEqual(['DELETE'])
  })

  it('says "Could not fetch vendors." when the list fails to load', async () => {
    mockApi({ '/api/admin/vendors': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Could not fetch vendors.' })).toBeInTheDocument()
  })

  it('says when no vendor matches', async () => {
    mockApi({ '/api/admin/vendors': listOf([]) })
    renderPage('/admin/vendors?search=zzz')
    expect(await screen.findByRole('heading', { name: 'No vendors found.' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })
})
