import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import { jsonResponse, mockApi } from '../../../test/render'
import { DEFAULT_SELLER_DELIVERY } from '@haat/shared/delivery/delivery'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorSettingsPage } from './vendor-settings-page'

const PAGES = [{ path: '/vendor/settings', element: <VendorSettingsPage /> }]

const PROFILE: VendorProfile = {
  id: 'ven_1',
  email: 'rao@example.com',
  businessName: 'Rao Handlooms',
  businessType: 'proprietorship',
  gstin: null,
  pan: 'ABCDE1234F',
  ownerName: 'Ravi Rao',
  phone: '+919812345678',
  address: '12 Weavers Lane',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500001',
  customerCare: null,
  grievanceOfficer: null,
  payout: { kind: 'upi', upiId: 'rao@okaxis' },
  status: 'approved',
  rejectionReason: null,
  createdAt: '2026-01-05T10:00:00.000Z',
}

describe('VendorSettingsPage', () => {
  it('shows the saved details and sends the edited ones', async () => {
    const sent: unknown[] = []
    mockApi({
      '/api/vendor/me': async (request: Request) => {
        if (request.method !== 'PATCH') return jsonResponse(PROFILE)
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return jsonResponse({ ...PROFILE, ...body, phone: '+919812345678' })
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()

    const name = await screen.findByLabelText('Business name')
    expect(name).toHaveValue('Rao Handlooms')
    expect(screen.getByLabelText('State')).toHaveValue('Telangana')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()

    await user.clear(name)
    await user.type(name, 'Rao Weaves')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ businessName: 'Rao Weaves', email: 'rao@example.com' })
    expect(sent[0]).not.toHaveProperty('upiId')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled())
  })

  it('names a wrong field before sending, and shows the server refusing a taken e-mail', async () => {
    const fetchMock = mockApi({
      '/api/vendor/me': (request: Request) =>
        request.method === 'PATCH'
          ? jsonResponse(
              { error: { code: 'EMAIL_TAKEN', message: 'A seller account with this e-mail already exists.' } },
              409,
            )
          : jsonResponse(PROFILE),
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()

    const pan = await screen.findByLabelText('PAN')
    await user.clear(pan)
    await user.type(pan, 'ABCDE1234')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter a 10-character PAN like AAAAA9999A.')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0)

    await user.clear(pan)
    await user.type(pan, 'ABCDE1234F')
    await user.clear(screen.getByLabelText('E-mail'))
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'A seller account with this e-mail already exists.',
      ),
    )
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.com')
  })

  it('asks for the current password only when the e-mail changes, and shows a wrong one beside it', async () => {
    const sent: Record<string, unknown>[] = []
    mockApi({
      '/api/vendor/me': async (request: Request) => {
        if (request.method !== 'PATCH') return jsonResponse(PROFILE)
        sent.push((await request.json()) as Record<string, unknown>)
        const message = 'Your current password is not correct.'
        return jsonResponse(
          { error: { code: 'INVALID_CREDENTIALS', message, details: [{ path: 'currentPassword', message }] } },
          401,
        )
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()

    const email = await screen.findByLabelText('E-mail')
    expect(screen.queryByLabelText('Password to confirm the new e-mail')).not.toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'new-rao@example.com')
    const password = screen.getByLabelText('Password to confirm the new e-mail')
    await user.type(password, 'Wrong-pass-1')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Your current password is not correct\./))
    expect(sent[0]).toMatchObject({ email: 'new-rao@example.com', currentPassword: 'Wrong-pass-1' })
  })

  it('shows a new e-mail waiting for its link', async () => {
    const sent: Record<string, unknown>[] = []
    mockApi({
      '/api/vendor/me': async (request: Request) => {
        if (request.method !== 'PATCH') return jsonResponse(PROFILE)
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        // The server keeps the old e-mail until the link is opened.
        return jsonResponse({ ...PROFILE, pendingEmail: body.email })
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()

    const email = await screen.findByLabelText('E-mail')
    await user.clear(email)
    await user.type(email, 'new-rao@example.com')
    await user.type(screen.getByLabelText('Password to confirm the new e-mail'), 'Right-pass-1')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ email: 'new-rao@example.com', currentPassword: 'Right-pass-1' })
    expect(await screen.findByText('new-rao@example.com', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('rao@example.com')
  })

  it('says so when the settings cannot be loaded', async () => {
    mockApi({
      '/api/vendor/me': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 503),
      '/api/vendor/delivery': DEFAULT_SELLER_DELIVERY,
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    expect(await screen.findByText('Could not load your store settings')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('VendorSettingsPage: delivery', () => {
  it('saves chosen states, an excluded PIN prefix and the dispatch time, and says which field is wrong', async () => {
    const sent: unknown[] = []
    mockApi({
      '/api/vendor/me': PROFILE,
      '/api/vendor/delivery': async (request: Request) => {
        if (request.method !== 'PUT') return jsonResponse(DEFAULT_SELLER_DELIVERY)
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return jsonResponse({ ...DEFAULT_SELLER_DELIVERY, ...body })
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()
    const delivery = await screen.findByRole('region', { name: 'Delivery' })
    const area = await within(delivery).findByLabelText('Where you deliver')
    await user.selectOptions(area, 'states')
    // No state chosen yet: the form says so before sending anything.
    await user.click(within(delivery).getByRole('button', { name: 'Save delivery settings' }))
    expect(await within(delivery).findByText('Choose at least one state.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(within(delivery).getByRole('checkbox', { name: 'Kerala' }))
    await user.type(within(delivery).getByRole('textbox', { name: 'PIN prefixes you never deliver to' }), '6820{Enter}')
    await user.selectOptions(within(delivery).getByLabelText('Dispatch time'), '1')
    await user.click(within(delivery).getByRole('button', { name: 'Save delivery settings' }))
    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        area: 'states',
        states: ['Kerala'],
        pinPrefixes: [],
        excludedPinPrefixes: ['6820'],
        dispatchDays: 1,
        cod: true,
        codExcludedPinPrefixes: [],
      },
    ])
  })
})

describe('VendorSettingsPage: payouts', () => {
  it('takes a bank account: names the wrong fields before sending, shows the bank, keeps what was typed', async () => {
    const sent: Record<string, unknown>[] = []
    mockApi({
      '/api/vendor/me': PROFILE,
      '/api/vendor/delivery': DEFAULT_SELLER_DELIVERY,
      '/api/vendor/ifsc/HDFC0001234': { ifsc: 'HDFC0001234', bank: 'HDFC Bank' },
      '/api/vendor/me/payout-account': async (request: Request) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return jsonResponse({
          ...PROFILE,
          payout: { kind: 'bank_account', holderName: 'Ravi Rao', last4: '6789', ifsc: 'HDFC0001234' },
        })
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    expect(await within(payouts).findByText('Payouts now go to the UPI ID rao@okaxis.')).toBeInTheDocument()
    expect(within(payouts).getByLabelText('UPI ID')).toHaveValue('rao@okaxis')

    await user.click(within(payouts).getByRole('radio', { name: 'Bank account' }))
    await user.type(within(payouts).getByLabelText("Account holder's name"), 'Ravi Rao')
    await user.type(within(payouts).getByLabelText('Account number'), '50100123456789')
    await user.type(within(payouts).getByLabelText('Account number again'), '50100123456780')
    const ifsc = within(payouts).getByLabelText('IFSC')
    await user.type(ifsc, 'hdfc1001234')
    await user.type(within(payouts).getByLabelText('Current password'), 'Right-pass-1')
    await user.click(within(payouts).getByRole('button', { name: 'Save payout account' }))
    expect(within(payouts).getByLabelText('Account number again')).toHaveAccessibleDescription(
      'The two account numbers are not the same.',
    )
    expect(ifsc).toHaveAccessibleDescription(/Enter the 11-character IFSC/)
    expect(sent).toEqual([])

    const again = within(payouts).getByLabelText('Account number again')
    await user.clear(again)
    await user.type(again, '50100123456789')
    await user.clear(ifsc)
    await user.type(ifsc, 'hdfc0001234')
    expect(await within(payouts).findByText('HDFC Bank')).toBeInTheDocument()
    await user.click(within(payouts).getByRole('button', { name: 'Save payout account' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      kind: 'bank_account',
      holderName: 'Ravi Rao',
      accountNumber: '50100123456789',
      accountNumberAgain: '50100123456789',
      ifsc: 'HDFC0001234',
      currentPassword: 'Right-pass-1',
    })
    expect(
      await within(payouts).findByText('Payouts now go to the bank account ••••6789 (IFSC HDFC0001234) of Ravi Rao.'),
    ).toBeInTheDocument()
    // The number is not shown again, only its last 4 digits.
    expect(within(payouts).getByLabelText('Account number')).toHaveValue('')
    expect(within(payouts).getByLabelText('Account number')).toHaveAccessibleDescription('The saved one ends in 6789.')
  })

  it('puts the server’s refusal beside the field it names', async () => {
    mockApi({
      '/api/vendor/me': PROFILE,
      '/api/vendor/delivery': DEFAULT_SELLER_DELIVERY,
      '/api/vendor/me/payout-account': () => {
        const message = 'Your current password is not correct.'
        return jsonResponse(
          { error: { code: 'INVALID_CREDENTIALS', message, details: [{ path: 'currentPassword', message }] } },
          401,
        )
      },
    })
    renderVendorRoutes(PAGES, '/vendor/settings')
    const user = userEvent.setup()
    const payouts = await screen.findByRole('region', { name: 'Payouts' })
    const upi = await within(payouts).findByLabelText('UPI ID')
    await user.clear(upi)
    await user.type(upi, 'rao@okicici')
    const password = within(payouts).getByLabelText('Current password')
    await user.type(password, 'Wrong-pass-1')
    await user.click(within(payouts).getByRole('button', { name: 'Save payout account' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Your current password is not correct\./))
    expect(upi).toHaveValue('rao@okicici')
  })
})
