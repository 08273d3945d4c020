import { describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '../india'
import {
  amountInWords,
  creditedLineTax,
  GST_RATES,
  GST_STATE_CODES,
  gstRatesOn,
  lineTax,
  panOfGstin,
  PanSchema,
  stateOfGstin,
  sumTaxes,
  supplierState,
} from './gst'

describe('GST taken out of an inclusive price', () => {
  // [what was paid (paise), rate (bp), within the state?, taxable, CGST, SGST, IGST]
  const worked: [number, number, boolean, number, number, number, number][] = [
    [118_000, 1800, true, 100_000, 9_000, 9_000, 0], // ₹1,180 at 18% in the seller's state
    [118_000, 1800, false, 100_000, 0, 0, 18_000], // ₹1,180 at 18% to another state
    [99_900, 1800, true, 84_662, 7_619, 7_619, 0], // ₹999: 7,619.49 paise each half, down
    [99_900, 1800, false, 84_661, 0, 0, 15_239], // ₹999: 15,238.98 paise, up
    [59, 1800, true, 49, 5, 5, 0], // exactly half a paisa each: half up
    [10_500, 500, true, 10_000, 250, 250, 0], // ₹105 at 5%
    [10_500, 500, false, 10_000, 0, 0, 500],
    [1_002_500, 25, false, 1_000_000, 0, 0, 2_500], // ₹10,025 at 0.25%
    [1_002_500, 25, true, 1_000_000, 1_250, 1_250, 0],
    [103_000, 300, true, 100_000, 1_500, 1_500, 0], // ₹1,030 at 3%
    [140_000, 4000, false, 100_000, 0, 0, 40_000], // ₹1,400 at 40%
    [140_000, 4000, true, 100_000, 20_000, 20_000, 0],
    [49_900, 0, true, 49_900, 0, 0, 0], // exempt
    [0, 1800, false, 0, 0, 0, 0],
  ]
  it.each(worked)('%i paise at %i bp (intra-state %s)', (amount, rate, intra, taxable, cgst, sgst, igst) => {
    expect(lineTax(amount, rate, intra)).toEqual({
      amountPaise: amount,
      taxablePaise: taxable,
      rateBp: rate,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
    })
  })

  it('always adds up to what was paid, with CGST equal to SGST, at every rate', () => {
    for (const rate of [0, 25, 300, 500, 1200, 1800, 2800, 4000]) {
      for (let amount = 0; amount < 5_000; amount += 7) {
        for (const intra of [true, false]) {
          const t = lineTax(amount * 13 + 1, rate, intra)
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.amountPaise)
          expect(t.cgstPaise).toBe(t.sgstPaise)
          expect(t.taxablePaise).toBeGreaterThanOrEqual(0)
        }
      }
    }
  })

  it('totals an invoice (and a credit note for part of it) to the paisa', () => {
    const invoice = [lineTax(99_900, 1800, true), lineTax(10_500, 500, true), lineTax(103_000, 300, true)]
    expect(sumTaxes(invoice)).toEqual({
      amountPaise: 213_400,
      taxablePaise: 84_662 + 10_000 + 100_000,
      cgstPaise: 7_619 + 250 + 1_500,
      sgstPaise: 7_619 + 250 + 1_500,
      igstPaise: 0,
    })
    // A returned line is credited with the same figures it was invoiced with.
    const credit = sumTaxes([invoice[1]!])
    expect(credit.amountPaise).toBe(10_500)
    expect(credit.taxablePaise + credit.cgstPaise + credit.sgstPaise).toBe(10_500)
  })

  it('gives the worked example of docs/money.md', () => {
    const pune = [lineTax(99_900, 500, true), lineTax(118_000, 1800, true)]
    expect(sumTaxes(pune)).toEqual({
      amountPaise: 217_900,
      taxablePaise: 195_142,
      cgstPaise: 11_379,
      sgstPaise: 11_379,
      igstPaise: 0,
    })
    expect(lineTax(99_900, 500, false)).toMatchObject({ igstPaise: 4_757, taxablePaise: 95_143 })
    expect(amountInWords(217_900)).toBe('Rupees Two Thousand One Hundred Seventy-Nine Only')
  })

  it('refuses what is not whole paise', () => {
    expect(() => lineTax(10.5, 1800, true)).toThrow(RangeError)
    expect(() => lineTax(-1, 1800, true)).toThrow(RangeError)
  })
})

describe('credit notes', () => {
  // Every rate ever in force, within a state and across, prices that do not divide evenly.
  const cases = GST_RATES.flatMap((rate) =>
    [true, false].flatMap((intraState) =>
      // From ₹1 each part of each note stays positive; at a few paise a unit, rounding can move a
      // paisa between taxable value and tax (the totals still come back exactly).
      [100, 199, 33_333, 99_900, 118_000, 1_234_567].map((unitPricePaise) => ({
        rateBp: rate.rateBp,
        intraState,
        unitPricePaise,
      })),
    ),
  )

  it.each(cases)(
    'returned 1, then 2, then the last of 4 at $rateBp bp (intra-state: $intraState, ₹$unitPricePaise paise): back to the invoice exactly',
    ({ rateBp, intraState, unitPricePaise }) => {
      const line = { unitPricePaise, rateBp }
      const invoice = lineTax(unitPricePaise * 4, rateBp, intraState)
      const notes = [
        creditedLineTax(line, intraState, 0, 1),
        creditedLineTax(line, intraState, 1, 2),
        creditedLineTax(line, intraState, 3, 1),
      ]
      const credited = sumTaxes(notes)
      for (const note of notes) expect(note.discountPaise).toBe(0)
      expect(credited).toEqual({
        amountPaise: invoice.amountPaise,
        taxablePaise: invoice.taxablePaise,
        cgstPaise: invoice.cgstPaise,
        sgstPaise: invoice.sgstPaise,
        igstPaise: invoice.igstPaise,
      })
      for (const note of notes) {
        // Each note is itself whole: what was credited is its taxable value plus its tax, and no part negative.
        expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(note.amountPaise)
        expect(Math.min(note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise)).toBeGreaterThanOrEqual(0)
        if (intraState) expect(note.cgstPaise).toBe(note.sgstPaise)
      }
    },
  )
})

describe("a seller's discount on an invoice line", () => {
  it.each([true, false])(
    'credits units at their price less their share, back to the invoice exactly (intra-state %s)',
    (intraState) => {
      // 3 units at ₹999.99 with ₹100.01 off the line: 299,997 − 10,001 = 289,996 paise invoiced.
      const line = { unitPricePaise: 99_999, rateBp: 1800, quantity: 3, discountPaise: 10_001 }
      const invoice = lineTax(3 * 99_999 - 10_001, 1800, intraState)
      const notes = [creditedLineTax(line, intraState, 0, 1), creditedLineTax(line, intraState, 1, 2)]
      expect(notes.map((n) => n.discountPaise)).toEqual([3_333, 6_668])
      expect(notes[0]?.amountPaise).toBe(99_999 - 3_333)
      const credited = sumTaxes(notes)
      expect(credited).toEqual({
        amountPaise: invoice.amountPaise,
        taxablePaise: invoice.taxablePaise,
        cgstPaise: invoice.cgstPaise,
        sgstPaise: invoice.sgstPaise,
        igstPaise: invoice.igstPaise,
      })
    },
  )
})

describe('rates in force', () => {
  it('are 0, 0.25, 3, 5, 18 and 40% since 22 September 2025', () => {
    expect(gstRatesOn('2026-11-26')).toEqual([0, 25, 300, 500, 1800, 4000])
    expect(gstRatesOn('2025-09-22')).toEqual([0, 25, 300, 500, 1800, 4000])
    expect(gstRatesOn('2025-09-21')).toEqual([0, 25, 300, 500, 1200, 1800, 2800])
  })
})

describe('GSTIN, PAN and states', () => {
  it('reads the state and the PAN out of a GSTIN', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra')
    expect(stateOfGstin('29ABCDE1234F1Z5')).toBe('Karnataka')
    expect(stateOfGstin('99ABCDE1234F1Z5')).toBeNull()
    expect(panOfGstin('27aapfu0939f1zv')).toBe('AAPFU0939F')
  })

  it("takes the seller's state from its GSTIN, else its address", () => {
    expect(supplierState({ gstin: '27AAPFU0939F1ZV', state: 'Karnataka' })).toBe('Maharashtra')
    expect(supplierState({ gstin: null, state: 'Karnataka' })).toBe('Karnataka')
  })

  it('knows a code for every state and union territory, each once', () => {
    const codes = INDIAN_STATES.map((s) => GST_STATE_CODES[s])
    expect(new Set(codes).size).toBe(INDIAN_STATES.length)
    for (const code of codes) expect(code).toMatch(/^\d{2}$/)
  })

  it('checks the PAN pattern', () => {
    expect(PanSchema.parse(' aapfu0939f ')).toBe('AAPFU0939F')
    expect(PanSchema.safeParse('AAPF0939F').success).toBe(false)
    expect(PanSchema.safeParse('12345ABCDE').success).toBe(false)
  })
})

describe('amounts in words, Indian numbering', () => {
  it.each([
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [100_000, 'Rupees One Thousand Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [2_150_000_050, 'Rupees Two Crore Fifteen Lakh and Fifty Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [0, 'Rupees Zero Only'],
  ])('%i paise', (paise, words) => {
    expect(amountInWords(paise)).toBe(words)
  })
})
