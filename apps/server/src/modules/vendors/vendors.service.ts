import type { VendorApplicationBody } from '@haat/shared/accounts/vendor'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/db-errors'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { hashPassword } from '../auth/password'
import { enqueueAdminMail } from '../mail/mail.service'
import { vendorApplicationMail } from '../mail/templates'
import { toVendorProfile } from './vendor-profile'
import { findVendor, insertVendor } from './vendors.repository'

/** Seller applications and a vendor's own account. */
export function vendorsService(deps: { db: Db; config: Config; limiter: RateLimiter }) {
  const { db, config, limiter } = deps

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
        if (isUniqueViolation(error, 'vendors_email_key')) {
          throw new AppError('EMAIL_TAKEN', 'A seller account with this e-mail already exists.', {
            details: [{ path: 'email', message: 'A seller account with this e-mail already exists.' }],
          })
        }
        throw error
      }
    },

    /** Readable by the vendor in any state, so a pending or rejected seller can see why. */
    async ownProfile(vendorId: string) {
      const vendor = await findVendor(db, vendorId)
      if (!vendor?.isActive) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
      return toVendorProfile(vendor)
    },
  }
}
