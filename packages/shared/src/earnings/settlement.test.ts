import { describe, expect, it } from 'vitest'
import { SETTLEMENT_PARTS, type Settlement, type SettlementLine, ratesOn, settle } from './settlement'

const KURTA: SettlementLine = { unitPricePaise: 99_900, quantity: 1, gstRateBp: 500, commissionBp: 1500 }
const CHARGER: SettlementLine = { unitPricePaise: 118_000, quantity: 1, gstRateBp: 1800, commissionBp: 800 }
const MUMBAI_TO_PUNE = { day: '2026-11-26', intraState: true, registered: true, hasPan: true, feePaise: 1_000 }

const net = (s: Settlement) => SETTLEMENT_PARTS.reduce((sum, part) => sum + s[part], 0)
const minus = (a: Settlement, b: Settlement) =>
  Object.fromEntries(SETTLEMENT_PARTS.map((part) => [part, a[part] - b[part]])) as Record<string, number>

describe('what a sale earns the seller', () => {
  it('the worked example of docs/money.md, within a state', () => {
    const s = settle([KURTA, CHARGER], MUMBAI_TO_PUNE)
    expect(s).toEqual({
      taxablePaise: 195_142,
      sale: 217_900,
      commission: -(14_985 + 9_440),
      fee: -1_000,
      commission_gst: -4_577, // 18% of ₹254.25 = ₹45.765, half up
      tcs_cgst: -488, // 0.25% of ₹1,951.42 = ₹4.87855
      tcs_sgst: -488,
      tcs_igst: 0,
      tds: -195, // 0.1% of ₹1,951.42
    })
    expect(net(s)).toBe(186_727)
  })

  it('across states: TCS as IGST on the IGST taxable value', () => {
    const s = settle([KURTA, CHARGER], { ...MUMBAI_TO_PUNE, intraState: false })
    expect(s.taxablePaise).toBe(195_143) // the kurta's IGST rounds differently: ₹951.43
    expect(s).toMatchObject({ tcs_cgst: 0, tcs_sgst: 0, tcs_igst: -976, tds: -195 })
  })

  it('a seller without GSTIN: no GST charged, so no TCS; without PAN: TDS at 5%', () => {
    const s = settle([KURTA, CHARGER], { ...MUMBAI_TO_PUNE, registered: false, hasPan: false })
    expect(s.taxablePaise).toBe(217_900)
    expect(s).toMatchObject({ tcs_cgst: 0, tcs_sgst: 0, tcs_igst: 0, tds: -10_895 })
  })

  it('nothing kept: nothing earned, no fee', () => {
    const s = settle([{ ...KURTA, quantity: 0 }], MUMBAI_TO_PUNE)
    expect(SETTLEMENT_PARTS.map((p) => s[p]).every((v) => v === 0)).toBe(true)
  })

  it('returns in parts post differences that add up to the settlement of what was kept', () => {
    const three = { unitPricePaise: 33_333, gstRateBp: 1800, commissionBp: 1250 }
    const kept = (n: number) => settle([{ ...three, quantity: n }], MUMBAI_TO_PUNE)
    const firstReturn = minus(kept(2), kept(3))
    const secondReturn = minus(kept(0), kept(2))
    for (const part of SETTLEMENT_PARTS) {
      expect(kept(3)[part] + firstReturn[part]! + secondReturn[part]!, part).toBe(0)
    }
    expect(firstReturn.sale).toBe(-33_333)
    expect(firstReturn.commission).toBeGreaterThan(0) // commission comes back to the seller
  })

  it('takes the rates in force on the day of the sale', () => {
    expect(ratesOn('2024-07-09')).toMatchObject({ tcsBp: 100, tdsBp: 100 })
    expect(ratesOn('2024-07-10')).toMatchObject({ tcsBp: 50, tdsBp: 100 })
    expect(ratesOn('2024-10-01')).toMatchObject({ tcsBp: 50, tdsBp: 10, tdsWithoutPanBp: 500, serviceGstBp: 1800 })
    expect(() => ratesOn('2015-01-01')).toThrow(RangeError)
  })
})
