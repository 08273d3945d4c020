import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { announceStart } from './start-banner'

/** A pino logger writing JSON lines into an array, and a print that collects lines. */
function outputs() {
  const json: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void json.push(JSON.parse(line)) })
  const printed: string[] = []
  return { json, logger, printed, print: (line: string) => void printed.push(line) }
}

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in', SMTP_URL: 'smtp://mail:25' }

describe('announceStart', () => {
  it('in production is one JSON line through the logger, nothing printed', () => {
    const out = outputs()
    announceStart(loadConfig(production), { database: 'postgres', seeded: false }, out.logger, out.print)
    expect(out.printed).toEqual([])
    expect(out.json).toHaveLength(1)
    expect(out.json[0]).toMatchObject({
      level: 30,
      msg: 'Haat is running',
      url: 'https://shop.in',
      database: 'postgres',
      processes: 1,
    })
  })

  it('in production warns of demo accounts it just created, without their password', () => {
    const out = outputs()
    announceStart(
      loadConfig({ ...production, SEED_DEMO: '1' }),
      { database: 'postgres', seeded: true },
      out.logger,
      out.print,
    )
    expect(out.json.map((line) => line.level)).toEqual([30, 40])
    expect(out.json[1]).toMatchObject({ accounts: expect.arrayContaining(['admin@example.com']) })
    expect(JSON.stringify(out.json)).not.toContain('Haat@2026')
  })

  it('locally prints lines a person reads, and logs nothing', () => {
    const out = outputs()
    announceStart(
      loadConfig({ DATA_DIR: '/srv/haat-data' }),
      { database: 'pglite', seeded: false },
      out.logger,
      out.print,
    )
    expect(out.json).toEqual([])
    expect(out.printed[0]).toBe(
      '\nHaat is running at http://localhost:3000  (database: embedded PostgreSQL in /srv/haat-data/db)',
    )
    expect(out.printed).toContain(
      'Outgoing mail (password-reset codes too) is shown at http://localhost:3000/dev/mailbox',
    )
    expect(out.printed).toContain('Demo accounts (password Haat@2026):')
  })
})
