import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, toLocale } from '@haat/shared/i18n'
import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DbOrTx } from '../../db/client'
import { customers, vendors } from '../../db/schema/accounts'
import { rememberLocale } from '../../lib/request-locale'

type LocaleKind = 'customer' | 'vendor'
const tableOf = { customer: customers, vendor: vendors } as const

/** Saves the language an account reads Haat and its mails in. */
export async function saveAccountLocale(db: DbOrTx, kind: LocaleKind, id: string, locale: Locale) {
  const table = tableOf[kind]
  await db.update(table).set({ locale }).where(eq(table.id, id))
}

/** The language an account's mails are written in; the admin console is English only. */
export async function accountLocale(db: DbOrTx, kind: LocaleKind | 'admin', id: string): Promise<Locale> {
  if (kind === 'admin') return DEFAULT_LOCALE
  const table = tableOf[kind]
  const [row] = await db.select({ locale: table.locale }).from(table).where(eq(table.id, id))
  return toLocale(row?.locale)
}

/**
 * At sign-in or sign-up (docs/decisions/035-hindi.md): a language chosen on this browser (the
 * cookie, set only by a choice) becomes the account's; without one, the account's language comes to
 * the browser, so a Hindi reader signing in on a new phone gets Hindi.
 */
export async function settleLocaleAtSignIn(
  db: DbOrTx,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: LocaleKind,
  id: string,
): Promise<void> {
  const chosen = req.cookies[LOCALE_COOKIE]
  if (isLocale(chosen)) return saveAccountLocale(db, kind, id, chosen)
  const table = tableOf[kind]
  const [account] = await db.select({ locale: table.locale }).from(table).where(eq(table.id, id))
  if (account && account.locale !== DEFAULT_LOCALE) rememberLocale(reply, toLocale(account.locale))
}
