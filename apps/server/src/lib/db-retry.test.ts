import { describe, expect, it, vi } from 'vitest'
import { withDbRetry } from './db-retry'

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code })
// drizzle wraps the driver's error: the code sits on the cause.
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) })

describe('withDbRetry', () => {
  it('runs a transaction again after a serialization failure or a deadlock, and returns its result', async () => {
    const run = vi
      .fn()
      .mockRejectedValueOnce(wrapped('40001'))
      .mockRejectedValueOnce(pgError('40P01'))
      .mockResolvedValue('placed')
    await expect(withDbRetry(run, { pauseMs: 1 })).resolves.toBe('placed')
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('gives up after three runs with the last conflict', async () => {
    const run = vi.fn().mockRejectedValue(wrapped('40001'))
    await expect(withDbRetry(run, { pauseMs: 1 })).rejects.toThrow('Failed query')
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('never repeats other errors', async () => {
    const run = vi.fn().mockRejectedValue(pgError('23505'))
    await expect(withDbRetry(run, { pauseMs: 1 })).rejects.toThrow('pg 23505')
    expect(run).toHaveBeenCalledTimes(1)
  })
})
