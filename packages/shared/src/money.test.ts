import { describe, expect, it } from 'vitest'
import { formatPaise, formatPaiseExact, linePricePaise, percentOff, rupeesToPaise, unitPricePaise } from './money'

describe('money', () => {
  it('formats paise as rupees the Indian way, without ".00" on whole rupees', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456')
    expect(formatPaise(1999900)).toBe('₹19,999')
    expect(formatPaise(49950)).toBe('₹499.50')
    expect(formatPaise(12345601)).toBe('₹1,23,456.01')
    expect(formatPaise(-24400)).toBe('-₹244')
    expect(formatPaise(-24425)).toBe('-₹244.25')
    expect(formatPaise(0)).toBe('₹0')
  })
  it('keeps two decimals on tax documents', () => {
    expect(formatPaiseExact(1999900)).toBe('₹19,999.00')
    expect(formatPaiseExact(49950)).toBe('₹499.50')
  })
  it('parses typed rupees to paise exactly', () => {
    expect(rupeesToPaise('499.5')).toBe(49950)
    expect(rupeesToPaise('0.01')).toBe(1)
    expect(rupeesToPaise(1299)).toBe(129900)
    for (const bad of ['', '-1', '1.234', 'abc', '1e3']) expect(rupeesToPaise(bad)).toBeNull()
  })
  it('prices a line from the unit price after discount', () => {
    expect(unitPricePaise(99900, 10)).toBe(89910)
    expect(unitPricePaise(99999, 33)).toBe(66999)
    expect(linePricePaise(99900, 3)).toBe(299700)
    expect(linePricePaise(99900, 2, 10)).toBe(179820)
  })
  it('shows % off only when the MRP is greater', () => {
    expect(percentOff(75000, 100000)).toBe(25)
    expect(percentOff(100000, 100000)).toBe(0)
    expect(percentOff(100000, 0)).toBe(0)
    expect(percentOff(66600, 99900)).toBe(33)
    // Half a percent rounds up, as shown on the card: 12.5% off is 13%.
    expect(percentOff(87500, 100000)).toBe(13)
    expect(percentOff(87501, 100000)).toBe(12)
  })
})
