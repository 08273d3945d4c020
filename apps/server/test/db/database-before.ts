import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Db } from '../../src/db/client'
import * as schema from '../../src/db/schema/index'

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url))

/**
 * A database as it was before the migration `tag`, made with the migrations before it, to test
 * what that migration does to rows of that time. `migrateRest` applies it and those after.
 */
export async function openDatabaseBefore(tag: string) {
  const before = await mkdtemp(path.join(tmpdir(), 'haat-migrations-'))
  await cp(MIGRATIONS, before, { recursive: true })
  const journalPath = path.join(before, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at <= 0) throw new Error(`no migration ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))

  const client = await PGlite.create({ extensions: { pg_trgm } })
  const orm = drizzle({ client, schema })
  await migrate(orm, { migrationsFolder: before })
  return {
    db: orm as unknown as Db,
    migrateRest: () => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await client.close()
      await rm(before, { recursive: true, force: true })
    },
  }
}
