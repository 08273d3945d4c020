import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, productImages, products, subcategories } from '../../src/db/schema/catalog'
import { orderLines } from '../../src/db/schema/commerce'
import { auditLog } from '../../src/db/schema/platform'
import { makeAdmin, makeCustomer, makeVendor, signIn, makeOrderOf } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let cookies: Record<string, string>
let other: { vendor: Awaited<ReturnType<typeof makeVendor>>; cookies: Record<string, string> }
let fashion: { id: string; kurtas: string; sarees: string }
let home: { id: string; lamps: string }
let imageIds: string[]

async function uploadImages(sessionCookies: Record<string, string>, n: number): Promise<string[]> {
  const form = new FormData()
  for (let i = 0; i < n; i++) {
    const body = await sharp({
      create: { width: 400, height: 300, channels: 3, background: `#${(0x336600 + i * 40).toString(16)}` },
    })
      .jpeg()
      .toBuffer()
    form.append('files', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), `photo-${i}.jpg`)
  }
  const encoded = new Response(form)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/media',
    cookies: sessionCookies,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  })
  expect(res.statusCode).toBe(201)
  return res.json().data.map((d: { id: string }) => d.id)
}

async function makeCategory(name: string, subs: string[]) {
  const slug = name.toLowerCase()
  const [category] = await ctx.db.insert(categories).values({ name, slug }).returning()
  const rows = await ctx.db
    .insert(subcategories)
    .values(subs.map((s) => ({ categoryId: category!.id, name: s, slug: s.toLowerCase() })))
    .returning()
  return { id: category!.id, subs: rows.map((r) => r.id) }
}

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db)
  cookies = await signIn(ctx.app, 'vendor', vendor.email)
  const otherVendor = await makeVendor(ctx.db)
  other = { vendor: otherVendor, cookies: await signIn(ctx.app, 'vendor', otherVendor.email) }
  const f = await makeCategory('Fashion', ['Kurtas', 'Sarees'])
  fashion = { id: f.id, kurtas: f.subs[0]!, sarees: f.subs[1]! }
  const h = await makeCategory('Home', ['Lamps'])
  home = { id: h.id, lamps: h.subs[0]! }
  imageIds = await uploadImages(cookies, 3)
})
afterAll(() => ctx.close())

const validProduct = () => ({
  name: 'Cotton Kurta & Pyjama Set',
  description: 'Hand block printed cotton kurta with pyjama.',
  categoryId: fashion.id,
  subcategoryId: fashion.kurtas,
  brand: 'Jaipur Prints',
  pricePaise: 129_900,
  mrpPaise: 199_900,
  stock: 25,
  colors: ['Indigo', 'Rust'],
  sizes: ['M', 'L', 'XL'],
  specifications: [
    { key: 'Fabric', value: 'Cotton' },
    { key: 'Wash', value: 'Hand wash' },
  ],
  imageIds: [] as string[],
  refundDays: 7,
  hsnCode: '62044990',
  gstRateBp: 500,
  isNew: true,
})

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookies) =>
  ctx.app.inject({ method, url, cookies: as, ...(payload ? { payload } : {}) })

async function createProduct(overrides: object = {}, as = cookies) {
  const res = await api('POST', '/api/vendor/products', { ...validProduct(), ...overrides }, as)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; slug: string; approvalStatus: string; [key: string]: unknown }
}

const setStatus = (id: string, approvalStatus: 'approved' | 'rejected', rejectionReason: string | null = null) =>
  ctx.db.update(products).set({ approvalStatus, rejectionReason }).where(eq(products.id, id))

async function productCount() {
  const [row] = await ctx.db.select({ n: count() }).from(products)
  return row!.n
}

describe('who may manage products', () => {
  const someId = '7d0c0e0e-5b1a-4a55-9d4e-3c0b7f1d2a11'
  const calls = [
    ['GET', '/api/vendor/products'],
    ['POST', '/api/vendor/products'],
    ['GET', `/api/vendor/products/${someId}`],
    ['PATCH', `/api/vendor/products/${someId}`],
    ['PATCH', `/api/vendor/products/${someId}/availability`],
    ['DELETE', `/api/vendor/products/${someId}`],
  ] as const

  it('refuses signed-out callers, customers and admins with 401', async () => {
    const customer = await makeCustomer(ctx.db)
    const admin = await makeAdmin(ctx.db)
    const sessions = [
      {},
      await signIn(ctx.app, 'customer', customer.email!),
      await signIn(ctx.app, 'admin', admin.email),
    ]
    for (const session of sessions) {
      for (const [method, url] of calls) {
        const res = await api(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : validProduct(),
          session,
        )
        // A customer's or an admin's session is another kind of account: 403.
        expect(res.statusCode, `${method} ${url}`).toBe(Object.keys(session).length > 0 ? 403 : 401)
      }
    }
  })

  it('refuses a rejected vendor with 403 NOT_APPROVED', async () => {
    const rejected = await makeVendor(ctx.db, { status: 'rejected' })
    const session = await signIn(ctx.app, 'vendor', rejected.email)
    for (const [method, url] of calls) {
      const res = await api(method, url, method === 'GET' || method === 'DELETE' ? undefined : validProduct(), session)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error.code).toBe('NOT_APPROVED')
    }
  })

  it("answers 404 for every verb on another vendor's product, and changes nothing", async () => {
    const theirs = await createProduct(
      { name: 'Their Brass Lamp', categoryId: home.id, subcategoryId: home.lamps },
      other.cookies,
    )
    for (const [method, url, payload] of [
      ['GET', `/api/vendor/products/${theirs.id}`],
      ['GET', `/api/vendor/products/${theirs.slug}`],
      ['PATCH', `/api/vendor/products/${theirs.id}`, { pricePaise: 1 }],
      ['PATCH', `/api/vendor/products/${theirs.id}/availability`, { isAvailable: false }],
      ['DELETE', `/api/vendor/products/${theirs.id}`],
    ] as const) {
      const res = await api(method, url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, theirs.id))
    expect(row).toMatchObject({ pricePaise: 129_900, isAvailable: true, archivedAt: null })
    const mine = await api('GET', '/api/vendor/products?pageSize=48')
    expect(mine.json().data.map((p: { id: string }) => p.id)).not.toContain(theirs.id)
  })
})

describe('POST /api/vendor/products', () => {
  it('creates a pending, available product with a slug, a SKU and its images in order', async () => {
    const order = [imageIds[2]!, imageIds[0]!, imageIds[1]!]
    const res = await api('POST', '/api/vendor/products', { ...validProduct(), imageIds: order })
    expect(res.statusCode).toBe(201)
    const product = res.json()
    expect(product).toMatchObject({
      name: 'Cotton Kurta & Pyjama Set',
      slug: 'cotton-kurta-and-pyjama-set',
      approvalStatus: 'pending',
      rejectionReason: null,
      isAvailable: true,
      archived: false,
      category: { id: fashion.id, name: 'Fashion' },
      subcategory: { id: fashion.kurtas, name: 'Kurtas' },
      vendor: { id: vendor.id, businessName: vendor.businessName },
      pricePaise: 129_900,
      mrpPaise: 199_900,
      // 25 of each colour and size (docs/decisions/044-variants.md): 6 variants.
      stock: 150,
      colors: ['Indigo', 'Rust'],
      sizes: ['M', 'L', 'XL'],
      specifications: [
        { key: 'Fabric', value: 'Cotton' },
        { key: 'Wash', value: 'Hand wash' },
      ],
      refundDays: 7,
      hsnCode: '62044990',
      gstRateBp: 500,
      isNew: true,
      brand: 'Jaipur Prints',
      countryOfOrigin: 'India',
    })
    expect(product.images.map((i: { id: string }) => i.id)).toEqual(order)
    expect(product.image.id).toBe(order[0])
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id))
    expect(row!.sku).toMatch(/^HT-[0-9A-Z]{8}$/)
    const positions = await ctx.db.select().from(productImages).where(eq(productImages.productId, product.id))
    expect(positions.sort((a, b) => a.position - b.position).map((p) => p.mediaId)).toEqual(order)
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, product.id))
    expect(audit).toMatchObject([
      { actorKind: 'vendor', actorId: vendor.id, action: 'product.create', entity: 'product' },
    ])
  })

  it('ignores approval, rating, vendor and slug fields whatever is sent', async () => {
    const res = await api('POST', '/api/vendor/products', {
      ...validProduct(),
      name: 'Sneaky Saree',
      subcategoryId: fashion.sarees,
      approvalStatus: 'approved',
      isApproved: true,
      vendorId: other.vendor.id,
      vendor: other.vendor.id,
      ratingSum: 500,
      ratingCount: 100,
      rating: 5,
      slug: 'best-seller',
      sku: 'HT-FIXED',
      isAvailable: false,
      archivedAt: null,
      reviewedBy: vendor.id,
    })
    expect(res.statusCode).toBe(201)
    const [row] = await ctx.db.select().from(products).where(eq(products.id, res.json().id))
    expect(row).toMatchObject({
      vendorId: vendor.id,
      approvalStatus: 'pending',
      ratingSum: 0,
      ratingCount: 0,
      slug: 'sneaky-saree',
      isAvailable: true,
      reviewedBy: null,
    })
    expect(row!.sku).not.toBe('HT-FIXED')
  })

  it('makes slugs unique with -2, -3…, even when created at the same moment', async () => {
    const first = await createProduct({ name: 'Brass Diya' })
    const second = await createProduct({ name: 'Brass  Diya!' })
    expect([first.slug, second.slug]).toEqual(['brass-diya', 'brass-diya-2'])
    const together = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/vendor/products', { ...validProduct(), name: 'Clay Pot' })),
    )
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201])
    expect(together.map((r) => r.json().slug).sort()).toEqual(['clay-pot', 'clay-pot-2', 'clay-pot-3'])
    // A name with no Latin letters still gets a usable slug.
    expect((await createProduct({ name: 'बनारसी साड़ी' })).slug).toMatch(/^product(-\d+)?$/)
    // A product of another seller with the same name still gets its own slug.
    expect((await createProduct({ name: 'Clay Pot' }, other.cookies)).slug).toBe('clay-pot-4')
  })

  it.each([
    ['name', { name: '  ' }, 'name'],
    ['description', { description: '' }, 'description'],
    ['missing category', { categoryId: undefined }, 'categoryId'],
    ['category not a uuid', { categoryId: 'fashion' }, 'categoryId'],
    ['price missing', { pricePaise: undefined }, 'pricePaise'],
    ['price negative', { pricePaise: -100 }, 'pricePaise'],
    ['price in rupees with decimals', { pricePaise: 1299.5 }, 'pricePaise'],
    ['MRP negative', { mrpPaise: -1 }, 'mrpPaise'],
    ['stock negative', { stock: -2 }, 'stock'],
    ['stock fractional', { stock: 1.5 }, 'stock'],
    ['empty colour', { colors: ['Red', ' '] }, 'colors.1'],
    ['repeated colour', { colors: ['Red', 'red'] }, 'colors'],
    ['repeated size', { sizes: ['M', 'M'] }, 'sizes'],
    ['specification without a name', { specifications: [{ key: '', value: 'Cotton' }] }, 'specifications.0.key'],
    ['specification without a value', { specifications: [{ key: 'Fabric', value: ' ' }] }, 'specifications.0.value'],
    ['image id not a uuid', { imageIds: ['x'] }, 'imageIds.0'],
    ['more than 8 images', { imageIds: Array.from({ length: 9 }, () => crypto.randomUUID()) }, 'imageIds'],
    ['refund days negative', { refundDays: -1 }, 'refundDays'],
    ['HSN code missing', { hsnCode: undefined }, 'hsnCode'],
    ['HSN code of 5 digits', { hsnCode: '62044' }, 'hsnCode'],
    ['HSN code with letters', { hsnCode: '6204AB' }, 'hsnCode'],
    ['GST rate missing', { gstRateBp: undefined }, 'gstRateBp'],
    ['GST rate no longer in force (12%)', { gstRateBp: 1200 }, 'gstRateBp'],
    ['GST rate as a percent', { gstRateBp: 18 }, 'gstRateBp'],
    ['isNew not a boolean', { isNew: 'yes' }, 'isNew'],
  ])('names the wrong field: %s', async (_label, patch, path) => {
    const before = await productCount()
    const res = await api('POST', '/api/vendor/products', { ...validProduct(), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    expect(await productCount()).toBe(before)
  })

  it('checks the category, subcategory, MRP and images against the database', async () => {
    const theirImage = (await uploadImages(other.cookies, 1))[0]!
    const before = await productCount()
    for (const [patch, path, message] of [
      [{ categoryId: crypto.randomUUID() }, 'categoryId', 'Choose a category that exists.'],
      [{ subcategoryId: home.lamps }, 'subcategoryId', 'Choose a subcategory of the chosen category.'],
      [{ subcategoryId: crypto.randomUUID() }, 'subcategoryId', 'Choose a subcategory of the chosen category.'],
      [{ pricePaise: 50_000, mrpPaise: 40_000 }, 'mrpPaise', 'MRP must be at least the price.'],
      [{ imageIds: [theirImage] }, 'imageIds', 'Use images you uploaded yourself.'],
      [{ imageIds: [crypto.randomUUID()] }, 'imageIds', 'Use images you uploaded yourself.'],
      [{ imageIds: [imageIds[0], imageIds[0]] }, 'imageIds', 'The same image is listed twice.'],
    ] as const) {
      const res = await api('POST', '/api/vendor/products', { ...validProduct(), ...patch })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().error).toMatchObject({ message, details: [{ path, message }] })
    }
    expect(await productCount()).toBe(before)
    // MRP 0 means "no MRP", and an MRP equal to the price is fine.
    await createProduct({ name: 'No MRP', mrpPaise: 0 })
    await createProduct({ name: 'Equal MRP', pricePaise: 500, mrpPaise: 500 })
  })
})

describe('GET /api/vendor/products', () => {
  it('lists only my live products, newest first, with paging, status and search filters', async () => {
    const session = await signIn(ctx.app, 'vendor', (await makeVendor(ctx.db)).email)
    const a = await createProduct({ name: 'Alpha Lamp' }, session)
    const b = await createProduct({ name: 'Beta Lamp' }, session)
    const c = await createProduct({ name: 'Gamma Rug' }, session)
    await setStatus(b.id, 'approved')
    await createProduct({ name: 'Alpha Lamp Elsewhere' }, other.cookies)

    const all = await api('GET', '/api/vendor/products', undefined, session)
    expect(all.statusCode).toBe(200)
    expect(all.json().data.map((p: { id: string }) => p.id)).toEqual([c.id, b.id, a.id])
    expect(all.json().meta).toEqual({ page: 1, pageSize: 20, total: 3 })

    const page2 = await api('GET', '/api/vendor/products?page=2&pageSize=2', undefined, session)
    expect(page2.json()).toMatchObject({ data: [{ id: a.id }], meta: { page: 2, pageSize: 2, total: 3 } })
    const approved = await api('GET', '/api/vendor/products?status=approved', undefined, session)
    expect(approved.json().data.map((p: { id: string }) => p.id)).toEqual([b.id])
    const search = await api('GET', '/api/vendor/products?search=LAMP', undefined, session)
    expect(search.json().data.map((p: { id: string }) => p.id)).toEqual([b.id, a.id])
    const wildcard = await api('GET', `/api/vendor/products?search=${encodeURIComponent('%')}`, undefined, session)
    expect(wildcard.json().data).toEqual([])

    await api('DELETE', `/api/vendor/products/${a.id}`, undefined, session)
    await makeOrderOf(ctx.db, c.id)
    await api('DELETE', `/api/vendor/products/${c.id}`, undefined, session)
    const after = await api('GET', '/api/vendor/products', undefined, session)
    expect(after.json().data.map((p: { id: string }) => p.id)).toEqual([b.id])
  })

  it('rejects bad query parameters with 400', async () => {
    for (const query of ['status=live', 'page=0', 'pageSize=500', 'page=x']) {
      const res = await api('GET', `/api/vendor/products?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('reads one product by id or by slug', async () => {
    const created = await createProduct({ name: 'Peacock Cushion Cover', imageIds: [imageIds[1]!] })
    const byId = await api('GET', `/api/vendor/products/${created.id}`)
    const bySlug = await api('GET', `/api/vendor/products/${created.slug}`)
    expect(byId.statusCode).toBe(200)
    expect(bySlug.json()).toEqual(byId.json())
    expect(byId.json().images).toHaveLength(1)
    expect((await api('GET', '/api/vendor/products/no-such-product')).statusCode).toBe(404)
  })
})

describe('PATCH /api/vendor/products/{id}', () => {
  const patch = (id: string, body: object, as = cookies) => api('PATCH', `/api/vendor/products/${id}`, body, as)

  it('refuses an empty change, including one with only ignored fields', async () => {
    const { id } = await createProduct({ name: 'Nothing To Change' })
    for (const body of [{}, { approvalStatus: 'approved', vendorId: other.vendor.id, rating: 5 }]) {
      const res = await patch(id, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe('No changes to update.')
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id))
    expect(row!.approvalStatus).toBe('pending')
  })

  it('changes only the fields sent and keeps the rest', async () => {
    const created = await createProduct({ name: 'Keep Fields', imageIds: [imageIds[0]!] })
    const res = await patch(created.id, { pricePaise: 99_900 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      pricePaise: 99_900,
      mrpPaise: 199_900,
      brand: 'Jaipur Prints',
      colors: ['Indigo', 'Rust'],
      sizes: ['M', 'L', 'XL'],
      stock: 150,
      refundDays: 7,
      isNew: true,
      subcategory: { id: fashion.kurtas },
    })
    expect(res.json().images.map((i: { id: string }) => i.id)).toEqual([imageIds[0]])
  })

  it('keeps an approved product approved for price, stock, availability, colours, sizes and brand', async () => {
    const { id } = await createProduct({ name: 'Approved Stays' })
    await setStatus(id, 'approved')
    for (const body of [
      { pricePaise: 119_900 },
      { stock: 3 },
      { colors: ['Green'] },
      { sizes: ['S'] },
      { brand: 'Other Brand' },
      { stock: null, isNew: false },
    ]) {
      const res = await patch(id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(200)
      expect(res.json().approvalStatus).toBe('approved')
    }
    expect(
      (await api('PATCH', `/api/vendor/products/${id}/availability`, { isAvailable: false })).json(),
    ).toMatchObject({
      approvalStatus: 'approved',
      isAvailable: false,
    })
  })

  it.each([
    ['name', () => ({ name: 'A New Name' })],
    ['description', () => ({ description: 'Now with pockets.' })],
    ['images', () => ({ imageIds: [imageIds[2]!] })],
    ['category and subcategory', () => ({ categoryId: home.id, subcategoryId: home.lamps })],
    ['subcategory', () => ({ subcategoryId: fashion.sarees })],
    ['specifications', () => ({ specifications: [{ key: 'Fabric', value: 'Silk' }] })],
    ['MRP', () => ({ mrpPaise: 209_900 })],
    ['HSN code', () => ({ hsnCode: '6205' })],
    ['GST rate', () => ({ gstRateBp: 1800 })],
  ])('sends an approved product back to review when the %s changes', async (_label, body) => {
    const { id } = await createProduct({ name: `Reviewed ${_label}` })
    await setStatus(id, 'approved')
    const res = await patch(id, body())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ approvalStatus: 'pending', rejectionReason: null })
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.update')))
    expect(audit[0]!.details).toMatchObject({ sentForReview: true })
  })

  it('resubmits a rejected product for review when it is fixed, clearing the reason', async () => {
    const { id } = await createProduct({ name: 'Rejected Then Fixed' })
    await setStatus(id, 'rejected', 'Photos are blurry.')
    const priceOnly = await patch(id, { pricePaise: 100_000 })
    expect(priceOnly.json()).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Photos are blurry.' })
    const fixed = await patch(id, { imageIds: [imageIds[1]!] })
    expect(fixed.json()).toMatchObject({ approvalStatus: 'pending', rejectionReason: null })
  })

  it('does not count a field sent unchanged as a change', async () => {
    const { id } = await createProduct({ name: 'Same Same' })
    await setStatus(id, 'approved')
    const res = await patch(id, { name: 'Same Same', description: validProduct().description, refundDays: 7 })
    expect(res.statusCode).toBe(200)
    expect(res.json().approvalStatus).toBe('approved')
  })

  it('lets the slug be edited, but only to a free one', async () => {
    const a = await createProduct({ name: 'Slug Owner' })
    const b = await createProduct({ name: 'Slug Taker' })
    const taken = await patch(b.id, { slug: a.slug })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.details).toEqual([{ path: 'slug', message: 'Another product already uses this slug.' }])
    const bad = await patch(b.id, { slug: 'Not A Slug' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details[0].path).toBe('slug')
    const ok = await patch(b.id, { slug: 'slug-taker-festive' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().slug).toBe('slug-taker-festive')
    expect((await api('GET', '/api/vendor/products/slug-taker-festive')).statusCode).toBe(200)
  })

  it('refuses to change refund days after creation', async () => {
    const { id } = await createProduct({ name: 'Fixed Refund' })
    const res = await patch(id, { refundDays: 30 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details).toEqual([
      { path: 'refundDays', message: 'Refund days cannot be changed after the product is created.' },
    ])
  })

  it('checks the combined result: MRP against the new price, subcategory against the category, own images', async () => {
    const { id } = await createProduct({ name: 'Combined Checks', pricePaise: 1000, mrpPaise: 2000 })
    const theirImage = (await uploadImages(other.cookies, 1))[0]!
    for (const [body, path] of [
      [{ pricePaise: 2500 }, 'mrpPaise'],
      [{ categoryId: home.id }, 'subcategoryId'],
      [{ subcategoryId: home.lamps }, 'subcategoryId'],
      [{ categoryId: crypto.randomUUID(), subcategoryId: null }, 'categoryId'],
      [{ imageIds: [theirImage] }, 'imageIds'],
      [{ name: '' }, 'name'],
      [{ colors: ['Red', 'RED'] }, 'colors'],
    ] as const) {
      const res = await patch(id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.details[0].path).toBe(path)
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id))
    expect(row).toMatchObject({ pricePaise: 1000, categoryId: fashion.id, subcategoryId: fashion.kurtas })
    // A category change that drops the subcategory is fine.
    const moved = await patch(id, { categoryId: home.id, subcategoryId: null })
    expect(moved.json()).toMatchObject({ category: { id: home.id }, subcategory: null })
  })
})

describe('availability and delete', () => {
  it('toggles availability', async () => {
    const { id } = await createProduct({ name: 'Toggle Me' })
    const off = await api('PATCH', `/api/vendor/products/${id}/availability`, { isAvailable: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ id, isAvailable: false })
    expect((await api('PATCH', `/api/vendor/products/${id}/availability`, { isAvailable: 'no' })).statusCode).toBe(400)
    expect((await api('GET', `/api/vendor/products/${id}`)).json().isAvailable).toBe(false)
  })

  it('deletes a product nobody ordered', async () => {
    const { id } = await createProduct({ name: 'Never Ordered', imageIds: [imageIds[0]!] })
    const res = await api('DELETE', `/api/vendor/products/${id}`)
    expect(res.statusCode).toBe(204)
    expect(await ctx.db.select().from(products).where(eq(products.id, id))).toEqual([])
    expect((await api('GET', `/api/vendor/products/${id}`)).statusCode).toBe(404)
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.delete')))
    expect(audit).toHaveLength(1)
  })

  it('archives a product that was ordered, keeping the order line', async () => {
    const { id } = await createProduct({ name: 'Ordered Once' })
    await makeOrderOf(ctx.db, id)
    const res = await api('DELETE', `/api/vendor/products/${id}`)
    expect(res.statusCode).toBe(204)
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id))
    expect(row!.archivedAt).toBeInstanceOf(Date)
    expect(await ctx.db.select().from(orderLines).where(eq(orderLines.productId, id))).toHaveLength(1)
    expect((await api('GET', `/api/vendor/products/${id}`)).statusCode).toBe(404)
    expect((await api('DELETE', `/api/vendor/products/${id}`)).statusCode).toBe(404)
    expect((await api('PATCH', `/api/vendor/products/${id}`, { pricePaise: 5 })).statusCode).toBe(404)
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.archive')))
    expect(audit).toMatchObject([{ actorKind: 'vendor', actorId: vendor.id }])
  })

  it('answers 400 for an id that is not a uuid', async () => {
    expect((await api('DELETE', '/api/vendor/products/not-an-id')).statusCode).toBe(400)
    expect((await api('PATCH', '/api/vendor/products/not-an-id', { pricePaise: 1 })).statusCode).toBe(400)
  })
})
