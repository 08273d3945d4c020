import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
