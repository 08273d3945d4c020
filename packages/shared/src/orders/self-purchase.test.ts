import { describe, expect, it } from 'vitest'
import { parseStoredReason, phoneKey, selfPurchaseReasons, storedReason, streetKey } from './self-purchase'

const seller = { phone: '+91 98765 43210', address: '12, M.G. Road', pin: '400001', upiId: 'Shop@okaxis' }
const stranger = {
  phones: ['9123456789', null],
  street: '5 Park Street',
  pin: '700016',
  upiIds: [],
  sharesBrowser: false,
}

describe('selfPurchaseReasons', () => {
  it('finds nothing shared with a stranger', () => {
    expect(selfPurchaseReasons(stranger, seller)).toEqual([])
  })

  it('matches the phone on its last 10 digits', () => {
    expect(phoneKey('098765-43210')).toBe('9876543210')
    expect(selfPurchaseReasons({ ...stranger, phones: [null, '09876543210'] }, seller)).toEqual(['phone'])
  })

  it('matches the address on PIN and normalised street', () => {
    expect(streetKey('12 mg road')).toBe(streetKey('12, M.G. Road'))
    expect(selfPurchaseReasons({ ...stranger, street: '12 MG road', pin: '400001' }, seller)).toEqual(['address'])
    expect(selfPurchaseReasons({ ...stranger, street: '12 MG road', pin: '400002' }, seller)).toEqual([])
  })

  it('matches a refund UPI ID without case', () => {
    expect(selfPurchaseReasons({ ...stranger, upiIds: ['shop@OKAXIS'] }, seller)).toEqual(['upi'])
  })

  it('names a shared browser as the device', () => {
    expect(selfPurchaseReasons({ ...stranger, sharesBrowser: true }, seller)).toEqual(['device'])
  })

  it('round-trips the stored column', () => {
    expect(storedReason([])).toBeNull()
    expect(parseStoredReason(storedReason(['phone', 'address']))).toEqual(['phone', 'address'])
    expect(parseStoredReason(null)).toEqual([])
  })
})
