import type { ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render as renderBare, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import type { CartDelivery } from '@haat/shared/delivery/delivery'
import { describe, expect, it, vi } from 'vitest'
import { PaymentStep, paymentButtonLabel } from './payment-step'

const render = (ui: ReactNode) =>
  renderBare(ui, {
    wrapper: ({ children }: { children?: ReactNode }) => (
      <MemoryRouter>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </MemoryRouter>
    ),
  })
const buttonLabel = (...args: Parameters<typeof paymentButtonLabel>) => i18n._(paymentButtonLabel(...args))

describe('paymentButtonLabel', () => {
  it('reads Place Order / Proceed to Payment, and Placing Order... / Redirecting... while working', () => {
    expect(buttonLabel('cod', false)).toBe('Place Order')
    expect(buttonLabel('cod', true)).toBe('Placing Order...')
    expect(buttonLabel('razorpay', false)).toBe('Proceed to Payment')
    expect(buttonLabel('razorpay', true)).toBe('Redirecting...')
  })
})

describe('PaymentStep', () => {
  it('offers Pay Online only when an online gateway is configured', () => {
    const props = {
      method: 'cod' as const,
      onMethodChange: vi.fn(),
      onBack: vi.fn(),
      onSubmit: vi.fn(() => Promise.resolve()),
    }
    const { rerender } = render(<PaymentStep canPayOnline={false} {...props} />)
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    expect(screen.queryByRole('radio', { name: /Pay Online/ })).not.toBeInTheDocument()
    rerender(<PaymentStep canPayOnline {...props} />)
    expect(screen.getByRole('radio', { name: /Pay Online/ })).toBeInTheDocument()
  })

  it('places the order once however often it is clicked, and says what it is doing', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<PaymentStep canPayOnline method="cod" onMethodChange={vi.fn()} onBack={vi.fn()} onSubmit={onSubmit} />)

    const button = screen.getByRole('button', { name: 'Place Order' })
    await user.click(button)
    await user.click(button)
    button.click()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button).toHaveTextContent('Placing Order...')
    expect(button).toBeDisabled()
    expect(screen.getByRole('button', { name: /Back to shipping/ })).toBeDisabled()

    finish()
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeEnabled()
  })

  it('reads Proceed to Payment for online payment and goes back to shipping', async () => {
    const user = userEvent.setup()
    const onBack = vi.fn()
    const onMethodChange = vi.fn()
    render(
      <PaymentStep
        canPayOnline
        method="razorpay"
        onMethodChange={onMethodChange}
        onBack={onBack}
        onSubmit={() => Promise.resolve()}
      />,
    )
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }))
    expect(onMethodChange).toHaveBeenCalledWith('cod')
    await user.click(screen.getByRole('button', { name: /Back to shipping/ }))
    expect(onBack).toHaveBeenCalled()
  })
})

describe('PaymentStep and the sellers’ promises for the address', () => {
  const seller = (id: string, over: Partial<CartDelivery['sellers'][number]> = {}) => ({
    vendor: { id, businessName: id === 'v1' ? 'Rao Handlooms' : 'TechBazaar Electronics' },
    lineIds: [`line-${id}`],
    deliverable: true,
    deliveryBy: '2026-12-05',
    cod: true,
    ...over,
  })
  const props = {
    method: 'cod' as const,
    onMethodChange: vi.fn(),
    onBack: vi.fn(),
    onSubmit: vi.fn(() => Promise.resolve()),
  }
  const withinLimit = { codLimitPaise: 1_000_000, overCodLimit: false }

  it('takes cash on delivery away above the shop’s limit, saying what the limit is', () => {
    const delivery = {
      pin: '560001',
      sellers: [seller('v1')],
      codLimitPaise: 1_000_000,
      overCodLimit: true,
      cod: false,
    }
    const { rerender } = render(<PaymentStep canPayOnline {...props} method="razorpay" delivery={delivery} />)
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled()
    expect(
      screen.getByText('Not available for this order: Cash on delivery is available for orders up to ₹10,000.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled()
    // With no online gateway either, the order cannot be placed, and the step says so.
    rerender(<PaymentStep canPayOnline={false} {...props} delivery={delivery} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cash on delivery is available for orders up to ₹10,000. Online payment is not available right now.',
    )
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
  })

  it('shows each seller’s delivery day', () => {
    render(
      <PaymentStep
        canPayOnline
        {...props}
        delivery={{ pin: '560001', sellers: [seller('v1')], ...withinLimit, cod: true }}
      />,
    )
    expect(screen.getByText('Rao Handlooms: delivery by Sat, 5 Dec')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled()
  })

  it('takes cash on delivery away, saying why, when a seller does not take it there', () => {
    render(
      <PaymentStep
        canPayOnline
        {...props}
        method="razorpay"
        delivery={{ pin: '560001', sellers: [seller('v1'), seller('v2', { cod: false })], ...withinLimit, cod: false }}
      />,
    )
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled()
    expect(
      screen.getByText(
        'Not available for this order: TechBazaar Electronics does not take cash on delivery at PIN 560001.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled()
  })

  it('will not place an order a seller cannot deliver, and says where to change it', () => {
    render(
      <PaymentStep
        canPayOnline
        {...props}
        delivery={{
          pin: '110001',
          sellers: [seller('v1', { deliverable: false, deliveryBy: null, cod: false }), seller('v2')],
          ...withinLimit,
          cod: false,
        }}
      />,
    )
    expect(screen.getByText('Rao Handlooms does not deliver to PIN 110001.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'your cart' })).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
  })
})
