import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SHOP_SETTINGS } from '@haat/shared/admin/settings'
import type { CommissionSettings } from '@haat/shared/earnings/commission'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminCommissionPage } from './admin-commission-page'

const SETTINGS: CommissionSettings = {
  categories: [{ id: 'cat_1', name: 'Fashion', commissionBp: 1500 }],
  sellers: [],
  orderFeePaise: 0,
}

function renderPage() {
  const sent: { url: string; body: unknown }[] = []
  mockApi({
    '/api/admin/commission': SETTINGS,
    '/api/admin/settings': (request: Request) => {
      if (request.method === 'PUT') return request.json().then((body) => jsonResponse(body))
      return jsonResponse(DEFAULT_SHOP_SETTINGS)
    },
    '/api/admin/vendors': { data: [], meta: { page: 1, pageSize: 100, total: 0 } },
    '/api/admin/categories/cat_1/commission': async (request: Request) => {
      sent.push({ url: request.url, body: await request.json() })
      return new Response(null, { status: 204 })
    },
  })
  renderRoutes([{ path: '/admin/commission', element: <AdminCommissionPage /> }], {
    initialEntries: ['/admin/commission'],
  })
  return sent
}

describe('AdminCommissionPage', () => {
  it('has the page padding the other admin pages have', async () => {
    renderPage()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Commission and fees' })
    expect(heading.closest('.px-4.py-6')).not.toBeNull()
  })

  it('saves a category’s rate typed as a percentage, and says what is wrong with a bad one', async () => {
    const user = userEvent.setup()
    const sent = renderPage()
    const field = await screen.findByLabelText('Fashion commission (%)')
    expect(field).toHaveValue('15')
    await user.clear(field)
    await user.type(field, '55')
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!)
    expect(await screen.findByText('The commission is at most 50%.')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '12.5')
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!)
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ body: { commissionBp: 1250 } })]))
  })
})
