/**
 * Demo data: a realistic Indian catalogue with demo accounts, for an empty database only.
 * The caller decides whether to seed (never in production unless SEED_DEMO=1) and checks
 * isDatabaseEmpty first; seedDemoData writes the images, then inserts everything in one
 * transaction with one bulk insert per table.
 */
import { randomUUID } from 'node:crypto'
import { gstinCheckCharacter } from '@haat/shared/india'
import { slugify } from '@haat/shared/slug'
import type { Db } from '../client'
import {
  addresses,
  admins,
  categories,
  customers,
  media,
  productImages,
  products,
  subcategories,
  vendors,
  orderLines,
  orders,
  reviews,
  trackingEvents,
  vendorOrders,
} from '../schema/index'
import { planDemoReviews } from './demo-reviews'
import { hashPassword } from '../../modules/auth'
import type { MediaStorage } from '../../modules/media'
import {
  DEMO_ADMIN,
  DEMO_CATEGORIES,
  DEMO_NAMES_HI,
  DEMO_CUSTOMER,
  DEMO_VENDORS,
  DEMO_COMMISSION_BP,
  DEMO_TAX,
  type DemoProduct,
  type DemoVendorKey,
} from './demo-catalogue'
import { categorySvg, mapLimit, productSvg, storeSvg, type StoredImage } from './demo-images'
import { must } from '../../lib/must'
import { GST_STATE_CODES } from '@haat/shared/tax/gst'
import type { IndianState } from '@haat/shared/india'

/** The demo catalogue's HSN code and GST rate for a subcategory (every one has them). */
const demoTax = (sub: string) => must(DEMO_TAX[sub], `the demo tax of ${sub}`)

export const DEMO_PASSWORD = 'Haat@2026'

export type DemoAccount = { role: 'admin' | 'vendor' | 'customer'; email: string; note: string }

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: DEMO_ADMIN.email, note: 'Administrator (Haat Admin)' },
  { role: 'vendor', email: 'vendor@example.com', note: 'Approved seller: TechBazaar Electronics, Mumbai' },
  { role: 'vendor', email: 'pending-vendor@example.com', note: 'Seller awaiting approval: Lucknow Chikan Studio' },
  { role: 'customer', email: DEMO_CUSTOMER.email, note: 'Customer Priya Sharma, one saved address' },
]

/** Images drawn at once; sharp encodes on libuv's pool, so more would only queue. */
const IMAGE_CONCURRENCY = 4

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** True when there is no account and no category yet: the only state the demo data goes into. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: admins.id }).from(admins).limit(1),
    db.select({ id: customers.id }).from(customers).limit(1),
    db.select({ id: vendors.id }).from(vendors).limit(1),
    db.select({ id: categories.id }).from(categories).limit(1),
  ])
  return found.every((rows) => rows.length === 0)
}

/** A GSTIN for a demo vendor: state code + PAN + entity 1 + Z + check character. */
function demoGstin(state: string, pan: string): string {
  const code = GST_STATE_CODES[state as IndianState]
  if (!code) throw new Error(`No GST state code for ${state}`)
  const first14 = `${code}${pan}1Z`
  return `${first14}${gstinCheckCharacter(first14)}`
}

const rupees = (amount: number) => Math.round(amount * 100)

type PlannedProduct = {
  id: string
  vendorId: string
  categoryId: string
  subcategoryId: string
  sku: string
  slug: string
  source: DemoProduct
  refundDays: number
  createdAt: Date
  imageKeys: string[]
}

type ImageJob = {
  storageKey: string
  ownerKind: 'admin' | 'vendor'
  ownerId: string
  createdAt: Date
  svg: () => string
}

/**
 * When each product was listed, relative to now: spread deterministically over the last 60
 * days; products still waiting for review were listed in the last few days.
 */
function listedAgo(index: number, status: DemoProduct['status'], pendingIndex: number): number {
  if (status === 'pending') return (5 + pendingIndex * 17) * HOUR
  if (status === 'rejected') return 9 * DAY + 5 * HOUR
  return (1 + ((index * 37) % 59)) * DAY + ((index * 7) % 24) * HOUR
}

export async function seedDemoData(
  db: Db,
  storage: MediaStorage,
  log: (line: string) => void = () => {},
): Promise<{ products: number; categories: number }> {
  const started = performance.now()
  const now = Date.now()
  const at = (ago: number) => new Date(now - ago)

  // ---- Plan every row with its id, so the inserts need no round trips between them.
  const adminId = randomUUID()
  const vendorIds = new Map<DemoVendorKey, string>(DEMO_VENDORS.map((v) => [v.key, randomUUID()]))
  const vendorId = (key: DemoVendorKey) => {
    const id = vendorIds.get(key)
    if (!id) throw new Error(`Unknown demo vendor ${key}`)
    return id
  }

  const imageJobs: ImageJob[] = []
  const categoryRows: (typeof categories.$inferInsert)[] = []
  const categoryImageKeys: string[] = []
  const subcategoryRows: (typeof subcategories.$inferInsert)[] = []
  const planned: PlannedProduct[] = []
  const slugs = new Set<string>()
  let productIndex = 0
  let pendingIndex = 0

  DEMO_CATEGORIES.forEach((category, position) => {
    const categoryId = randomUUID()
    const categorySlug = slugify(category.name)
    const imageKey = `demo-category-${categorySlug}`
    imageJobs.push({
      storageKey: imageKey,
      ownerKind: 'admin',
      ownerId: adminId,
      createdAt: at(100 * DAY - position * HOUR),
      svg: () => categorySvg(category.palette, categorySlug),
    })
    categoryImageKeys.push(imageKey)
    categoryRows.push({
      id: categoryId,
      name: category.name,
      nameHi: DEMO_NAMES_HI[category.name] ?? null,
      slug: categorySlug,
      position,
      commissionBp: DEMO_COMMISSION_BP[category.name] ?? 1000,
      createdAt: at(100 * DAY - position * HOUR),
    })
    const subIds = new Map<string, string>()
    category.subcategories.forEach((name, subPosition) => {
      const id = randomUUID()
      subIds.set(name, id)
      subcategoryRows.push({
        id,
        categoryId,
        name,
        nameHi: DEMO_NAMES_HI[name] ?? null,
        slug: slugify(name),
        position: subPosition,
        createdAt: at(100 * DAY - position * HOUR),
      })
    })

    category.products.forEach((product, n) => {
      const subcategoryId = subIds.get(product.sub)
      if (!subcategoryId) throw new Error(`Demo product ${product.name}: no subcategory ${product.sub}`)
      const slug = slugify(product.name)
      if (slugs.has(slug)) throw new Error(`Demo product slug repeated: ${slug}`)
      slugs.add(slug)
      if (product.mrp && product.mrp < product.price) throw new Error(`Demo product ${product.name}: MRP below price`)
      const vendorKey = product.vendor ?? category.vendor
      const ownerId = vendorId(vendorKey)
      const ago = listedAgo(productIndex, product.status, pendingIndex)
      if (product.status === 'pending') pendingIndex++
      productIndex++
      const imageKeys = [`demo-${slug}`]
      if (product.secondImage) imageKeys.push(`demo-${slug}-2`)
      imageKeys.forEach((storageKey, view) => {
        const caption =
          view > 0 && product.colors && product.colors.length > 1 ? `Also in ${product.colors[1]}` : undefined
        imageJobs.push({
          storageKey,
          ownerKind: 'vendor',
          ownerId,
          createdAt: at(ago),
          svg: () =>
            productSvg({ slug, name: product.name, brand: product.brand, palette: category.palette, view, caption }),
        })
      })
      planned.push({
        id: randomUUID(),
        vendorId: ownerId,
        categoryId,
        subcategoryId,
        sku: `HAAT-${category.code}-${String(n + 1).padStart(4, '0')}`,
        slug,
        source: product,
        refundDays: product.refundDays ?? category.refundDays,
        createdAt: at(ago),
        imageKeys,
      })
    })
  })

  const keys = new Set(imageJobs.map((job) => job.storageKey))
  if (keys.size !== imageJobs.length) throw new Error('Demo image storage keys repeat')

  // ---- Draw and store the images before the transaction (files are harmless if it fails), and
  // meanwhile compute the one argon2 hash every demo account shares.
  const imagesStarted = performance.now()
  const [stored, passwordHash] = await Promise.all([
    mapLimit(imageJobs, IMAGE_CONCURRENCY, (job) => storeSvg(storage, job.storageKey, job.svg())),
    hashPassword(DEMO_PASSWORD),
  ])
  const files = stored.reduce((sum, image) => sum + image.widths.length, 0)
  log(
    `Demo images: ${stored.length} images (${files} WebP files) drawn in ${Math.round(performance.now() - imagesStarted)} ms`,
  )

  const mediaIds = new Map<string, string>()
  const mediaRows = imageJobs.map((job, i) => {
    const image = stored[i] as StoredImage
    const id = randomUUID()
    mediaIds.set(job.storageKey, id)
    return {
      id,
      ownerKind: job.ownerKind,
      ownerId: job.ownerId,
      storageKey: image.storageKey,
      widths: image.widths,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      createdAt: job.createdAt,
    }
  })
  const mediaId = (key: string) => {
    const id = mediaIds.get(key)
    if (!id) throw new Error(`No demo media ${key}`)
    return id
  }
  categoryRows.forEach((row, i) => {
    row.imageMediaId = mediaId(categoryImageKeys[i] as string)
  })

  const adminRow: typeof admins.$inferInsert = {
    id: adminId,
    email: DEMO_ADMIN.email,
    name: DEMO_ADMIN.name,
    passwordHash,
    createdAt: at(120 * DAY),
    updatedAt: at(120 * DAY),
  }

  const vendorRows: (typeof vendors.$inferInsert)[] = DEMO_VENDORS.map((v) => {
    const applied = at(v.appliedDaysAgo * DAY)
    const reviewed = v.status === 'approved' ? at(v.appliedDaysAgo * DAY - 26 * HOUR) : null
    return {
      id: vendorId(v.key),
      email: v.email,
      passwordHash,
      businessName: v.businessName,
      ownerName: v.ownerName,
      phone: v.phone,
      businessType: v.businessType,
      gstin: demoGstin(v.state, v.pan),
      pan: v.pan,
      address: v.address,
      city: v.city,
      state: v.state,
      pin: v.pin,
      upiId: v.upiId,
      status: v.status,
      reviewedAt: reviewed,
      reviewedBy: reviewed ? adminId : null,
      createdAt: applied,
      updatedAt: reviewed ?? applied,
    }
  })

  const customerId = randomUUID()
  const customerRow: typeof customers.$inferInsert = {
    id: customerId,
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    passwordHash,
    createdAt: at(45 * DAY),
    updatedAt: at(45 * DAY),
  }
  const addressRow: typeof addresses.$inferInsert = {
    customerId,
    ...DEMO_CUSTOMER.address,
    country: 'India',
    createdAt: at(45 * DAY),
  }

  const productRows: (typeof products.$inferInsert)[] = planned.map((p) => {
    const s = p.source
    const status = s.status ?? 'approved'
    const reviewedAt = status === 'pending' ? null : new Date(p.createdAt.getTime() + 3 * HOUR)
    return {
      id: p.id,
      vendorId: p.vendorId,
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId,
      sku: p.sku,
      name: s.name,
      slug: p.slug,
      description: s.description,
      brand: s.brand,
      countryOfOrigin: s.origin ?? 'India',
      pricePaise: rupees(s.price),
      mrpPaise: s.mrp ? rupees(s.mrp) : 0,
      discountPercent: 0,
      stock: s.stock,
      isAvailable: !s.unavailable,
      // The "New" badge: listed in the last ten days.
      isNew: now - p.createdAt.getTime() <= 10 * DAY,
      colors: s.colors ?? [],
      sizes: s.sizes ?? [],
      specifications: s.specs.map(([key, value]) => ({ key, value })),
      refundDays: p.refundDays,
      hsnCode: demoTax(s.sub).hsn,
      gstRateBp: demoTax(s.sub).rateBp,
      approvalStatus: status,
      rejectionReason: status === 'rejected' ? (s.rejectionReason ?? null) : null,
      reviewedAt,
      reviewedBy: reviewedAt ? adminId : null,
      createdAt: p.createdAt,
      updatedAt: reviewedAt ?? p.createdAt,
    }
  })

  // Delivered orders by demo shoppers, with their (verified) reviews and the ratings they add up to.
  const vendorNames = new Map(vendorRows.map((v) => [must(v.id, 'a vendor id'), v.businessName]))
  const reviewed = planDemoReviews({
    products: productRows
      .filter((p) => p.approvalStatus === 'approved' && p.isAvailable)
      .map((p) => ({
        id: must(p.id, 'a product id'),
        listedAt: must(p.createdAt, 'a listing date'),
        vendorId: p.vendorId,
        vendorName: vendorNames.get(p.vendorId) ?? '',
        name: p.name,
        slug: p.slug,
        sku: p.sku,
        pricePaise: p.pricePaise,
        imageKey: planned.find((x) => x.id === p.id)?.imageKeys[0] ?? null,
      })),
    passwordHash,
    now,
  })
  for (const row of productRows) {
    const rating = reviewed.ratings.get(must(row.id, 'a product id'))
    if (rating) Object.assign(row, { ratingCount: rating.count, ratingSum: rating.sum })
  }

  const productImageRows: (typeof productImages.$inferInsert)[] = planned.flatMap((p) =>
    p.imageKeys.map((key, position) => ({ productId: p.id, mediaId: mediaId(key), position })),
  )

  // ---- One transaction, one insert per table, in foreign-key order.
  const dbStarted = performance.now()
  await db.transaction(async (tx) => {
    await tx.insert(admins).values(adminRow)
    await tx.insert(vendors).values(vendorRows)
    await tx.insert(customers).values(customerRow)
    await tx.insert(addresses).values(addressRow)
    await tx.insert(media).values(mediaRows)
    await tx.insert(categories).values(categoryRows)
    await tx.insert(subcategories).values(subcategoryRows)
    await tx.insert(products).values(productRows)
    await tx.insert(productImages).values(productImageRows)
    await tx.insert(customers).values(reviewed.customers)
    await tx.insert(orders).values(reviewed.orders)
    await tx.insert(vendorOrders).values(reviewed.vendorOrders)
    await tx.insert(orderLines).values(reviewed.orderLines)
    await tx.insert(trackingEvents).values(reviewed.trackingEvents)
    await tx.insert(reviews).values(reviewed.reviews)
  })
  const dbMs = Math.round(performance.now() - dbStarted)

  const pending = productRows.filter((p) => p.approvalStatus === 'pending').length
  log(
    `Demo data: ${categoryRows.length} categories, ${subcategoryRows.length} subcategories, ` +
      `${productRows.length} products (${pending} awaiting approval), ${vendorRows.length} vendors, ` +
      `${reviewed.reviews.length} verified reviews from ${reviewed.orders.length} delivered orders ` +
      `in ${Math.round(performance.now() - started)} ms (database ${dbMs} ms)`,
  )
  return { products: productRows.length, categories: categoryRows.length }
}
