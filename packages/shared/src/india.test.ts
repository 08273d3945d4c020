import { describe, expect, it } from 'vitest'
import {
  INDIAN_STATES,
  MobileSchema,
  PIN_PATTERN,
  UPI_PATTERN,
  gstinCheckCharacter,
  isValidGstin,
  normalizeIndianMobile,
} from './india'

describe('Indian formats (docs/decisions/022-indian-formats.md)', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36)
    expect(new Set(INDIAN_STATES).size).toBe(36)
  })
  it('normalises mobile numbers to +91 and refuses the rest', () => {
    expect(normalizeIndianMobile('98123 45678')).toBe('+919812345678')
    expect(normalizeIndianMobile('+91-9812345678')).toBe('+919812345678')
    expect(normalizeIndianMobile('09812345678')).toBe('+919812345678')
    for (const bad of ['5812345678', '981234567', '98123456789', 'abcdefghij'])
      expect(normalizeIndianMobile(bad)).toBeNull()
    expect(MobileSchema.safeParse('5812345678').success).toBe(false)
  })
  it('accepts 6-digit PINs not starting with 0', () => {
    expect(PIN_PATTERN.test('560001')).toBe(true)
    expect(PIN_PATTERN.test('060001')).toBe(false)
    expect(PIN_PATTERN.test('56001')).toBe(false)
  })
  it('accepts UPI ids as name@handle', () => {
    expect(UPI_PATTERN.test('priya.sharma@okhdfcbank')).toBe(true)
    expect(UPI_PATTERN.test('priya')).toBe(false)
    expect(UPI_PATTERN.test('@ybl')).toBe(false)
  })
  it('checks the GSTIN pattern and its check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true)
    expect(isValidGstin('27AAPFU0939F1ZX')).toBe(false)
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toMatch(/^[0-9A-Z]$/)
  })
})
