import { describe, expect, it } from 'vitest'
import { describeSendError, MAX_ATTEMPTS, retryDelayMs, shouldGiveUp } from './retry-policy'

describe('retry policy', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ])
    expect(retryDelayMs(40)).toBe(3_600_000)
  })

  it('gives up after 36 attempts (about a day of outage)', () => {
    expect(MAX_ATTEMPTS).toBe(36)
    expect(shouldGiveUp(35)).toBe(false)
    expect(shouldGiveUp(36)).toBe(true)
  })

  it('describes an error on one short line without the SMTP password', () => {
    const error = Object.assign(new Error('Invalid login: 535 user haat pass s3cr%t\r\nrejected'), { code: 'EAUTH' })
    const text = describeSendError(error, ['s3cr%t'])
    expect(text).toBe('EAUTH: Invalid login: 535 user haat pass *** rejected')
    expect(describeSendError(new Error('x'.repeat(1000)))).toHaveLength(300)
    expect(describeSendError('plain')).toBe('plain')
  })
})
