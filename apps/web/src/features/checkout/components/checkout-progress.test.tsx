import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CheckoutProgress } from './checkout-progress'

describe('CheckoutProgress', () => {
  it('marks only the current step with aria-current="step"', () => {
    render(
      <I18nProvider i18n={i18n}>
        <CheckoutProgress stage="payment" />
      </I18nProvider>,
    )
    const items = within(screen.getByRole('navigation', { name: 'Checkout progress' })).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'current',
      'pending',
    ])
    expect(items[2]).toHaveAttribute('aria-current', 'step')
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1)
    expect(items[2]).toHaveTextContent('Payment (current step)')
  })
})
