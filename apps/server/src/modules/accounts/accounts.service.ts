import type { AddressBody, ChangePasswordBody, UpdateProfileBody } from '@haat/shared/accounts/customer'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { setPasswordHash } from '../auth/accounts.repository'
import { assertCurrentPassword } from '../auth/current-password'
import { hashPassword } from '../auth/password'
import { noticeSecurityChange } from '../auth/security-notice'
import type { SessionsService } from '../auth/sessions.service'
import { toAddress, toCustomerProfile } from './customer-profile'
import {
  countAddresses,
  deleteAddress,
  findCustomer,
  insertAddress,
  listAddresses,
  updateCustomer,
} from './customers.repository'

export const MAX_ADDRESSES = 20

/** A signed-in customer's own account: profile, password and saved addresses. */
export function accountsService(deps: { db: Db; config: Config; clock: Clock; sessions: SessionsService }) {
  const { db, config, clock, sessions } = deps

  const load = async (customerId: string) => {
    const customer = await findCustomer(db, customerId)
    if (!customer?.email) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
    return customer
  }

  return {
    async profile(customerId: string) {
      return toCustomerProfile(await load(customerId))
    },

    async updateProfile(customerId: string, body: z.output<typeof UpdateProfileBody>) {
      await load(customerId)
      try {
        const row = await updateCustomer(db, customerId, { ...body, updatedAt: clock.now() })
        return toCustomerProfile(row!)
      } catch (error) {
        if (isUniqueViolation(error, 'customers_email_key')) {
          throw new AppError('EMAIL_TAKEN', 'Another account already uses this e-mail.', {
            details: [{ path: 'email', message: 'Another account already uses this e-mail.' }],
          })
        }
        throw error
      }
    },

    /** Checks the current password on the server; other sessions end, the caller's stays. */
    async changePassword(customerId: string, body: z.output<typeof ChangePasswordBody>, callerToken: string | undefined) {
      await assertCurrentPassword(db, 'customer', customerId, body.currentPassword)
      const passwordHash = await hashPassword(body.newPassword)
      const customer = await load(customerId)
      await db.transaction(async (tx) => {
        const now = clock.now()
        await setPasswordHash(tx, 'customer', customerId, passwordHash, now)
        await sessions.revokeAll('customer', customerId, tx, callerToken)
        await noticeSecurityChange(tx, { kind: 'customer', id: customerId, email: customer.email! }, 'password', {
          at: now,
          shopUrl: config.publicUrl,
          details: { via: 'profile' },
        })
      })
    },

    async addresses(customerId: string) {
      return (await listAddresses(db, customerId)).map(toAddress)
    },

    async addAddress(customerId: string, body: z.output<typeof AddressBody>) {
      await load(customerId)
      if ((await countAddresses(db, customerId)) >= MAX_ADDRESSES) {
        throw new AppError('CONFLICT', `You can save at most ${MAX_ADDRESSES} addresses. Remove one first.`)
      }
      return toAddress(await insertAddress(db, { customerId, ...body }))
    },

    async removeAddress(customerId: string, addressId: string) {
      if (!(await deleteAddress(db, customerId, addressId))) throw notFound('Address not found.')
    },
  }
}
