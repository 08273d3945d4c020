import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { listOf, PENDING_BRASS, PENDING_WEAVERS } from '../test/people-fixtures'
import { AdminPendingVendorsPage } from './admin-pending-vendors-page'

afterEach(() => {
  toast.dismiss()
})

function mockServer(
  initial: AdminVendorRow[] = [PENDING_WEAVERS, PENDING_BRASS],
  options: { failApprove?: boolean } = {},
) {
  let pending = [...initial]
  const calls: Array<{ path: string; body: unknown }> = []
  const decide = (id: string) => async (request: Request) => {
    const text = await request.text()
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined })
    if (options.failApprove) return jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500)
    pending = pending.filter((vendor) => vendor.id !== id)
    return jsonResponse({ ...initial.find((v) => v.id === id) })
  }
  mockApi({
    '/api/admin/vendors': (request: Request) => {
      expect(new URL(request.url).searchParams.get('status')).toBe('pending')
      return jsonResponse(listOf(pending))
    },
    '/api/admin/vendors/ven_1/approve': decide('ven_1'),
    '/api/admin/vendors/ven_1/reject': decide('ven_1'),
    '/api/admin/vendors/ven_2/reject': decide('ven_2'),
  })
  return calls
}

function renderPage() {
  return renderRoutes([{ path: '/admin/vendors/pending', element: <AdminPendingVendorsPage /> }], {
    initialEntries: ['/admin/vendors/pending'],
  })
}

describe('AdminPendingVendorsPage', () => {
  it('shows each application with owner, contact, address, UPI id, GSTIN and date', async () => {
    mockServer()
    renderPage()
    const card = (await screen.findByRole('heading', { name: 'Rao Handlooms' })).closest('li')!
    expect(card).toHaveTextContent('Lakshmi Rao')
    expect(card).toHaveTextContent('lakshmi@raohandlooms.in')
    expect(card).toHaveTextContent('+919876501234')
    expect(card).toHaveTextContent('14 Weavers Colony, Bengaluru, Karnataka 560001')
    expect(card).toHaveTextContent('raohandlooms@okaxis')
    expect(card).toHaveTextContent('29ABCDE1234F1Z5')
    expect(card).toHaveTextContent('Partnership · Applied 5 Jan 2026')
    const brass = (await screen.findByRole('heading', { name: 'Moradabad Metals' })).closest('li')!
    expect(brass).toHaveTextContent('GSTINNot given')
    expect(screen.getByText('2 vendors waiting for approval.')).toBeInTheDocument()
  })

  it('approves a vendor and takes it off the list', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Approve Rao Handlooms' }))
    expect(await screen.findByText('Vendor approved')).toBeInTheDocument()
    expect(calls).toEqual([{ path: '/api/admin/vendors/ven_1/approve', body: undefined }])
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rao Handlooms' })).not.toBeInTheDocument())
  })

  it('says "Failed to approve vendor." when approval fails, and keeps the application', async () => {
    mockServer(undefined, { failApprove: true })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Approve Rao Handlooms' }))
    expect(await screen.findByText('Failed to approve vendor.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Rao Handlooms' })).toBeInTheDocument()
  })

  it('rejects with the reason typed in the dialog', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Reject Rao Handlooms' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject "Rao Handlooms"?' })
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  UPI id does not match.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Vendor rejected')).toBeInTheDocument()
    expect(calls).toEqual([{ path: '/api/admin/vendors/ven_1/reject', body: { reason: 'UPI id does not match.' } }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('rejects without a reason, and the next dialog starts empty', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Reject Rao Handlooms' }))
    await user.type(screen.getByLabelText('Reason (optional)'), 'Not this one')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Reject Moradabad Metals' }))
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(calls).toEqual([{ path: '/api/admin/vendors/ven_2/reject', body: {} }]))
  })

  it('says "Could not fetch vendors." when the list fails to load', async () => {
    mockApi({ '/api/admin/vendors': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Could not fetch vendors.' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('says when nothing is waiting', async () => {
    mockServer([])
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No vendors waiting for approval' })).toBeInTheDocument()
  })
})
