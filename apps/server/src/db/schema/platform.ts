import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { accountKind, outboxStatus } from './enums'

/** Uploaded images, re-encoded to WebP in a few widths; files live behind the media storage. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: accountKind('owner_kind').notNull(),
    ownerId: uuid('owner_id'),
    /** Storage key prefix; a variant is `${key}-${width}.webp`. */
    storageKey: text('storage_key').notNull().unique(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerKind, t.ownerId)],
)

/** Mail waiting to go out; a worker sends it with retries so nothing is lost while SMTP is down. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Where a reply goes (the contact form's sender), when not to the shop's no-reply address. */
    replyTo: text('reply_to'),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/** Who did what and when: admin actions, vendor changes the admins should see. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** customer, vendor or admin; system for the shop's own jobs and gateway callbacks. */
    actorKind: text('actor_kind').$type<'customer' | 'vendor' | 'admin' | 'system'>().notNull(),
    /** Null for the system, or for a failed sign-in to an e-mail that has no account. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the request came from, when one did (jobs have none). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_actor_kind', sql`${t.actorKind} in ('customer', 'vendor', 'admin', 'system')`),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
)

/**
 * Razorpay webhook deliveries, keyed on x-razorpay-event-id: stored and acknowledged at once,
 * processed once by a worker, so a redelivered or concurrent event changes nothing twice.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.processedAt} is null`),
  ],
)

/** Shop-wide switches an admin can change (e.g. auto-forward new orders to vendors). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One comparison of a day's payments and refunds with the gateway's (docs/decisions/028-reconciliation.md).
 * At most one run of a day at a time: the partial unique index refuses a second while one runs.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The IST calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    trigger: text('trigger').$type<'job' | 'admin'>().notNull(),
    adminId: uuid('admin_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    paymentsChecked: integer('payments_checked').notNull().default(0),
    refundsChecked: integer('refunds_checked').notNull().default(0),
    mismatchCount: integer('mismatch_count').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    check('reconciliation_runs_status', sql`${t.status} in ('running', 'done', 'failed')`),
    check('reconciliation_runs_trigger', sql`${t.trigger} in ('job', 'admin')`),
    index('reconciliation_runs_day_idx').on(t.day, t.startedAt),
    uniqueIndex('reconciliation_runs_one_running')
      .on(t.day)
      .where(sql`${t.status} = 'running'`),
  ],
)

/** One disagreement a run found, and whether (and by whom) it was fixed. */
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    refundId: uuid('refund_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayRefundId: text('gateway_refund_id'),
    haatPaise: integer('haat_paise'),
    gatewayPaise: integer('gateway_paise'),
    gatewayStatus: text('gateway_status'),
    note: text('note').notNull(),
    fix: text('fix').$type<'confirm' | 'capture' | 'refund'>(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    fixedByAdminId: uuid('fixed_by_admin_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reconciliation_mismatches_fix', sql`${t.fix} is null or ${t.fix} in ('confirm', 'capture', 'refund')`),
    index('reconciliation_mismatches_run_idx').on(t.runId),
  ],
)
