// npm run admin:create -- --email E --password P [--name N]
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, openDatabase } from '../db/client'
import { admins } from '../db/schema/accounts'
import { hashPassword } from '../modules/auth/password'

const Args = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(8, '--password must be at least 8 characters long'),
  name: z.string().trim().min(1).default('Administrator'),
})

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  })
  const args = Args.safeParse(values)
  if (!args.success) {
    console.error(args.error.issues.map((i) => i.message).join('\n'))
    console.error('Usage: npm run admin:create -- --email admin@shop.in --password "a long password" [--name "Name"]')
    process.exit(2)
  }
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    const inserted = await database.db
      .insert(admins)
      .values({ email: args.data.email.toLowerCase(), name: args.data.name, passwordHash: await hashPassword(args.data.password) })
      .onConflictDoNothing()
      .returning({ id: admins.id })
    if (inserted.length === 0) {
      console.error(`An administrator with the e-mail ${args.data.email} already exists.`)
      process.exitCode = 1
    } else {
      console.log(`Created administrator ${args.data.email}.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
