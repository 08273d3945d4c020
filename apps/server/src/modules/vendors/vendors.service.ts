import { type Locale, toLocale } from '@haat/shared/i18n'
import type { ConfirmRegistrationBody } from '@haat/shared/accounts/registration'
import type { ChangePasswordBody } from '@haat/shared/accounts/customer'
import { isDeepStrictEqual } from 'node:util'
import { maskedAccount, type SetPayoutAccountBody } from '@haat/shared/accounts/payout-account'
import type { BusinessType, UpdateVendorBody, VendorApplicationBody } from '@haat/shared/accounts/vendor'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { RateLimiter } from '../../lib/rate-limiter'
import { recordAudit } from '../audit'
import { setPasswordHash } from '../auth'
import {
  assertCurrentPassword,
  type EmailChangeService,
  hashNewPassword,
  noticeSecurityChange,
  type RegistrationService,
  requirePassword,
  type SessionsService,
} from '../auth'
import { enqueueAdminMail, enqueueMail, vendorApplicationMail } from '../mail'
import { vendorApplicationReceivedMail } from './vendor-review-mails'
import { bankOfIfsc } from './bank-directory'
import { payoutDestinationOf, toVendorProfile } from './vendor-profile'
import { findVendor, insertVendor, updateVendor } from './vendors.repository'
import { assertCityAtPin, assertPinInState } from '../pincodes'

/** The last sentence of the notice a change of payout destination mails the seller. */
const PAYOUTS_NOW_GO_TO = {
  upi: /*i18n*/ { id: 'mail.securityNotice.payoutsNowGoTo', message: 'Payouts now go to {upiId}.' },
  bank: /*i18n*/ {
    id: 'mail.securityNotice.payoutsNowGoToBank',
    message: 'Payouts now go to the bank account {account} (IFSC {ifsc}) of {holder}.',
  },
}

/** Seller applications and a vendor's own account. */
export function vendorsService(deps: {
  db: Db
  config: Config
  limiter: RateLimiter
  clock: Clock
  sessions: SessionsService
  emailChanges: EmailChangeService
  registration: RegistrationService
}) {
  const { db, config, limiter, clock, sessions, emailChanges, registration } = deps

  return {
    /**
     * A new application waits for the code mailed to its e-mail (docs/decisions/042-verify-first-sign-up.md),
     * answering alike whether or not a seller already has that e-mail. `locale`: the language the
     * applicant chose on this browser, for the seller centre and mails.
     */
    async apply(body: z.output<typeof VendorApplicationBody>, ip: string, locale: Locale) {
      assertPinInState(body)
      assertCityAtPin(body)
      const { email, password, acceptTerms: _accepted, gstin, ...fields } = body
      return registration.start('vendor', { email, password, data: { ...fields, gstin: gstin ?? '' } }, ip, locale)
    },

    /** The code from the mail: the application is made, always pending; the admins and the applicant are e-mailed. */
    async confirmApplication(body: z.output<typeof ConfirmRegistrationBody>, ip: string) {
      const vendor = await registration.confirm('vendor', body.email, body.code, ip, async (tx, pending) => {
        const fields = pending.data
        const row = await insertVendor(tx, {
          email: pending.email,
          passwordHash: pending.passwordHash,
          businessName: fields.businessName ?? '',
          businessType: fields.businessType as BusinessType,
          gstin: fields.gstin || null,
          pan: fields.pan ?? '',
          ownerName: fields.ownerName ?? '',
          phone: fields.phone ?? '',
          address: fields.address ?? '',
          city: fields.city ?? '',
          state: fields.state ?? '',
          pin: fields.pin ?? '',
          upiId: fields.upiId ?? '',
          locale: toLocale(pending.locale),
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
        await enqueueMail(tx, {
          kind: 'vendor-applied',
          to: row.email,
          ...vendorApplicationReceivedMail({
            businessName: row.businessName,
            ownerName: row.ownerName,
            loginUrl: `${config.publicUrl}/vendor-login`,
            locale: toLocale(pending.locale),
          }),
        })
        return row
      })
      return toVendorProfile(vendor)
    },

    /** Readable by the vendor in any state, so a pending or rejected seller can see why. */
    async ownProfile(vendorId: string) {
      const vendor = await findVendor(db, vendorId)
      if (!vendor?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      return { ...toVendorProfile(vendor), pendingEmail: await emailChanges.pending('vendor', vendorId) }
    },

    /**
     * Store settings (/vendor/settings): the application's fields with the same rules. A new
     * e-mail needs the current password and only starts a change, finished by the link mailed to
     * it, so a borrowed session cannot take the account over. Payouts have their own call.
     */
    async updateProfile(vendorId: string, body: z.output<typeof UpdateVendorBody>, sessionToken: string | undefined) {
      const before = await findVendor(db, vendorId)
      if (!before?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      assertPinInState(body)
      assertCityAtPin(body)
      const { currentPassword, email, ...fields } = body
      const newEmail = email.toLowerCase() === before.email.toLowerCase() ? null : email
      if (newEmail) {
        const message = /*i18n*/ 'Enter your current password to change the e-mail.'
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
        if (newEmail) await emailChanges.request(tx, { kind: 'vendor', id: vendorId, email: before.email }, newEmail)
        return updated
      })
      return { ...toVendorProfile(row), pendingEmail: newEmail ?? (await emailChanges.pending('vendor', vendorId)) }
    },

    /**
     * Where payouts go: a UPI ID or a bank account. It needs the current password, is audited
     * (the account number masked) and mails a notice, so a borrowed session cannot redirect
     * payouts quietly. The full number is kept for the bank file and RazorpayX only.
     */
    async setPayoutAccount(
      vendorId: string,
      body: z.output<typeof SetPayoutAccountBody>,
      sessionToken: string | undefined,
    ) {
      const before = await findVendor(db, vendorId)
      if (!before?.isActive) throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
      await requirePassword(
        { db, limiter },
        { kind: 'vendor', id: vendorId, sessionToken },
        body.currentPassword,
        /*i18n*/ 'Enter your current password to change where payouts go.',
      )
      const columns =
        body.kind === 'upi'
          ? {
              payoutKind: 'upi' as const,
              upiId: body.upiId,
              bankAccountHolder: null,
              bankAccountNumber: null,
              bankIfsc: null,
            }
          : {
              payoutKind: 'bank_account' as const,
              upiId: null,
              bankAccountHolder: body.holderName,
              bankAccountNumber: body.accountNumber,
              bankIfsc: body.ifsc,
            }
      const row = await db.transaction(async (tx) => {
        const now = clock.now()
        const updated = await updateVendor(tx, vendorId, { ...columns, updatedAt: now })
        const from = payoutDestinationOf(before)
        const to = payoutDestinationOf(updated)
        if (isDeepStrictEqual(from, to) && before.bankAccountNumber === updated.bankAccountNumber) return updated
        const owner = { kind: 'vendor' as const, id: vendorId, email: before.email }
        const notice = { at: now, shopUrl: config.publicUrl, details: { from, to } }
        if (from.kind === 'upi' && to.kind === 'upi') {
          // UPI to UPI: the notice sellers have had since registration, in their words.
          await noticeSecurityChange(tx, owner, 'upiId', {
            ...notice,
            extra: { message: PAYOUTS_NOW_GO_TO.upi, values: { upiId: to.upiId } },
          })
        } else {
          await noticeSecurityChange(tx, owner, 'payoutAccount', {
            ...notice,
            extra:
              to.kind === 'upi'
                ? { message: PAYOUTS_NOW_GO_TO.upi, values: { upiId: to.upiId } }
                : {
                    message: PAYOUTS_NOW_GO_TO.bank,
                    values: { account: maskedAccount(to.last4), ifsc: to.ifsc, holder: to.holderName },
                  },
          })
        }
        return updated
      })
      return { ...toVendorProfile(row), pendingEmail: await emailChanges.pending('vendor', vendorId) }
    },

    /** The bank of an IFSC, from the directory Haat ships (never an online lookup). */
    ifscBank: (ifsc: string) => ({ ifsc, bank: bankOfIfsc(ifsc) }),

    /** Checks the current password on the server; the vendor's other sessions end, the caller's stays. */
    async changePassword(vendorId: string, body: z.output<typeof ChangePasswordBody>, callerToken: string | undefined) {
      await assertCurrentPassword(
        { db, limiter },
        { kind: 'vendor', id: vendorId, sessionToken: callerToken },
        body.currentPassword,
      )
      const passwordHash = await hashNewPassword(body.newPassword, 'newPassword')
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
