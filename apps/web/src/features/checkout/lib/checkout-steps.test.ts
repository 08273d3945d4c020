import { describe, expect, it } from 'vitest'
import { stepStates } from './checkout-steps'

describe('stepStates', () => {
  it('marks earlier steps completed, the current one active and later ones pending', () => {
    expect(stepStates('shipping').map((step) => step.state)).toEqual(['completed', 'current', 'pending', 'pending'])
    expect(stepStates('payment').map((step) => step.state)).toEqual(['completed', 'completed', 'current', 'pending'])
    expect(stepStates('confirmation').map((step) => step.state)).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
    ])
  })

  it('names the four steps in order', () => {
    expect(stepStates('shipping').map((step) => step.name)).toEqual(['Cart', 'Shipping', 'Payment', 'Confirmation'])
  })
})
