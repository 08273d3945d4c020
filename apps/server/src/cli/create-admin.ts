// npm run admin:create -- --email E [--name N]   (the password from a prompt or standard input)
// npm run admin:create -- --email E --reset-2fa   (a lost authenticator: set it up again at next sign-in)
// npm run admin:create -- --help
import '../require-supported-node'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, openDatabase } from '../db/client'
import { and, eq, sql } from 'drizzle-orm'
import { admins, sessions } from '../db/schema/accounts'
import { AppError } from '../lib/app-error'
import { recordAudit } from '../modules/audit'
import { hashNewPassword, resetSecondFactor } from '../modules/auth'
import {
  type AdminCommand,
  PASSWORD_IN_HISTORY,
  USAGE,
  UsageError,
  checkPasswordLength,
  parseAdminCommand,
  readPassword,
} from './admin-input'

async function main() {
  const command = parseAdminCommand(process.argv.slice(2))
  if (command.kind === 'help') return console.log(USAGE)
  if (command.kind === 'reset-2fa') return resetSecondFactorOf(command.email)
  await createAdmin(command)
}

async function createAdmin({ email, name, password: given }: Extract<AdminCommand, { kind: 'create' }>) {
  if (given !== undefined) console.error(PASSWORD_IN_HISTORY)
  const password = given ?? (await readPassword(process.stdin, process.stderr))
  checkPasswordLength(password)
  // The server's own rule for a new password (not one of the most used), before touching the database.
  const passwordHash = await hashNewPassword(password)
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    const inserted = await database.db
      .insert(admins)
      .values({ email, name, passwordHash })
      .onConflictDoNothing()
      .returning({ id: admins.id })
    if (inserted.length === 0) {
      console.error(`An administrator with the e-mail ${email} already exists.`)
      process.exitCode = 1
    } else {
      console.log(`Created administrator ${email}.`)
    }
  } finally {
    await database.close()
  }
}

/** Clears an administrator's authenticator and recovery codes; the next sign-in sets up a new one. */
async function resetSecondFactorOf(email: string) {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })
  try {
    await database.migrate()
    const reset = await database.db.transaction(async (tx) => {
      const [admin] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email}`)
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
      console.error(`No administrator has the e-mail ${email}.`)
      process.exitCode = 1
    } else {
      console.log(`Two-step verification of ${email} was reset: it is set up again at the next sign-in.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof AppError) {
    console.error(error.message)
    console.error('See npm run admin:create -- --help')
    process.exit(2)
  }
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
