// npm run db:migrate: applies the database migrations the server would apply at start, as a release
// step of its own (docs/operations.md), under the same start-up lock as servers starting together.
import '../require-supported-node'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, openDatabase } from '../db/client'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })
  try {
    const applied = await database.exclusively(async () => {
      const pending = await database.pendingMigrations()
      if (pending > 0) await database.migrate()
      return pending
    })
    console.log(applied === 0 ? 'The database is up to date.' : `Applied ${applied} migration(s).`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
