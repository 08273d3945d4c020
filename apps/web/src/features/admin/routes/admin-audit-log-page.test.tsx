import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '@haat/shared/admin/audit-log'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminAuditLogPage, actionLabel } from './admin-audit-log-page'

const REJECT: AuditLogEntry = {
  id: 2,
  actorKind: 'admin',
  actorId: '0b6f3c3e-5d2a-4c1e-9f3b-2a7d8e9c1b40',
  actorName: 'Haat Admin',
  action: 'vendor.reject',
  entity: 'vendor',
  entityId: 'ven_1',
  details: { businessName: '<b>Rao</b> Handlooms', reason: 'GSTIN does not match.' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  requestId: 'req-1',
  createdAt: '2026-03-01T09:30:00.000Z',
}
const SETTINGS: AuditLogEntry = {
  id: 1,
  actorKind: 'vendor',
  actorId: 'ven_2',
  actorName: null,
  action: 'vendor.settings_update',
  entity: 'vendor',
  entityId: 'ven_2',
  details: { upiId: { from: 'old@okaxis', to: 'new@okhdfc' } },
  ip: null,
  userAgent: null,
  requestId: null,
  createdAt: '2026-02-28T09:30:00.000Z',
}

const AUTOMATIC: AuditLogEntry = {
  id: 3,
  actorKind: 'admin',
  actorId: null,
  actorName: null,
  action: 'order.forward',
  entity: 'vendor_order',
  entityId: 'vo_1',
  details: { orderNo: 'HT-AB12CD34', automatic: true },
  ip: null,
  userAgent: null,
  requestId: null,
  createdAt: '2026-03-02T09:30:00.000Z',
}

function renderPage(entry = '/admin/audit-log') {
  return renderRoutes([{ path: '/admin/audit-log', element: <AdminAuditLogPage /> }], { initialEntries: [entry] })
}

describe('AdminAuditLogPage', () => {
  it('shows who did what and when, with changes as from → to and details as text', async () => {
    mockApi({
      '/api/admin/audit-log': { data: [AUTOMATIC, REJECT, SETTINGS], meta: { page: 1, pageSize: 50, total: 3 } },
    })
    renderPage()
    const reject = (await screen.findByText('Vendor reject')).closest('tr')!
    expect(reject).toHaveTextContent('Haat Admin')
    expect(reject).toHaveTextContent('reason:GSTIN does not match.')
    expect(reject).toHaveTextContent('<b>Rao</b> Handlooms')
    const settings = screen.getByText('Vendor settings update').closest('tr')!
    expect(settings).toHaveTextContent('Deleted account')
    expect(settings).toHaveTextContent('Seller')
    expect(settings).toHaveTextContent('old@okaxis → new@okhdfc')
    // Sent by the shop itself because automatic forwarding is on: no person did it.
    const automatic = screen.getByText('HT-AB12CD34').closest('tr')!
    expect(automatic).toHaveTextContent('Automatic (shop setting)')
  })

  it('asks the server for the page in the URL', async () => {
    const seen: string[] = []
    mockApi({
      '/api/admin/audit-log': (request: Request) => {
        seen.push(new URL(request.url).search)
        return jsonResponse({ data: [REJECT], meta: { page: 2, pageSize: 50, total: 51 } })
      },
    })
    renderPage('/admin/audit-log?page=2')
    await screen.findByText('Vendor reject')
    expect(seen[0]).toContain('page=2')
  })

  it('has an empty state and an error state', async () => {
    mockApi({ '/api/admin/audit-log': { data: [], meta: { page: 1, pageSize: 50, total: 0 } } })
    const { unmount } = renderPage()
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument()
    unmount()
    mockApi({ '/api/admin/audit-log': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 503) })
    renderPage()
    expect(await screen.findByText('Could not load the audit log')).toBeInTheDocument()
  })

  it('filters by kind of actor, one action and one account, each kept in the URL, and clears them', async () => {
    const seen: URLSearchParams[] = []
    mockApi({
      '/api/admin/audit-log': (request: Request) => {
        const query = new URL(request.url).searchParams
        seen.push(query)
        const data = query.get('actorId') ? [] : [REJECT]
        return jsonResponse({ data, meta: { page: 1, pageSize: 50, total: data.length } })
      },
    })
    const { user, router } = renderPage('/admin/audit-log?page=3')
    await screen.findByText('Vendor reject')
    expect(screen.getByText(/From 203\.0\.113\.7 · request req-1/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Who'), 'admin')
    await waitFor(() => expect(seen.at(-1)?.get('actorKind')).toBe('admin'))
    expect(seen.at(-1)?.get('page')).toBe('1')
    await user.click(await screen.findByRole('button', { name: 'Vendor reject' }))
    await waitFor(() => expect(seen.at(-1)?.get('action')).toBe('vendor.reject'))
    await user.click(screen.getByRole('button', { name: 'Haat Admin' }))
    await waitFor(() => expect(seen.at(-1)?.get('actorId')).toBe('0b6f3c3e-5d2a-4c1e-9f3b-2a7d8e9c1b40'))
    expect(router.state.location.search).toContain('action=vendor.reject')
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('names actions for people', () => {
    expect(actionLabel('product.approve')).toBe('Product approve')
    expect(actionLabel('order.forward')).toBe('Order forward')
  })
})
