import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { accountKind, approvalStatus, businessType } from './enums'

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admins_email_key').on(sql`lower(${t.email})`)],
)

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null once the customer's personal data is erased (DPDP Act); the row stays for its orders. */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('customers_email_key').on(sql`lower(${t.email})`)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    country: text('country').notNull().default('India'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
)

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    businessType: businessType('business_type').notNull(),
    gstin: text('gstin'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    upiId: text('upi_id').notNull(),
    status: approvalStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
    /** False once an admin deletes the vendor: its products leave the shop, its orders remain. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vendors_email_key').on(sql`lower(${t.email})`), index('vendors_status_idx').on(t.status)],
)

/** Opaque session tokens, stored as SHA-256 hashes; each role's session is independent. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Remember me: a 30-day cookie; otherwise a browser-session cookie with a shorter server expiry. */
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Password-reset codes (DECISIONS.md 4): hashed, 10 minutes, single use, 5 wrong tries. */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKind('kind').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Verifying the code issues a short-lived grant; only the grant can set the new password. */
    grantHash: text('grant_hash'),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    grantUsedAt: timestamp('grant_used_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otps_email_idx').on(t.kind, sql`lower(${t.email})`, t.createdAt),
    uniqueIndex('otps_grant_key').on(t.grantHash),
  ],
)
