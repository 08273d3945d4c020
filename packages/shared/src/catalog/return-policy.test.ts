import { describe, expect, it } from 'vitest'
import { returnPolicyText } from './return-policy'

describe('returnPolicyText', () => {
  it('says how long a product can be returned after delivery, or that it cannot', () => {
    expect(returnPolicyText(0)).toBe('Not returnable')
    expect(returnPolicyText(1)).toBe('Returnable within 1 day of delivery')
    expect(returnPolicyText(10)).toBe('Returnable within 10 days of delivery')
  })
})
