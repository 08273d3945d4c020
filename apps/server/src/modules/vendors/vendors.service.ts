import type { ChangePasswordBody } from '@haat/shared/accounts/customer'
import type { UpdateVendorBody, VendorApplicationBody } from '@haat/shared/accounts/vendor'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { recordAudit } from '../admin/audit.service'
import { setPasswordHash } from '../auth/accounts.repository'
import { assertCurrentPassword } from '../auth/current-password'
import { hashPassword } from '../auth/password'
import { noticeSecurityChange } from '../auth/security-notice'
import type { SessionsService } from '../auth/sessions.service'
import { enqueueAdminMail } from '../mail/mail.service'
import { vendorApplicationMail } from '../mail/templates'
import { toVendorProfile } from './vendor-profile'
import { findVendor, insertVendor, updateVendor } from './vendors.repository'

/** Changes to these reach the admins' audit log: a payout or identity change is worth a second look. */
// Recorded for the admins: where payouts go and who the seller is (the e-mail signs it in).
const WATCHED_FIELDS = ['businessName', 'upiId', 'email'] as const

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'A seller account with this e-mail already exists.', {
    details: [{ path: 'email', message: 'A seller account with this e-mail already exists.' }],
  })

/** Seller applications and a vendor's own account. */
export function vendorsService(deps: { db: Db; config: Config; limiter: RateLimiter; clock: Clock; sessions: SessionsService }) {
  const { db, config, limiter, clock, sessions } = deps

  return {
    /** A new application: always pending, whatever the body says; the admins are e-mailed. */
    async apply(body: z.output<typeof VendorApplicationBody>, ip: string) {
      await enforceLimit(limiter, 'registrationsPerIp', ip)
      const passwordHash = await hashPassword(body.password)
      try {
        const vendor = await db.transaction(async (tx) => {
          const row = await insertVendor(tx, {
            email: body.email,
            passwordHash,
            businessName: body.businessName,
            businessType: body.businessType,
            gstin: body.gstin ?? null,
            ownerName: body.ownerName,
            phone: body.phone,
            address: body.address,
            city: body.city,
            state: body.state,
            pin: body.pin,
            upiId: body.upiId,
          })
          await enqueueAdminMail(tx, config, {
            kind: 'vendor-application',
            ...vendorApplicationMail({
              businessName: row.businessName,
              ownerName: row.ownerName,
              email: row.email,
              city: row.city,
              state: row.state,
              reviewUrl: `${config.publicUrl}/admin/vendors/pending`,
            }),
          })
          return row
        })
        return toVendorProfile(vendor)
      } catch (error) {
        if (isUniqueViolation(error, 'vendors_email_key')) throw emailTaken()
        throw error
      }
    },

    /** Readable by the vendor in any state, so a pending or rejected seller can see why. */
    async ownProfile(vendorId: string) {
      const vendor = await findVendor(db, vendorId)
      if (!vendor?.isActive) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
      return toVendorProfile(vendor)
    },

    /**
     * Store settings (/vendor/settings): the application's fields with the same rules. A new
     * e-mail needs the current password, so a borrowed session cannot take the account over. A
     * change of business name, UPI id or e-mail is written to the audit log in the same transaction.
     */
    async updateProfile(vendorId: string, body: z.output<typeof UpdateVendorBody>) {
      const before = await findVendor(db, vendorId)
      if (!before?.isActive) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
      const { currentPassword, ...fields } = body
      if (fields.email !== before.email) {
        if (!currentPassword) {
          throw new AppError('VALIDATION', 'Please enter your current password to change the e-mail.', {
            details: [{ path: 'currentPassword', message: 'Enter your current password to change the e-mail.' }],
          })
        }
        await assertCurrentPassword(db, 'vendor', vendorId, currentPassword)
      }
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await updateVendor(tx, vendorId, { ...fields, gstin: fields.gstin ?? null, updatedAt: clock.now() })
          const changes = Object.fromEntries(
            WATCHED_FIELDS.filter((field) => before[field] !== updated[field]).map((field) => [
              field,
              { from: before[field], to: updated[field] },
            ]),
          )
          if (Object.keys(changes).length > 0) {
            await recordAudit(tx, {
              actor: { kind: 'vendor', id: vendorId },
              action: 'vendor.settings_update',
              entity: 'vendor',
              entityId: vendorId,
              details: changes,
            })
          }
          return updated
        })
        return toVendorProfile(row)
      } catch (error) {
        if (isUniqueViolation(error, 'vendors_email_key')) throw emailTaken()
        throw error
      }
    },

    /** Checks the current password on the server; the vendor's other sessions end, the caller's stays. */
    async changePassword(vendorId: string, body: z.output<typeof ChangePasswordBody>, callerToken: string | undefined) {
      await assertCurrentPassword(db, 'vendor', vendorId, body.currentPassword)
      const passwordHash = await hashPassword(body.newPassword)
      await db.transaction(async (tx) => {
        const now = clock.now()
        await setPasswordHash(tx, 'vendor', vendorId, passwordHash, now)
        await sessions.revokeAll('vendor', vendorId, tx, callerToken)
        const vendor = await findVendor(tx, vendorId)
        if (vendor) {
          await noticeSecurityChange(tx, { kind: 'vendor', id: vendorId, email: vendor.email }, 'password', {
            at: now,
            shopUrl: config.publicUrl,
            details: { via: 'profile' },
          })
        }
      })
    },
  }
}
