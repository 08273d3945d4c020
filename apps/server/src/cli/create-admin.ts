// npm run admin:create -- --email E --password P [--name N]
// npm run admin:create -- --email E --reset-2fa   (a lost authenticator: set it up again at next sign-in)
import '../require-supported-node'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, openDatabase } from '../db/client'
import { and, eq, sql } from 'drizzle-orm'
import { admins, sessions } from '../db/schema/accounts'
import { recordAudit } from '../modules/audit'
import { hashNewPassword, resetSecondFactor } from '../modules/auth'

const Args = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(8, '--password must be at least 8 characters long'),
  name: z.string().trim().min(1).default('Administrator'),
})

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'reset-2fa': { type: 'boolean' },
    },
  })
  if (values['reset-2fa']) return resetSecondFactorOf(values.email)
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
      .values({
        email: args.data.email.toLowerCase(),
        name: args.data.name,
        passwordHash: await hashNewPassword(args.data.password),
      })
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

/** Clears an administrator's authenticator and recovery codes; the next sign-in sets up a new one. */
async function resetSecondFactorOf(email: string | undefined) {
  const parsed = z.email('--email must be an e-mail address').safeParse(email)
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- --email admin@shop.in --reset-2fa')
    process.exit(2)
  }
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    const reset = await database.db.transaction(async (tx) => {
      const [admin] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(sql`lower(${admins.email}) = ${parsed.data.toLowerCase()}`)
      if (!admin) return false
      await resetSecondFactor(tx, 'admin', admin.id)
      // The admin's open sessions end too: whoever holds the lost phone may hold one of them.
      await tx.delete(sessions).where(and(eq(sessions.kind, 'admin'), eq(sessions.subjectId, admin.id)))
      await recordAudit(tx, {
        actor: { kind: 'system', id: null },
        action: 'auth.second_factor.reset',
        entity: 'admin',
        entityId: admin.id,
      })
      return true
    })
    if (!reset) {
      console.error(`No administrator has the e-mail ${parsed.data}.`)
      process.exitCode = 1
    } else {
      console.log(`Two-step verification of ${parsed.data} was reset: it is set up again at the next sign-in.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
