import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SelfPurchaseFlag } from './self-purchase-flag'

describe('SelfPurchaseFlag', () => {
  it('says what the buyer shares with the seller', () => {
    render(<SelfPurchaseFlag reasons={['phone', 'address']} />)
    expect(screen.getByText(/Possible self-purchase/).closest('p')).toHaveTextContent(
      'Possible self-purchase: buyer shares the seller’s phone and address.',
    )
  })

  it('lists three as a sentence', () => {
    render(<SelfPurchaseFlag reasons={['phone', 'address', 'upi']} />)
    expect(screen.getByText(/Possible self-purchase/).closest('p')).toHaveTextContent(
      'buyer shares the seller’s phone, address and UPI ID.',
    )
  })

  it('shows nothing when nothing is shared', () => {
    const { container } = render(<SelfPurchaseFlag reasons={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
