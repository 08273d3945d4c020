import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { customers, vendors } from './accounts'
import { products, productVariants } from './catalog'
import type { SettlementTerms } from '@haat/shared/earnings/settlement'
import type { ProductDeclarations } from '@haat/shared/catalog/declarations'
import { bytea, createdAt, timestamps } from './columns'
import {
  accountKind,
  orderStatus,
  paymentMethod,
  paymentProvider,
  paymentStatus,
  refundStatus,
  returnStatus,
  vendorOrderStatus,
} from './enums'

/** A signed-in customer's cart: one line per product and chosen options. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What is bought; its colour and size are copied beside it for the cart's answers. */
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The unit price when the line was added or last grown by an add; null for lines older than this column. */
    addedUnitPricePaise: integer('added_unit_price_paise'),
    ...timestamps(),
  },
  (t) => [
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_lines_added_unit_price_nonnegative', sql`${t.addedUnitPricePaise} >= 0`),
    uniqueIndex('cart_lines_variant_key').on(t.customerId, t.variantId),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('wishlist_items_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('wishlist_items_product_key').on(t.customerId, t.productId),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short, human-readable and not guessable (docs/decisions/014-order-numbers.md). */
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    country: text('country').notNull().default('India'),
    notes: text('notes'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    /** A coupon's discount (the sum of its lines' discount_paise); the total is net of it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon applied, as the customer's code was stored (upper case); null: none. */
    couponCode: text('coupon_code'),
    totalPaise: integer('total_paise').notNull(),
    status: orderStatus('status').notNull().default('placed'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentProvider: paymentProvider('payment_provider').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** What was in the cart when an online order was placed: a new attempt at the same cart while this one is unpaid reuses it. */
    cartFingerprint: text('cart_fingerprint'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the gateway captured for this order (0 until paid online; cash on delivery never). */
    capturedPaise: integer('captured_paise').notNull().default(0),
    /** The sum of its refunds: a check keeps it within what was captured, however many race. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Orders are records: an admin's delete hides them (docs/decisions/017-orders-are-records.md). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check('orders_refunds_within_captured', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.capturedPaise}`),
    check(
      'orders_total_adds_up',
      sql`${t.discountPaise} >= 0 and ${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise} + ${t.taxPaise} - ${t.discountPaise}`,
    ),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('orders_gateway_order_key').on(t.gatewayOrderId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.paymentStatus),
    // Reconciliation reads a day's online payments.
    index('orders_paid_online_idx')
      .on(t.paidAt)
      .where(sql`${t.paymentMethod} = 'razorpay'`),
  ],
)

/** A vendor's share of an order, forwarded once per (order, vendor) (docs/decisions/016-forwarding-to-vendors.md). */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: vendorOrderStatus('status').notNull().default('pending'),
    totalPaise: integer('total_paise').notNull(),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Cash on delivery: when the courier collected the cash for this part (set on Delivered; an admin may correct it). */
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Haat's fixed fee for this vendor order, as the shop charged it when the order reached the seller. */
    feePaise: integer('fee_paise').notNull().default(0),
    /** What its sale is settled on, fixed at delivery (docs/money.md); null before, and for parts delivered earlier. */
    settlementTerms: jsonb('settlement_terms').$type<SettlementTerms>(),
    /** When its sale becomes payable to the seller: the last of its lines' return windows closes. */
    payableAt: timestamp('payable_at', { withTimezone: true }),
    /** The day the customer was promised this part at checkout (its lines' promised_by); null for older orders. */
    promisedBy: date('promised_by', { mode: 'string' }),
    /**
     * Set when the part is sent to its seller if the buyer shares the seller's phone, address or
     * UPI ID (a possible self-purchase: 'phone', 'address', 'upi', comma-separated): its review is
     * not verified, Haat's coupon share is not paid to the seller, and the admin sees it flagged.
     */
    selfPurchaseReason: text('self_purchase_reason'),
    /**
     * The seller's Delivered is only its word (docs/decisions/043-delivery-confirmation.md): the
     * delivery is confirmed when the customer, the courier or an admin says so (stored here), or
     * when DELIVERY_HOLDING_DAYS pass after it with no "not received" (computed, never stored).
     */
    deliveryConfirmedAt: timestamp('delivery_confirmed_at', { withTimezone: true }),
    deliveryConfirmedBy: text('delivery_confirmed_by').$type<'customer' | 'courier' | 'admin'>(),
    /** The customer said "I haven't received it": the holding period stops until it is confirmed. */
    deliveryDisputedAt: timestamp('delivery_disputed_at', { withTimezone: true }),
    deliveryDisputeNote: text('delivery_dispute_note'),
    ...timestamps(),
  },
  (t) => [
    check('vendor_orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
    check('vendor_orders_fee_nonnegative', sql`${t.feePaise} >= 0`),
    check(
      'vendor_orders_delivery_confirmed_by',
      sql`(${t.deliveryConfirmedAt} is null) = (${t.deliveryConfirmedBy} is null) and (${t.deliveryConfirmedBy} is null
        or (${t.deliveryConfirmedBy} in ('customer', 'courier', 'admin') and ${t.deliveredAt} is not null))`,
    ),
    check('vendor_orders_dispute_after_delivery', sql`${t.deliveryDisputedAt} is null or ${t.deliveredAt} is not null`),
    // The admin's orders list marks parts whose customer says they never arrived.
    index('vendor_orders_delivery_disputed_idx')
      .on(t.orderId)
      .where(sql`${t.deliveryDisputedAt} is not null and ${t.deliveryConfirmedAt} is null`),
    uniqueIndex('vendor_orders_order_vendor_key').on(t.orderId, t.vendorId),
    index('vendor_orders_vendor_idx').on(t.vendorId, t.createdAt),
    // The seller's list, due soonest first.
    index('vendor_orders_vendor_promised_idx').on(t.vendorId, t.promisedBy),
  ],
)

/** What was bought, as it was when bought: a snapshot later catalogue edits never change. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    sku: text('sku').notNull(),
    imageKey: text('image_key'),
    vendorName: text('vendor_name').notNull(),
    /** The variant bought; null once the seller deletes it (the line keeps its SKU and options). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The options as chosen ("Size: M, Colour: Blue"), copied when bought; colour and size also below. */
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull().default(0),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The coupon's share of this line (docs/decisions/037-coupons.md); the customer paid line_total_paise less it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * The part of the discount the line's seller funds (its own coupon): it lowers the seller's
     * invoice and sale. The rest Haat funds, and pays the seller (docs/decisions/037-coupons.md).
     */
    sellerDiscountPaise: integer('seller_discount_paise').notNull().default(0),
    /**
     * The line's share of the order's delivery fee (docs/decisions/038-delivery-fee.md): refunded
     * with the line when it is cancelled, kept by its seller (who ships it) once delivered.
     */
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /** The product's return window when bought, in days from delivery (0: not returnable). */
    returnDays: integer('return_days').notNull().default(0),
    /** The day in India the seller's part was promised for at checkout (null: ordered before dates were promised). */
    promisedBy: date('promised_by', { mode: 'string' }),
    /** The product's HSN code and GST rate when bought, for its invoice (null for products without them). */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** The product's declarations when bought (net quantity, maker, best before…); null when it had none. */
    declarations: jsonb('declarations').$type<Partial<ProductDeclarations>>(),
    /** Haat's commission on the line in basis points, fixed when the order reached its seller. */
    commissionBp: integer('commission_bp'),
    /** How many of the line were cancelled (today a line is cancelled whole); never more than bought. */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled: the customer, the seller, an admin, or the shop itself (an unpaid order released). */
    cancelledByKind: text('cancelled_by_kind').$type<'customer' | 'vendor' | 'admin' | 'system'>(),
    cancelledById: uuid('cancelled_by_id'),
    /** A code from @haat/shared/orders/cancel-reasons. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /** How many are in return requests not rejected: with the cancelled, never more than bought. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_return_days_nonnegative', sql`${t.returnDays} >= 0`),
    check(
      'order_lines_cancelled_quantity_within',
      sql`${t.cancelledQuantity} >= 0 and ${t.cancelledQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_lines_returned_within',
      sql`${t.returnedQuantity} >= 0 and ${t.cancelledQuantity} + ${t.returnedQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_lines_cancelled_by_kind',
      sql`${t.cancelledByKind} is null or ${t.cancelledByKind} in ('customer', 'vendor', 'admin', 'system')`,
    ),
    check('order_lines_amounts_nonnegative', sql`${t.unitPricePaise} >= 0 and ${t.lineTotalPaise} >= 0`),
    check('order_lines_discount_within', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.lineTotalPaise}`),
    check('order_lines_delivery_fee_nonnegative', sql`${t.deliveryFeePaise} >= 0`),
    check(
      'order_lines_seller_discount_within',
      sql`${t.sellerDiscountPaise} >= 0 and ${t.sellerDiscountPaise} <= ${t.discountPaise}`,
    ),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_vendor_idx').on(t.vendorId),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_variant_idx')
      .on(t.variantId)
      .where(sql`${t.variantId} is not null`),
    // Lines still waiting to be sent to their seller (the admin's "waiting to be sent"): few at any time.
    index('order_lines_unsent_idx')
      .on(t.orderId)
      .where(sql`${t.vendorOrderId} is null and ${t.cancelledQuantity} < ${t.quantity}`),
  ],
)

/** The steps a customer sees on /orders/{orderNo}. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'cascade' }),
    /** A step of a return (also shown with its seller's part). */
    returnId: uuid('return_id').references((): AnyPgColumn => returns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorKind: accountKind('actor_kind'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_order_idx').on(t.orderId, t.createdAt)],
)

/**
 * Money going back to the customer through the gateway that took it: one row per refund. Its
 * amount is added to the order's refunded_paise in the same transaction, so all refunds of a
 * payment never pass what was captured. The gateway call carries `idempotency_key`, so a retry
 * after a timeout never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    /** The payment it goes back to; null for a cash-on-delivery refund, which goes to `upi_id`. */
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** cancelled (lines cancelled), paid_after_release (a late payment), returned (a return received). */
    reason: text('reason').notNull(),
    /** The return it pays back: at most one refund per return. */
    returnId: uuid('return_id')
      .unique()
      .references((): AnyPgColumn => returns.id, { onDelete: 'restrict' }),
    /** Cash on delivery: the customer's UPI id an admin sends the money to, until a payout provider does. */
    upiId: text('upi_id'),
    /** The bank's transfer reference (UTR) the admin recorded, and who. */
    paidReference: text('paid_reference'),
    paidByAdminId: uuid('paid_by_admin_id'),
    /** The cancelled lines it pays back (empty for a whole late payment). */
    lineIds: uuid('line_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: refundStatus('status').notNull().default('requested'),
    /** Sent as X-Refund-Idempotency: the refund's id, with a suffix only after the gateway failed it. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'refunds_destination',
      sql`(${t.provider} = 'cod' and ${t.upiId} is not null) or (${t.provider} <> 'cod' and ${t.gatewayPaymentId} is not null)`,
    ),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    index('refunds_processed_idx')
      .on(t.processedAt)
      .where(sql`${t.processedAt} is not null`),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'requested'`),
  ],
)

/**
 * A customer's request to send back items of one seller's delivered part. Its lines' quantities are
 * added to the order lines' returned_quantity while the request stands (a check keeps returned plus
 * cancelled within what was bought).
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: returnStatus('status').notNull().default('requested'),
    /** A code from @haat/shared/orders/return-rules. */
    reason: text('reason').notNull(),
    comment: text('comment'),
    photoMediaIds: uuid('photo_media_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Cash on delivery: where the refund goes. */
    upiId: text('upi_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** The seller answers by then (2 business days), or the request is approved on its own. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByKind: text('decided_by_kind').$type<'vendor' | 'admin' | 'system'>(),
    decidedById: uuid('decided_by_id'),
    rejectReason: text('reject_reason'),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    damageNote: text('damage_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByAdminId: uuid('resolved_by_admin_id'),
    resolutionNote: text('resolution_note'),
    ...timestamps(),
  },
  (t) => [
    check('returns_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    check(
      'returns_decided_by_kind',
      sql`${t.decidedByKind} is null or ${t.decidedByKind} in ('vendor', 'admin', 'system')`,
    ),
    index('returns_order_idx').on(t.orderId),
    index('returns_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    // Housekeeping keeps an upload a return shows (photo_media_ids @> array[id]).
    index('returns_photos_idx').using('gin', t.photoMediaIds),
    index('returns_due_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'requested'`),
  ],
)

/** The order lines a return sends back, and how many of each. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('return_lines_line_idx').on(t.orderLineId),
  ],
)

/**
 * The next number of each seller's series per financial year: a tax invoice series and a credit
 * note series. Taken in the transaction that issues the document, so a rollback gives the number
 * back and the series stays unbroken.
 */
export const taxDocumentSeries = pgTable(
  'tax_document_series',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** The Indian financial year, "26-27" for April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    series: text('series').$type<'invoice' | 'credit_note'>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.financialYear, t.series] }),
    check('tax_document_series_kind', sql`${t.series} in ('invoice', 'credit_note')`),
    check('tax_document_series_positive', sql`${t.lastNumber} > 0`),
  ],
)

/**
 * A seller's tax invoice (a bill of supply for a seller without GSTIN) or credit note, as issued:
 * everything GST Rule 46 asks, copied here so it never changes (a trigger refuses updates and
 * deletes). docs/money.md.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'tax_invoice' | 'bill_of_supply' | 'credit_note'>().notNull(),
    /** At most 16 characters, unbroken per seller, series and financial year ("TBZ/26-27/000123"). */
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The seller, the customer, the place of supply, the lines and the totals, as printed. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The PDF, made when the document is issued (null only for documents issued before PDFs were). */
    pdf: bytea('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_documents_kind', sql`${t.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
    uniqueIndex('tax_documents_vendor_number_key').on(t.vendorId, t.number),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_vendor_order_idx').on(t.vendorOrderId),
    index('tax_documents_invoice_idx').on(t.invoiceId),
  ],
)

/**
 * Coupons (docs/decisions/037-coupons.md): a code worth a percentage (with a cap) or a flat amount
 * off the eligible lines of an order, within a window and usage limits. An admin's coupon is funded
 * by Haat (the seller is paid and invoices at the full price); a seller's own (`vendor_id`) covers
 * only its products and lowers its price.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, letters and digits: codes are matched whatever case the customer types. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    maxDiscountPaise: integer('max_discount_paise'),
    flatOffPaise: integer('flat_off_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use it in all; null: no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** all: every product; category: one category's; sellers: the chosen sellers'. */
    scope: text('scope').$type<'all' | 'category' | 'sellers'>().notNull().default('all'),
    categoryId: uuid('category_id'),
    vendorIds: uuid('vendor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** The seller that made and funds it (null: Haat's); its scope is that seller alone. */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_vendor_idx').on(t.vendorId),
    check(
      'coupons_seller_own',
      sql`${t.vendorId} is null or (${t.scope} = 'sellers' and ${t.vendorIds} = array[${t.vendorId}])`,
    ),
    check('coupons_code_shape', sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check(
      'coupons_one_kind',
      sql`(${t.percentOff} between 1 and 90 and ${t.flatOffPaise} is null) or (${t.flatOffPaise} > 0 and ${t.percentOff} is null and ${t.maxDiscountPaise} is null)`,
    ),
    check('coupons_max_positive', sql`${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0`),
    check('coupons_min_nonnegative', sql`${t.minOrderPaise} >= 0`),
    check('coupons_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('coupons_limits', sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and ${t.perCustomerLimit} > 0`),
    check('coupons_scope', sql`${t.scope} in ('all', 'category', 'sellers')`),
    check(
      'coupons_scope_named',
      sql`(${t.scope} <> 'category' or ${t.categoryId} is not null) and (${t.scope} <> 'sellers' or cardinality(${t.vendorIds}) > 0)`,
    ),
  ],
)

/** One order's use of a coupon; released (the use given back) when the order is cancelled or wholly returned. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id'),
    discountPaise: integer('discount_paise').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.customerId),
    check('coupon_redemptions_discount_positive', sql`${t.discountPaise} > 0`),
  ],
)
