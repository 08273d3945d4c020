// Demo shoppers who bought and received products, and reviewed them: so a new user sees real
// ratings, and every one of them is a verified purchase like any review the shop accepts.
import { randomUUID } from 'node:crypto'
import { TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import type { customers, orderLines, orders, reviews, trackingEvents, vendorOrders } from '../schema/index'
import { newOrderNo } from '../../modules/orders'
import { must } from '../../lib/must'

const DAY = 24 * 60 * 60 * 1000

const DEMO_REVIEWERS = [
  {
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.com',
    phone: '+919820011001',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    street: '7 Carter Road, Bandra West',
  },
  {
    name: 'Kavya Rao',
    email: 'kavya.rao@example.com',
    phone: '+919845022002',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560034',
    street: '118 5th Cross, Koramangala',
  },
  {
    name: 'Rohan Das',
    email: 'rohan.das@example.com',
    phone: '+919830033003',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700029',
    street: '22 Hindustan Park',
  },
  {
    name: 'Sneha Pillai',
    email: 'sneha.pillai@example.com',
    phone: '+919847044004',
    city: 'Kochi',
    state: 'Kerala',
    pin: '682016',
    street: '3 MG Road, Ravipuram',
  },
  {
    name: 'Imran Qureshi',
    email: 'imran.qureshi@example.com',
    phone: '+919811055005',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pin: '226001',
    street: '14 Hazratganj',
  },
  {
    name: 'Meenakshi Iyer',
    email: 'meenakshi.iyer@example.com',
    phone: '+919840066006',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600004',
    street: '9 Luz Church Road, Mylapore',
  },
] as const

/** Short, plain reviews; which one a product gets is fixed by its position, so runs agree. */
const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Exactly as described and well packed. Arrived a day early.',
    'Excellent quality for the price. Would buy again from this seller.',
    'Very happy with this. The finish is better than in the photos.',
  ],
  4: [
    'Good product, does what it should. Delivery took a little longer than promised.',
    'Nice quality. Packaging could have been sturdier, but nothing was damaged.',
    'Worth the money. Colour is a shade lighter than the pictures.',
  ],
  3: ['Decent for the price, but I expected a bit more.', 'It is okay. Works fine, though the material feels thin.'],
}

type Product = {
  id: string
  listedAt: Date
  vendorId: string
  vendorName: string
  name: string
  slug: string
  sku: string
  pricePaise: number
  imageKey: string | null
}

export type DemoReviewRows = {
  customers: (typeof customers.$inferInsert)[]
  orders: (typeof orders.$inferInsert)[]
  vendorOrders: (typeof vendorOrders.$inferInsert)[]
  orderLines: (typeof orderLines.$inferInsert)[]
  trackingEvents: (typeof trackingEvents.$inferInsert)[]
  reviews: (typeof reviews.$inferInsert)[]
  /** Per product: how many verified reviews and the sum of their stars. */
  ratings: Map<string, { count: number; sum: number }>
}

/**
 * Every third approved product gets 1 to 4 reviews, each by a reviewer who ordered it (cash on
 * delivery), had it delivered by its seller some weeks ago, then wrote about it.
 */
export function planDemoReviews(input: { products: Product[]; passwordHash: string; now: number }): DemoReviewRows {
  const { products, passwordHash, now } = input
  const at = (ago: number) => new Date(now - ago)
  const rows: DemoReviewRows = {
    customers: [],
    orders: [],
    vendorOrders: [],
    orderLines: [],
    trackingEvents: [],
    reviews: [],
    ratings: new Map(),
  }
  const reviewerIds = DEMO_REVIEWERS.map(() => randomUUID())
  DEMO_REVIEWERS.forEach((r, i) => {
    rows.customers.push({
      id: must(reviewerIds[i], 'a reviewer id'),
      name: r.name,
      email: r.email,
      phone: r.phone,
      passwordHash,
      createdAt: at(90 * DAY),
      updatedAt: at(90 * DAY),
    })
  })

  products.forEach((product, index) => {
    // Bought after it was listed, delivered 4 days later, reviewed 2 days after that: only
    // products listed long enough ago for all of it.
    const listedAgo = now - product.listedAt.getTime()
    if (index % 3 !== 0 || listedAgo < 10 * DAY) return
    const reviewers = 1 + (index % 4)
    for (let k = 0; k < reviewers; k++) {
      const who = (index + k) % DEMO_REVIEWERS.length
      const reviewer = must(DEMO_REVIEWERS[who], 'a demo reviewer')
      const placedAgo =
        listedAgo - DAY - ((index * 7 + k * 11) % Math.max(1, Math.floor((listedAgo - 9 * DAY) / DAY))) * DAY
      const deliveredAgo = placedAgo - 4 * DAY
      const orderId = randomUUID()
      const vendorOrderId = randomUUID()
      const shipping = Math.round(product.pricePaise >= 49_900 ? 0 : 4_000)
      rows.orders.push({
        id: orderId,
        orderNo: newOrderNo(),
        customerId: must(reviewerIds[who], 'a reviewer id'),
        idempotencyKey: randomUUID(),
        name: reviewer.name,
        email: reviewer.email,
        phone: reviewer.phone,
        street: reviewer.street,
        city: reviewer.city,
        state: reviewer.state,
        pin: reviewer.pin,
        country: 'India',
        subtotalPaise: product.pricePaise,
        shippingPaise: shipping,
        taxPaise: 0,
        totalPaise: product.pricePaise + shipping,
        status: 'delivered',
        paymentMethod: 'cod',
        paymentProvider: 'cod',
        paymentStatus: 'confirmed',
        createdAt: at(placedAgo),
        updatedAt: at(deliveredAgo),
      })
      rows.vendorOrders.push({
        id: vendorOrderId,
        orderId,
        vendorId: product.vendorId,
        status: 'delivered',
        totalPaise: product.pricePaise,
        courierName: 'India Post',
        trackingNumber: `EE${String(100_000_000 + index * 10 + k).slice(0, 9)}IN`,
        shippedAt: at(placedAgo - 1 * DAY),
        deliveredAt: at(deliveredAgo),
        createdAt: at(placedAgo - 12 * 60 * 60 * 1000),
        updatedAt: at(deliveredAgo),
      })
      rows.orderLines.push({
        orderId,
        productId: product.id,
        vendorId: product.vendorId,
        vendorOrderId,
        productName: product.name,
        productSlug: product.slug,
        sku: product.sku,
        imageKey: product.imageKey,
        vendorName: product.vendorName,
        unitPricePaise: product.pricePaise,
        quantity: 1,
        lineTotalPaise: product.pricePaise,
      })
      for (const [status, ago] of [
        [TRACKING_STATUS.orderPlaced, placedAgo],
        [TRACKING_STATUS.shipped, placedAgo - 1 * DAY],
        [TRACKING_STATUS.delivered, deliveredAgo],
      ] as const) {
        rows.trackingEvents.push({
          orderId,
          vendorOrderId: status === TRACKING_STATUS.orderPlaced ? null : vendorOrderId,
          status,
          createdAt: at(ago),
        })
      }
      const rating = must([5, 4, 5, 3, 4, 5][(index + k) % 6], 'a rating')
      const texts = must(REVIEW_TEXTS[rating], 'review texts')
      const reviewedAt = at(deliveredAgo - 2 * DAY)
      rows.reviews.push({
        productId: product.id,
        customerId: must(reviewerIds[who], 'a reviewer id'),
        rating,
        body: must(texts[(index + k) % texts.length], 'a review text'),
        isVerifiedPurchase: true,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
      const tally = rows.ratings.get(product.id) ?? { count: 0, sum: 0 }
      rows.ratings.set(product.id, { count: tally.count + 1, sum: tally.sum + rating })
    }
  })
  return rows
}
