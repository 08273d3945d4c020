import path from 'node:path'
import type { Logger } from 'pino'
import type { Config } from './config'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo'

/** What the server that runs the jobs says once it listens. */
export type StartFacts = { database: 'pglite' | 'postgres'; seeded: boolean }

/**
 * In production, one JSON line through the server's logger like every other (a collector
 * parses it; a plain line among JSON would not be); locally, a few lines a person reads:
 * the address, the dev mailbox and the demo accounts.
 */
export function announceStart(config: Config, facts: StartFacts, logger: Logger, print = console.log) {
  const showDemo = config.seedDemo && (facts.seeded || !config.isProduction)
  if (config.isProduction) {
    logger.info(
      { url: config.publicUrl, database: facts.database, processes: config.webConcurrency },
      'Haat is running',
    )
    // Demo accounts on a production shop are open doors: said louder, and without the password.
    if (showDemo)
      logger.warn(
        { accounts: DEMO_ACCOUNTS.map((a) => a.email) },
        'demo accounts were created (SEED_DEMO=1); their password is in README.md',
      )
    return
  }
  const where =
    facts.database === 'pglite' ? `embedded PostgreSQL in ${path.resolve(config.dataDir, 'db')}` : 'PostgreSQL'
  const servers = config.webConcurrency > 1 ? `, ${config.webConcurrency} server processes` : ''
  print(`\nHaat is running at ${config.publicUrl}  (database: ${where}${servers})`)
  if (!config.smtpUrl && config.devTools)
    print(`Outgoing mail (password-reset codes too) is shown at ${config.publicUrl}/dev/mailbox`)
  if (showDemo) {
    print(`Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of DEMO_ACCOUNTS)
      print(`  ${account.role.padEnd(8)} ${account.email.padEnd(28)} ${account.note}`)
  }
}
