import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamps } from './columns'
import { accountKind, approvalStatus, businessType } from './enums'

/**
 * TOTP (RFC 6238): required for admins, optional for vendors. The secret is kept while enrolment
 * is under way; the factor is on only once a first code proved the authenticator has it.
 */
const secondFactor = () => ({
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code works once, never replayed. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
})

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...secondFactor(),
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
    /** The language the customer reads Haat and its mails in (docs/decisions/035-hindi.md). */
    locale: text('locale').notNull().default('en-IN'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    check('customers_locale', sql`${t.locale} in ('en-IN', 'hi-IN')`),
  ],
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

/**
 * A payout destination's columns (a seller's, and each payout's copy): a UPI ID alone, or a bank
 * account's holder, number (9 to 18 digits) and IFSC alone.
 */
export const payoutDestinationCheck = (t: {
  kind: AnyPgColumn
  upiId: AnyPgColumn
  holder: AnyPgColumn
  number: AnyPgColumn
  ifsc: AnyPgColumn
}) => sql`(${t.kind} = 'upi' and ${t.upiId} is not null and ${t.holder} is null and ${t.number} is null and ${t.ifsc} is null)
  or (${t.kind} = 'bank_account' and ${t.upiId} is null and ${t.holder} is not null
    and ${t.number} ~ '^[0-9]{9,18}$' and ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$')`

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
    /** Null only for sellers that applied before PANs were asked for. */
    pan: text('pan'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    /**
     * Where payouts go: a UPI ID (as every seller registers), or a bank account the seller gave in
     * Store Settings. Only the chosen kind's columns are filled (a CHECK keeps it so).
     */
    payoutKind: text('payout_kind').$type<'upi' | 'bank_account'>().notNull().default('upi'),
    upiId: text('upi_id'),
    bankAccountHolder: text('bank_account_holder'),
    /** Personal data: shown to no one, the seller included, but by its last 4 digits. */
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    status: approvalStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
    /** False once an admin deletes the vendor: its products leave the shop, its orders remain. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** An admin's commission for this seller, in basis points, instead of its categories'; null: the categories'. */
    commissionBp: integer('commission_bp'),
    /**
     * The seller's customer-care number and grievance officer (name, designation, contact), shown
     * on its product pages: Consumer Protection (E-Commerce) Rules 2020, 5(3)(a) and 6(5). Optional.
     */
    customerCare: text('customer_care'),
    grievanceOfficer: text('grievance_officer'),
    /** The language the seller reads the seller centre and its mails in. */
    locale: text('locale').notNull().default('en-IN'),
    ...secondFactor(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vendors_email_key').on(sql`lower(${t.email})`),
    check('vendors_locale', sql`${t.locale} in ('en-IN', 'hi-IN')`),
    index('vendors_status_idx').on(t.status),
    check('vendors_pan', sql`${t.pan} is null or ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('vendors_commission_bp', sql`${t.commissionBp} is null or ${t.commissionBp} between 0 and 5000`),
    check(
      'vendors_payout_destination',
      payoutDestinationCheck({
        kind: t.payoutKind,
        upiId: t.upiId,
        holder: t.bankAccountHolder,
        number: t.bankAccountNumber,
        ifsc: t.bankIfsc,
      }),
    ),
  ],
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

/** Password-reset codes (docs/decisions/008-password-reset-otp.md): hashed, 10 minutes, single use, 5 wrong tries. */
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

/**
 * A sign-up waiting for its e-mail to be proved (docs/decisions/042-verify-first-sign-up.md): the
 * form's fields with the password already hashed, and a 6-digit code mailed to the address (hashed
 * with the row's id, like a reset code). Confirming creates the account and deletes the row; a
 * new sign-up with the address replaces it. A row is written even when the e-mail already has an
 * account (its code then goes nowhere), so registering and confirming answer alike whoever owns
 * the address.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKind('kind').notNull(),
    email: text('email').notNull(),
    /** The form's other fields (a customer's name and phone), as the account will get them. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the visitor signed up in: the code's mail and the welcome mail are in it. */
    locale: text('locale').notNull().default('en-IN'),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.kind, sql`lower(${t.email})`, t.createdAt),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
)

/**
 * A sign-in whose password was right but whose second factor is still owed: the browser holds
 * the token (hashed here) for a few minutes and a handful of tries.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    persistent: boolean('persistent').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** An administrator's first sign-in: the hash of the mailed link's token that shows the authenticator's key. */
    enrolmentTokenHash: text('enrolment_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
)

/** One-time recovery codes for a lost authenticator, stored as hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_subject_idx').on(t.kind, t.subjectId)],
)

/**
 * A new sign-in e-mail waiting for its owner to open the link mailed to it; only then does the
 * account's e-mail change.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_subject_idx').on(t.kind, t.subjectId)],
)

/**
 * Where a seller delivers, how soon it dispatches and where it takes cash on delivery
 * (docs/decisions/036-delivery-dates.md). No row: DEFAULT_SELLER_DELIVERY (all of India, two
 * business days, cash on delivery everywhere).
 */
export const vendorDelivery = pgTable(
  'vendor_delivery',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'`),
    pinPrefixes: text('pin_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    excludedPinPrefixes: text('excluded_pin_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    dispatchDays: smallint('dispatch_days').notNull(),
    cod: boolean('cod').notNull(),
    codExcludedPinPrefixes: text('cod_excluded_pin_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps(),
  },
  (t) => [
    check('vendor_delivery_area', sql`${t.area} in ('india', 'states', 'pins')`),
    check('vendor_delivery_dispatch_days', sql`${t.dispatchDays} between 0 and 10`),
    check('vendor_delivery_states', sql`${t.area} <> 'states' or cardinality(${t.states}) > 0`),
    check('vendor_delivery_pins', sql`${t.area} <> 'pins' or cardinality(${t.pinPrefixes}) > 0`),
  ],
)

/**
 * Browsers that signed in to an account before (OWASP's device cookie): their sign-ins are not
 * slowed by failures that came from elsewhere.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('known_devices_subject_idx').on(t.kind, t.subjectId),
    index('known_devices_expires_idx').on(t.expiresAt),
  ],
)

/**
 * Which accounts signed in on which browser, by the hash of one random browser id cookie shared by
 * every kind of account (known_devices' tokens are per kind, so they cannot be compared). A
 * customer and a seller with a browser in common may be one person: their orders are flagged as
 * a possible self-purchase (docs/decisions/043-delivery-confirmation.md).
 */
export const accountBrowsers = pgTable(
  'account_browsers',
  {
    browserHash: text('browser_hash').notNull(),
    kind: accountKind('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.browserHash, t.kind, t.subjectId] }),
    // The forwarding check starts from one account's browsers.
    index('account_browsers_subject_idx').on(t.kind, t.subjectId),
  ],
)
