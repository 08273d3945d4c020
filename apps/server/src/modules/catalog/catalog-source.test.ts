import { describe, expect, it } from 'vitest'
import { parseLsn } from './catalog-source'

describe('parseLsn', () => {
  it('orders WAL positions as the log does', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n)
    expect(parseLsn('1/0')).toBeGreaterThan(parseLsn('0/FFFFFFFF'))
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n)
    expect(parseLsn('0/A')).toBeLessThan(parseLsn('0/B'))
  })

  it('refuses what is not one', () => {
    expect(() => parseLsn('')).toThrow()
    expect(() => parseLsn('16-B3')).toThrow()
    expect(() => parseLsn('0/123456789')).toThrow()
  })
})
