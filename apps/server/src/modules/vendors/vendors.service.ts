import type { Locale } from '@haat/shared/i18n'
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
import { recordAudit } from '../audit'
import { setPasswordHash } from '../auth'
import {
  assertCurrentPassword,
  type EmailChangeService,
  emailTaken,
  hashPassword,
  noticeSecurityChange,
  requirePassword,
  type SessionsService,
} from '../auth'
import { enqueueAdminMail, vendorApplicationMail } from '../mail'
import { toVendorProfile } from './vendor-profile'
import { findVendor, insertVendor, updateVendor } from './vendors.repository'
import { assertCityAtPin, assertPinInState } from '../pincodes'

/** Seller applications and a vendor's own account. */
export function vendorsService(deps: {
  db: Db
  config: Config
  limiter: RateLimiter
  clock: Clock
  sessions: SessionsService
  emailChanges: EmailChangeService
}) {
  const { db, config, limiter, clock, sessions, emailChanges } = deps

  return {
    /** A new application: always pending, whatever the body says; the admins are e-mailed. */
    /** `locale`: the language the applicant chose on this browser, for the seller centre and mails. */
    async apply(body: z.output<typeof VendorApplicationBody>, ip: string, locale: Locale) {
      await enforceLimit(limiter, 'registrationsPerIp', ip)
      assertPinInState(body)
      assertCityAtPin(body)
      const passwordHash = await hashPassword(body.password)
      try {
        const vendor = await db.transaction(async (tx) => {
          const row = await insertVendor(tx, {
            email: body.email,
            passwordHash,
            businessName: body.businessName,
            businessType: body.businessType,
            gstin: body.gstin ?? null,
            pan: body.pan,
            ownerName: body.ownerName,
            phone: body.phone,
            address: body.address,
            city: body.city,
            state: body.state,
            pin: body.pin,
            upiId: body.upiId,
            locale,
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
        if (isUniqueViolation(error, 'vendors_email_key')) throw emailTaken('vendor')
        throw error
      }
    },

    /** Readable by the vendor in any state, so a pending or rejected seller can see why. */
    async ownProfile(vendorId: string) {
      const vendor = await findVendor(db, vendorId)
      if (!vendor?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      return { ...toVendorProfile(vendor), pendingEmail: await emailChanges.pending('vendor', vendorId) }
    },

    /**
     * Store settings (/vendor/settings): the application's fields with the same rules. A new
     * payout UPI id needs the current password and mails a notice; a new e-mail needs it too and
     * only starts a change, finished by the link mailed to it. So a borrowed session can neither
     * redirect payouts quietly nor take the account over.
     */
    async updateProfile(vendorId: string, body: z.output<typeof UpdateVendorBody>, sessionToken: string | undefined) {
      const before = await findVendor(db, vendorId)
      if (!before?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      assertPinInState(body)
      assertCityAtPin(body)
      const { currentPassword, email, ...fields } = body
      const newEmail = email.toLowerCase() === before.email.toLowerCase() ? null : email
      const upiChanged = fields.upiId !== before.upiId
      if (newEmail || upiChanged) {
        const message = newEmail
          ? /*i18n*/ 'Enter your current password to change the e-mail.'
          : /*i18n*/ 'Enter your current password to change the UPI id.'
        await requirePassword({ db, limiter }, { kind: 'vendor', id: vendorId, sessionToken }, currentPassword, message)
      }
      const row = await db.transaction(async (tx) => {
        const now = clock.now()
        const updated = await updateVendor(tx, vendorId, { ...fields, gstin: fields.gstin ?? null, updatedAt: now })
        if (before.businessName !== updated.businessName) {
          await recordAudit(tx, {
            actor: { kind: 'vendor', id: vendorId },
            action: 'vendor.settings_update',
            entity: 'vendor',
            entityId: vendorId,
            details: { businessName: { from: before.businessName, to: updated.businessName } },
          })
        }
        const owner = { kind: 'vendor' as const, id: vendorId, email: before.email }
        if (upiChanged) {
          await noticeSecurityChange(tx, owner, 'upiId', {
            at: now,
            shopUrl: config.publicUrl,
            details: { upiId: { from: before.upiId, to: updated.upiId } },
            extra: {
              message: /*i18n*/ { id: 'mail.securityNotice.payoutsNowGoTo', message: 'Payouts now go to {upiId}.' },
              values: { upiId: updated.upiId },
            },
          })
        }
        if (newEmail) await emailChanges.request(tx, owner, newEmail)
        return updated
      })
      return { ...toVendorProfile(row), pendingEmail: newEmail ?? (await emailChanges.pending('vendor', vendorId)) }
    },

    /** Checks the current password on the server; the vendor's other sessions end, the caller's stays. */
    async changePassword(vendorId: string, body: z.output<typeof ChangePasswordBody>, callerToken: string | undefined) {
      await assertCurrentPassword(
        { db, limiter },
        { kind: 'vendor', id: vendorId, sessionToken: callerToken },
        body.currentPassword,
      )
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
