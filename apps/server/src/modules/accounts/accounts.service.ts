import type { AddressBody, ChangePasswordBody, UpdateProfileBody } from '@haat/shared/accounts/customer'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import {
  assertCurrentPassword,
  type EmailChangeService,
  findCustomer,
  hashNewPassword,
  noticeSecurityChange,
  requirePassword,
  type SessionsService,
  setPasswordHash,
  toCustomerProfile,
} from '../auth'
import type { RateLimiter } from '../../lib/rate-limiter'
import { MAX_ADDRESSES } from './address-book'
import { toAddress } from './address.mapping'
import { countAddresses, deleteAddress, insertAddress, listAddresses, updateCustomer } from './customers.repository'
import { must } from '../../lib/must'
import { assertCityAtPin, assertPinInState } from '../pincodes'

/** A signed-in customer's own account: profile, password and saved addresses. */
export function accountsService(deps: {
  db: Db
  config: Config
  clock: Clock
  sessions: SessionsService
  limiter: RateLimiter
  emailChanges: EmailChangeService
}) {
  const { db, config, clock, sessions, limiter, emailChanges } = deps

  const load = async (customerId: string) => {
    const customer = await findCustomer(db, customerId)
    if (!customer?.email) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
    return customer
  }

  return {
    async profile(customerId: string) {
      const customer = await load(customerId)
      return { ...toCustomerProfile(customer), pendingEmail: await emailChanges.pending('customer', customerId) }
    },

    /**
     * Name and mobile number change at once. A new e-mail needs the current password and only
     * starts a change: it takes effect when the link mailed to it is opened.
     */
    async updateProfile(
      customerId: string,
      body: z.output<typeof UpdateProfileBody>,
      sessionToken: string | undefined,
    ) {
      const customer = await load(customerId)
      // A signed-in customer has an e-mail: only an erased account has none, and it cannot sign in.
      const currentEmail = must(customer.email, "the customer's e-mail")
      const { currentPassword, email, ...fields } = body
      const newEmail = email.toLowerCase() === currentEmail.toLowerCase() ? null : email
      if (newEmail) {
        await requirePassword({ db, limiter }, { kind: 'customer', id: customerId, sessionToken }, currentPassword)
      }
      const row = await db.transaction(async (tx) => {
        const updated = await updateCustomer(tx, customerId, { ...fields, updatedAt: clock.now() })
        if (newEmail)
          await emailChanges.request(tx, { kind: 'customer', id: customerId, email: currentEmail }, newEmail)
        return must(updated, 'the updated customer')
      })
      return {
        ...toCustomerProfile(row),
        pendingEmail: newEmail ?? (await emailChanges.pending('customer', customerId)),
      }
    },

    /** Checks the current password on the server; other sessions end, the caller's stays. */
    async changePassword(
      customerId: string,
      body: z.output<typeof ChangePasswordBody>,
      callerToken: string | undefined,
    ) {
      await assertCurrentPassword(
        { db, limiter },
        { kind: 'customer', id: customerId, sessionToken: callerToken },
        body.currentPassword,
      )
      const passwordHash = await hashNewPassword(body.newPassword, 'newPassword')
      const customer = await load(customerId)
      await db.transaction(async (tx) => {
        const now = clock.now()
        await setPasswordHash(tx, 'customer', customerId, passwordHash, now)
        await sessions.revokeAll('customer', customerId, tx, callerToken)
        await noticeSecurityChange(
          tx,
          { kind: 'customer', id: customerId, email: must(customer.email, "the customer's e-mail") },
          'password',
          {
            at: now,
            shopUrl: config.publicUrl,
            details: { via: 'profile' },
          },
        )
      })
    },

    async addresses(customerId: string) {
      return (await listAddresses(db, customerId)).map(toAddress)
    },

    async addAddress(customerId: string, body: z.output<typeof AddressBody>) {
      await load(customerId)
      assertPinInState(body)
      assertCityAtPin(body)
      if ((await countAddresses(db, customerId)) >= MAX_ADDRESSES) {
        throw new AppError(
          'CONFLICT',
          fill(/*i18n*/ 'You can save at most {count} addresses. Remove one first.', { count: MAX_ADDRESSES }),
        )
      }
      return toAddress(await insertAddress(db, { customerId, ...body }))
    },

    async removeAddress(customerId: string, addressId: string) {
      if (!(await deleteAddress(db, customerId, addressId))) throw notFound(/*i18n*/ 'Address not found.')
    },
  }
}
