import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import type { OptionKind, ProductVariantsBody } from '@haat/shared/catalog/variant-input'
import { rupeesToPaise } from '@haat/shared/money'
import { paiseToRupees } from './product-form'

/**
 * The seller's variant grid as the form holds it (docs/decisions/044-variants.md): the options, and
 * what was typed for each combination, by its values. The rows are always every combination of the
 * options' values, so a value added brings its rows and one removed takes them; what was typed for a
 * combination stays while the page is open, should it come back.
 */
export type GridOption = { name: string; kind: OptionKind; values: string[] }
export type GridCell = {
  id?: string
  sku: string
  price: string
  mrp: string
  stock: string
  weight: string
  isActive: boolean
}
export type GridState = {
  options: GridOption[]
  cells: Record<string, GridCell>
  /** Photo id → the colour it shows; photos not here show for every colour. */
  photoColors: Record<string, string>
}
export type CellField = 'sku' | 'price' | 'mrp' | 'stock' | 'weight'

export const keyOf = (values: readonly string[]) => values.join('\u0000')

/** Every combination of the options' values, the first option's changing slowest; [[]] without options. */
export function combinations(options: readonly GridOption[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  )
}

export function gridFromProduct(product: ManagedProductDetail): GridState {
  const cells: Record<string, GridCell> = {}
  for (const v of product.variants)
    cells[keyOf(v.values)] = {
      id: v.id,
      sku: v.sku,
      price: paiseToRupees(v.pricePaise),
      mrp: paiseToRupees(v.mrpPaise, { blankZero: true }),
      stock: v.stock === null ? '' : String(v.stock),
      weight: v.weightGrams === null ? '' : String(v.weightGrams),
      isActive: v.isActive,
    }
  return {
    options: product.options.map((o) => ({ ...o, values: [...o.values] })),
    cells,
    photoColors: Object.fromEntries(product.photoColors.map((m) => [m.imageId, m.color])),
  }
}

/**
 * The cell a combination shows: what was typed for it; else, when an option was added after the
 * saved ones, the saved row it grows from (its first combination keeps the variant, so carts and
 * orders follow); else a new row priced like the first, with no stock when stock is counted.
 */
export function cellOf(state: GridState, values: readonly string[]): GridCell {
  const typed = state.cells[keyOf(values)]
  if (typed) return typed
  for (let n = values.length - 1; n >= 0; n--) {
    const grownFrom = state.cells[keyOf(values.slice(0, n))]
    const isFirst = values.slice(n).every((value, i) => state.options[n + i]?.values[0] === value)
    if (grownFrom && isFirst) return grownFrom
  }
  const first = Object.values(state.cells)[0]
  return {
    sku: '',
    price: first?.price ?? '',
    mrp: first?.mrp ?? '',
    stock: first && first.stock !== '' ? '0' : '',
    weight: first?.weight ?? '',
    isActive: true,
  }
}

/** Sets a field on every row from the bulk boxes; an empty bulk box leaves that field alone. */
export function fillAll(state: GridState, bulk: { price: string; mrp: string; stock: string }): GridState {
  const cells = { ...state.cells }
  for (const values of combinations(state.options)) {
    const cell = { ...cellOf(state, values) }
    if (bulk.price.trim()) cell.price = bulk.price.trim()
    if (bulk.mrp.trim()) cell.mrp = bulk.mrp.trim()
    if (bulk.stock.trim()) cell.stock = bulk.stock.trim()
    cells[keyOf(values)] = cell
  }
  return { ...state, cells }
}

/** Where an error shows: `row:<key>:<field>` for a cell, `option:<i>` for an option, `grid` otherwise. */
export type ErrorPlace = string
export const cellPlace = (values: readonly string[], field: CellField | 'values') => `row:${keyOf(values)}:${field}`

const SERVER_FIELD: Record<string, CellField | 'values'> = {
  sku: 'sku',
  pricePaise: 'price',
  mrpPaise: 'mrp',
  stock: 'stock',
  weightGrams: 'weight',
  values: 'values',
  id: 'values',
}

/** The place a server error's `details[].path` names, for the rows as they were sent. */
export function placeOf(path: string, sent: readonly string[][]): ErrorPlace {
  const [head, index, field] = path.split('.')
  if (head === 'options' && index !== undefined) return `option:${index}`
  const values = head === 'variants' && index !== undefined ? sent[Number(index)] : undefined
  if (values) return cellPlace(values, SERVER_FIELD[field ?? ''] ?? 'values')
  return 'grid'
}

type Words = { price: string; mrp: string; stock: string; weight: string }

const wholeOrNull = (text: string): number | null | undefined => {
  const t = text.trim()
  if (t === '') return null
  return /^\d+$/.test(t) ? Number(t) : undefined
}

/**
 * The PUT body for the grid, or the cells whose boxes do not read as amounts (the server checks the
 * rest: SKUs, MRP against price, combinations). `words` are the messages, in the page's language.
 */
export function gridBody(
  state: GridState,
  words: Words,
): { body: ProductVariantsBody; sent: string[][] } | { errors: Record<ErrorPlace, string> } {
  const errors: Record<ErrorPlace, string> = {}
  const sent = combinations(state.options)
  const variants = sent.map((values) => {
    const cell = cellOf(state, values)
    const pricePaise = rupeesToPaise(cell.price)
    const mrpPaise = cell.mrp.trim() === '' ? 0 : rupeesToPaise(cell.mrp)
    const stock = wholeOrNull(cell.stock)
    const weightGrams = wholeOrNull(cell.weight)
    if (pricePaise === null) errors[cellPlace(values, 'price')] = words.price
    if (mrpPaise === null) errors[cellPlace(values, 'mrp')] = words.mrp
    if (stock === undefined) errors[cellPlace(values, 'stock')] = words.stock
    if (weightGrams === undefined) errors[cellPlace(values, 'weight')] = words.weight
    return {
      ...(cell.id ? { id: cell.id } : {}),
      values,
      sku: cell.sku.trim(),
      pricePaise: pricePaise ?? 0,
      mrpPaise: mrpPaise ?? 0,
      stock: stock ?? null,
      weightGrams: weightGrams ?? null,
      isActive: cell.isActive,
    }
  })
  if (Object.keys(errors).length > 0) return { errors }
  // A photo marked with a colour no longer offered shows for every colour again.
  const colours = state.options.find((o) => o.kind === 'colour')?.values ?? []
  const photoColors = Object.entries(state.photoColors)
    .filter(([, color]) => colours.includes(color))
    .map(([imageId, color]) => ({ imageId, color }))
  return { body: { options: state.options, variants, photoColors }, sent }
}
