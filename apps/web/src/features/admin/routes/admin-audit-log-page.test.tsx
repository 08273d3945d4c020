import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '@haat/shared/admin/audit-log'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminAuditLogPage, actionLabel } from './admin-audit-log-page'

const REJECT: AuditLogEntry = {
  id: 2,
  actorKind: 'admin',
  actorId: 'adm_1',
  actorName: 'Haat Admin',
  action: 'vendor.reject',
  entity: 'vendor',
  entityId: 'ven_1',
  details: { businessName: '<b>Rao</b> Handlooms', reason: 'GSTIN does not match.' },
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

  it('names actions for people', () => {
    expect(actionLabel('product.approve')).toBe('Product approve')
    expect(actionLabel('order.forward')).toBe('Order forward')
  })
})
