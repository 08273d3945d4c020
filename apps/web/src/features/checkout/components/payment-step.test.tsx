import type { ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render as renderBare, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PaymentStep, paymentButtonLabel } from './payment-step'

const render = (ui: ReactNode) =>
  renderBare(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> })
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
