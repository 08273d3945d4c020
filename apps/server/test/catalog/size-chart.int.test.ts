import { randomBytes } from 'node:crypto'
import { ProductDetail } from '@haat/shared/catalog/product'
import { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media, auditLog } from '../../src/db/schema/platform'
import { customerSession, makeCategory, makeProduct, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44: a size chart per product, a table of measurements or a photo of the seller's chart,
// set on its own (PUT /api/vendor/products/{id}/size-chart) and shown on the product page.
let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let vendorCookies: Record<string, string>
let categoryId: string
const unique = () => randomBytes(4).toString('hex')

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { businessName: 'Bagru Prints' })
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

const makeKurta = () =>
  makeProduct(ctx.db, { vendorId: vendor.id, categoryId, name: 'Chart Kurta', sizes: ['S', 'M'], stock: 4 })

async function uploadOf(ownerId: string) {
  const [row] = await ctx.db
    .insert(media)
    .values({
      ownerKind: 'vendor',
      ownerId,
      storageKey: `chart-${unique()}`,
      widths: [320, 640],
      width: 800,
      height: 1000,
      bytes: 1000,
    })
    .returning()
  return row!
}

const put = (id: string, payload: unknown, cookies: Record<string, string> = vendorCookies) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/vendor/products/${id}/size-chart`,
    cookies,
    payload: payload as object,
  })
const pageOf = async (slug: string) =>
  ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${slug}` })).json())
const pathsOf = (res: Awaited<ReturnType<typeof put>>) =>
  (res.json() as { error: { details: { path: string }[] } }).error.details.map((d) => d.path)

const TABLE = {
  kind: 'table',
  unit: 'in',
  columns: ['Chest', 'Length'],
  rows: [
    { size: 's', values: ['38', '40'] },
    { size: 'M', values: ['40', ''] },
  ],
}

describe('a size chart', () => {
  it('keeps a table with the product’s own spelling of its sizes, shows it to shoppers, and removes it', async () => {
    const kurta = await makeKurta()
    const res = await put(kurta.id, { sizeChart: TABLE })
    expect(res.statusCode, res.body).toBe(200)
    const expected = { ...TABLE, rows: [{ size: 'S', values: ['38', '40'] }, TABLE.rows[1]] }
    expect(ManagedProductDetail.parse(res.json()).sizeChart).toEqual(expected)
    expect((await pageOf(kurta.slug)).sizeChart).toEqual(expected)
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, kurta.id), eq(auditLog.action, 'product.size_chart')))
    expect(entry?.details).toEqual({ kind: 'table' })

    const removed = await put(kurta.id, { sizeChart: null })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await pageOf(kurta.slug)).sizeChart).toBeNull()
  })

  it('takes a photo the seller uploaded, and shows it at every width', async () => {
    const kurta = await makeKurta()
    const photo = await uploadOf(vendor.id)
    const res = await put(kurta.id, { sizeChart: { kind: 'image', imageId: photo.id } })
    expect(res.statusCode, res.body).toBe(200)
    const chart = (await pageOf(kurta.slug)).sizeChart
    expect(chart).toMatchObject({ kind: 'image', image: { id: photo.id, width: 800, height: 1000 } })
    expect(chart?.kind === 'image' && chart.image.variants.map((v) => v.width)).toEqual([320, 640])
  })

  it.each([
    [
      'a size the product does not have',
      { ...TABLE, rows: [{ size: 'XL', values: ['44', '42'] }] },
      'sizeChart.rows.0.size',
    ],
    [
      'a repeated size',
      { ...TABLE, rows: [TABLE.rows[0], { size: 'S', values: ['1', '2'] }] },
      'sizeChart.rows.1.size',
    ],
    ['a row missing a value', { ...TABLE, rows: [{ size: 'S', values: ['38'] }] }, 'sizeChart.rows.0.values'],
    ['a row of empty values', { ...TABLE, rows: [{ size: 'S', values: ['', ''] }] }, 'sizeChart.rows.0.values'],
    ['repeated measurements', { ...TABLE, columns: ['Chest', 'chest'] }, 'sizeChart.columns'],
    ['no measurement', { ...TABLE, columns: [], rows: [{ size: 'S', values: [] }] }, 'sizeChart.columns'],
    ['an unknown unit', { ...TABLE, unit: 'mm' }, 'sizeChart.unit'],
    ['an unknown kind', { kind: 'poster' }, 'sizeChart.kind'],
    ['a photo id that is not one', { kind: 'image', imageId: 'chart.png' }, 'sizeChart.imageId'],
  ])('refuses %s with a 400 at its field, and keeps the chart it had', async (_, sizeChart, path) => {
    const kurta = await makeKurta()
    await put(kurta.id, { sizeChart: TABLE })
    const res = await put(kurta.id, { sizeChart })
    expect(res.statusCode, res.body).toBe(400)
    expect(pathsOf(res)).toContain(path)
    expect((await pageOf(kurta.slug)).sizeChart?.kind).toBe('table')
  })

  it('refuses another seller’s photo, another seller’s product, and anyone but the seller', async () => {
    const kurta = await makeKurta()
    const other = await makeVendor(ctx.db, { businessName: 'Other Prints' })
    const theirs = await uploadOf(other.id)
    const foreignPhoto = await put(kurta.id, { sizeChart: { kind: 'image', imageId: theirs.id } })
    expect(foreignPhoto.statusCode).toBe(400)
    expect(pathsOf(foreignPhoto)).toEqual(['sizeChart.imageId'])
    const otherCookies = await signIn(ctx.app, 'vendor', other.email)
    expect((await put(kurta.id, { sizeChart: TABLE }, otherCookies)).statusCode).toBe(404)
    expect((await put(kurta.id, { sizeChart: TABLE }, {})).statusCode).toBe(401)
    const { cookies } = await customerSession(ctx)
    expect((await put(kurta.id, { sizeChart: TABLE }, cookies)).statusCode).toBe(403)
    expect((await pageOf(kurta.slug)).sizeChart).toBeNull()
  })
})
