import { describe, expect, it } from 'vitest'
import { cancellationRate } from './cancel-reasons'
import { CustomerCancelBody, SellerCancelBody } from './cancellation'

describe('cancellationRate', () => {
  it('is the per cent of items sent that the seller cancelled, to one decimal, and null before any', () => {
    expect(cancellationRate(0, 0)).toBeNull()
    expect(cancellationRate(0, 12)).toBe(0)
    expect(cancellationRate(1, 3)).toBe(33.3)
    expect(cancellationRate(2, 2)).toBe(100)
  })
})

describe('cancel bodies', () => {
  it("accept only the party's own reasons, and ask for a note with Other", () => {
    expect(CustomerCancelBody.safeParse({ reason: 'changed_mind' }).success).toBe(true)
    expect(CustomerCancelBody.safeParse({ reason: 'out_of_stock' }).success).toBe(false)
    expect(SellerCancelBody.safeParse({ reason: 'out_of_stock' }).success).toBe(true)
    const other = CustomerCancelBody.safeParse({ reason: 'other', note: '  ' })
    expect(other.success).toBe(false)
    expect(other.error?.issues[0]).toMatchObject({ path: ['note'], message: 'Tell us why you are cancelling.' })
  })
})
