import { describe, expect, it } from 'vitest'
import { IfscSchema } from '../india'
import { describePayoutDestination, SetPayoutAccountBody, toPayoutDestination } from './payout-account'

const bank = (overrides: object = {}) => ({
  kind: 'bank_account',
  holderName: 'Meena Kumari',
  accountNumber: '50100123456789',
  accountNumberAgain: '50100123456789',
  ifsc: 'HDFC0001234',
  ...overrides,
})
const pathsOf = (body: object) => {
  const result = SetPayoutAccountBody.safeParse(body)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('IFSC', () => {
  it.each(['HDFC0001234', 'SBIN0000691', 'ICIC0ABC123', ' hdfc0001234 '])('takes %j', (ifsc) => {
    expect(IfscSchema.parse(ifsc)).toBe(ifsc.trim().toUpperCase())
  })
  it.each(['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', '1234000ABCD', 'HDFC0-01234'])(
    'refuses %j',
    (ifsc) => expect(IfscSchema.safeParse(ifsc).success).toBe(false),
  )
})

describe('the payout account body', () => {
  it('takes a bank account, its number without the spaces of a cheque book, the IFSC in capitals', () => {
    expect(SetPayoutAccountBody.parse(bank({ accountNumber: '5010 0123-4567 89', ifsc: 'hdfc0001234' }))).toMatchObject(
      { kind: 'bank_account', accountNumber: '50100123456789', ifsc: 'HDFC0001234' },
    )
  })

  it('says the second number is not the same, beside it', () => {
    expect(pathsOf(bank({ accountNumberAgain: '50100123456780' }))).toEqual(['accountNumberAgain'])
  })

  it.each([
    [{ accountNumber: '12345678', accountNumberAgain: '12345678' }, 'accountNumber'],
    [{ accountNumber: '1234567890123456789', accountNumberAgain: '1234567890123456789' }, 'accountNumber'],
    [{ ifsc: 'HDFC1234567' }, 'ifsc'],
    [{ holderName: '=cmd' }, 'holderName'],
  ])('names the wrong field: %j', (change, path) => {
    expect(pathsOf(bank(change))).toEqual([path])
  })

  it('takes a UPI ID, and refuses a kind it does not know', () => {
    expect(SetPayoutAccountBody.parse({ kind: 'upi', upiId: 'meena@okaxis' })).toEqual({
      kind: 'upi',
      upiId: 'meena@okaxis',
    })
    expect(pathsOf({ kind: 'upi', upiId: 'meena' })).toEqual(['upiId'])
    expect(pathsOf({ kind: 'cheque' })).toEqual(['kind'])
  })
})

describe('a destination as shown', () => {
  it('masks the account number to its last 4 digits', () => {
    const shown = toPayoutDestination({
      kind: 'bank_account',
      upiId: null,
      holder: 'Meena Kumari',
      number: '50100123456789',
      ifsc: 'HDFC0001234',
    })
    expect(shown).toEqual({ kind: 'bank_account', holderName: 'Meena Kumari', last4: '6789', ifsc: 'HDFC0001234' })
    expect(describePayoutDestination(shown)).toBe('Bank ••••6789 (HDFC0001234)')
    expect(
      describePayoutDestination(
        toPayoutDestination({ kind: 'upi', upiId: 'a@okaxis', holder: null, number: null, ifsc: null }),
      ),
    ).toBe('UPI a@okaxis')
  })
})
