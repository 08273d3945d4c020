import type { ProductDeclarations } from '@haat/shared/catalog/declarations'
import { type SQL, sql } from 'drizzle-orm'
import { SEARCH_RESULTS_CAP } from '@haat/shared/catalog/product'
import type { ProductOptionView } from '@haat/shared/catalog/variant-input'
import { type DbOrTx, queryRows } from '../../db/client'
import type { Specification, StoredSizeChart } from '../../db/schema/catalog'
import { lowerContainsPattern } from '../../lib/like-pattern'
import { type ProductSort, prefixQuery, type SearchMatch } from '../search'
import { visibleProductCondition } from './visibility'
import { must } from '../../lib/must'

export type { SearchMatch }

export type ProductFilters = {
  categorySlug?: string | undefined
  subcategorySlug?: string | undefined
  search?: SearchMatch | undefined
  minPricePaise?: number | undefined
  maxPricePaise?: number | undefined
  inStockOnly?: boolean | undefined
  brands?: string[] | undefined
  colors?: string[] | undefined
  sizes?: string[] | undefined
  sellerIds?: string[] | undefined
  /** The shown average (one decimal) at least this. */
  minRating?: number | undefined
  /** The card's percent off its MRP at least this. */
  minPercentOff?: number | undefined
}

type ImageRow = { id: string; storageKey: string; widths: number[]; width: number; height: number }

/** One product card's columns; raw SQL rows, so snake_case as PostgreSQL names them. */
export type ProductSummaryRow = {
  id: string
  slug: string
  name: string
  brand: string | null
  price_paise: number
  mrp_paise: number
  /**
   * The highest active variant's price, and the colours of the active variants in the seller's
   * order. Absent from rows made elsewhere (the cart's, whose line is one variant: its price, no dots).
   */
  price_max_paise?: number
  active_colors?: string[]
  discount_percent: number
  stock: number | null
  is_available: boolean
  is_new: boolean
  rating_count: number
  rating_sum: number
  category_slug: string
  category_name: string
  /** Absent from rows made by hand (tests); null when no Hindi name was given. */
  category_name_hi?: string | null
  subcategory_slug: string | null
  subcategory_name: string | null
  subcategory_name_hi?: string | null
  vendor_id: string
  vendor_name: string
  image_id: string | null
  image_key: string | null
  image_widths: number[] | null
  image_width: number | null
  image_height: number | null
}

export type ProductDetailRow = Omit<ProductSummaryRow, `image_${string}` | 'rating_count' | 'rating_sum'> & {
  sku: string
  description: string
  country_of_origin: string
  colors: string[]
  sizes: string[]
  /** The options shoppers choose among, in the order of each variant's values. */
  options: ProductOptionView[]
  specifications: Specification[]
  refund_days: number
  created_at: string
  vendor_address: string
  vendor_city: string
  vendor_state: string
  vendor_pin: string
  vendor_customer_care: string | null
  vendor_grievance_officer: string | null
  declarations: Partial<ProductDeclarations>
  /** With the colour each photo shows, when the seller marked one. */
  images: (ImageRow & { color: string | null })[]
  /** The size chart as stored, and its photo when it is one (null when that photo is gone). */
  size_chart: StoredSizeChart | null
  size_chart_image: ImageRow | null
  review_count: number
  review_average: number | null
  /** Counts of 1★ … 5★. */
  stars: number[]
  vendor_review_count: number
  vendor_review_average: number | null
  /** The active variants, in the seller's order. */
  variants: VariantRow[]
  /** Views counted today (India time) by the product-views module; findProductDetail always sets it. */
  views_today?: number
}

export type VariantRow = {
  id: string
  sku: string
  color: string
  size: string
  values: string[]
  pricePaise: number
  mrpPaise: number
  stock: number | null
}

/** PostgreSQL's text-search configuration; the search_document trigger (migrations 0002, 0022) uses the same. */
const TS_CONFIG = sql.raw(`'english'`)

/**
 * Unit price after the product's own discount, rounded half up like money.ts unitPricePaise.
 * Written exactly as products_listed_unit_price_idx is, so the price filter and sort use it.
 */
const unitPrice = sql.raw(`((p.price_paise::bigint * (100 - p.discount_percent) + 50) / 100)`)

/** The card's percent off the MRP, in whole numbers exactly as @haat/shared/money percentOff rounds it. */
const percentOff = sql`(case when p.mrp_paise > ${unitPrice}
  then ((p.mrp_paise - ${unitPrice}) * 200 + p.mrp_paise) / (2 * p.mrp_paise::bigint) else 0 end)`

/** The average as the card shows it: one decimal, null when nobody has rated (products_listed_rating_idx). */
const shownRating = sql.raw(`round(p.rating_sum::numeric / nullif(p.rating_count, 0), 1)`)

/**
 * Can be put in a cart: switched on, and some active variant not sold out. The product's stock is
 * its active variants' summary (migration 0041: null when one is not counted, 0 when none is
 * active), so this reads the product row alone.
 */
const inStock = sql.raw(`(p.is_available and (p.stock is null or p.stock > 0))`)

/**
 * A variant `pv` of `p` a shopper may buy now: offered (active) and not sold out (its stock not
 * counted, or above 0). Written exactly as the product_variants_on_sale_* indexes' predicate.
 */
const variantOnSale = sql.raw(`pv.is_active and (pv.stock is null or pv.stock > 0)`)

/**
 * The colour and size filters' test of a variant `pv`: one of the chosen colours and one of the
 * chosen sizes on the same variant (M in Blue, not an M in Red and an S in Blue); `true` for a
 * filter with nothing chosen.
 */
function optionValuesMatch(colors: string[] | undefined, sizes: string[] | undefined) {
  return {
    color: colors?.length ? sql`pv.color = any(${textArray(colors)})` : sql`true`,
    size: sizes?.length ? sql`pv.size = any(${textArray(sizes)})` : sql`true`,
  }
}

/**
 * A list of texts as one array parameter: the statement's text stays the same however many values
 * a shopper ticks, so it is prepared once (docs/decisions/032-prepared-statements.md).
 */
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

/** The words as a tsquery: each a prefix, all required. Words hold only letters, marks and digits. */
const wordsQuery = (words: string[]) => sql`to_tsquery(${TS_CONFIG}, ${prefixQuery(words)}::text)`

function searchCondition(match: SearchMatch): SQL {
  return match.kind === 'words'
    ? sql`p.search_document @@ ${wordsQuery(match.words)}`
    : sql`lower(p.name) like ${lowerContainsPattern(match.text)}::text`
}

/** The better half of a search's matches, ranked first: the name or brand itself matches. */
function nameCondition(match: SearchMatch): SQL {
  return match.kind === 'words' ? sql`p.name_document @@ ${wordsQuery(match.words)}` : sql`true`
}

/** Cover density over the weighted document (name and brand weigh most, the description least). */
function searchRank(match: SearchMatch): SQL {
  return match.kind === 'words' ? sql`ts_rank_cd(p.search_document, ${wordsQuery(match.words)})` : sql`0::real`
}

/**
 * How many of a search's matches are ranked by relevance, and counted: past it the count reads
 * "1,000+" and relevance pages end. Ranking every match of a broad word ("shirt" in a lakh of
 * shirts) is what made searches slow; a shopper narrows a broad search rather than paging past 40.
 */
const SEARCH_CANDIDATES = SEARCH_RESULTS_CAP

/** ORDER BY for a sort; `p.id` last so pages never overlap or skip between requests. */
function orderBy(sort: ProductSort): SQL {
  const order = (() => {
    switch (sort) {
      // A search's relevance order is findSearchPage's; without a search, relevance means newest.
      case 'relevance':
        return sql`p.created_at desc`
      case 'price_asc':
        return sql`${unitPrice} asc, p.created_at desc`
      case 'price_desc':
        return sql`${unitPrice} desc, p.created_at desc`
      // The average as shown (one decimal; unrated last), then how many rated: products_listed_rating_idx.
      case 'rating':
        return sql`${shownRating} desc nulls last, p.rating_count desc nulls last, p.created_at desc`
      case 'newest':
        return sql`p.created_at desc`
    }
  })()
  return sql`${order}, p.id desc`
}

function categoryCondition(filters: ProductFilters): SQL[] {
  const { categorySlug, subcategorySlug } = filters
  const conditions: SQL[] = []
  if (categorySlug) {
    conditions.push(sql`p.category_id = (select c.id from categories c where c.slug = ${categorySlug})`)
  }
  if (categorySlug && subcategorySlug) {
    conditions.push(sql`p.subcategory_id = (
      select s.id from subcategories s join categories c on c.id = s.category_id
      where c.slug = ${categorySlug} and s.slug = ${subcategorySlug})`)
  } else if (subcategorySlug) {
    // Subcategory slugs are unique per category only: alone, the slug means all of them.
    conditions.push(sql`p.subcategory_id in (select s.id from subcategories s where s.slug = ${subcategorySlug})`)
  }
  return conditions
}

/**
 * The filters a shopper ticks; facets count each one's choices with all the others applied.
 * Colour and size are one filter, `option`: both must be met by the same variant.
 */
const CHOICE_FILTERS = ['brand', 'price', 'rating', 'discount', 'option', 'seller', 'stock'] as const
type ChoiceFilter = (typeof CHOICE_FILTERS)[number]

/**
 * A colour or size ticked: the product has a variant on sale in one of the chosen colours and one
 * of the chosen sizes, not merely the value among its options (a sold-out M is not an M to buy).
 * One probe of product_variants_on_sale_idx per product; the list's other conditions come first.
 */
function optionCondition(colors: string[] | undefined, sizes: string[] | undefined): SQL {
  const match = optionValuesMatch(colors, sizes)
  return sql`p.is_available and exists (
    select 1 from product_variants pv
    where pv.product_id = p.id and ${variantOnSale} and ${match.color} and ${match.size})`
}

/** The condition of each filter the shopper ticked; absent when nothing is chosen. */
function choiceConditions(filters: ProductFilters): Partial<Record<ChoiceFilter, SQL>> {
  const { brands, colors, sizes, sellerIds, minPricePaise, maxPricePaise } = filters
  const price: SQL[] = []
  if (minPricePaise !== undefined) price.push(sql`${unitPrice} >= ${minPricePaise}`)
  if (maxPricePaise !== undefined) price.push(sql`${unitPrice} <= ${maxPricePaise}`)
  return {
    brand: brands?.length ? sql`p.brand = any(${textArray(brands)})` : undefined,
    price: price.length ? sql.join(price, sql` and `) : undefined,
    rating: filters.minRating !== undefined ? sql`${shownRating} >= ${filters.minRating}` : undefined,
    discount: filters.minPercentOff !== undefined ? sql`${percentOff} >= ${filters.minPercentOff}` : undefined,
    option: colors?.length || sizes?.length ? optionCondition(colors, sizes) : undefined,
    seller: sellerIds?.length ? sql`p.vendor_id = any(${textArray(sellerIds)}::uuid[])` : undefined,
    stock: filters.inStockOnly ? inStock : undefined,
  }
}

/** Visible products (aliases p, v) in the listing's category and search, before any ticked filter. */
function scopeWhere(filters: ProductFilters): SQL {
  const conditions: SQL[] = [visibleProductCondition, ...categoryCondition(filters)]
  if (filters.search) conditions.push(searchCondition(filters.search))
  return sql.join(conditions, sql` and `)
}

/** The WHERE of a list: visible products (aliases p, v) narrowed by every filter given. */
function listWhere(filters: ProductFilters): SQL {
  const chosen = Object.values(choiceConditions(filters)).filter((condition) => condition !== undefined)
  return sql.join([scopeWhere(filters), ...chosen], sql` and `)
}

/**
 * A product card's columns over `p` (products), `v` (vendors), `c`, `s` and the first image `img`.
 * Its colours are read from its variants, one index read per card (product_variants_product_idx),
 * only for the cards a page shows: a colour the seller switched off is no dot.
 */
const summaryColumns = sql`
  p.id, p.slug, p.name, p.brand, p.price_paise, p.mrp_paise, p.price_max_paise, p.discount_percent, p.stock,
  array(
    select pv.color from product_variants pv
    where pv.product_id = p.id and pv.is_active and pv.color <> ''
    group by pv.color
    order by array_position(p.colors, pv.color), min(pv.position)
  ) as active_colors,
  p.is_available, p.is_new, p.rating_count, p.rating_sum,
  c.slug as category_slug, c.name as category_name, c.name_hi as category_name_hi,
  s.slug as subcategory_slug, s.name as subcategory_name, s.name_hi as subcategory_name_hi,
  v.id as vendor_id, v.business_name as vendor_name,
  img.id as image_id, img.storage_key as image_key, img.widths as image_widths,
  img.width as image_width, img.height as image_height`

/** Joins for summaryColumns onto `p`: vendor, category, subcategory and the first image, never a query per product. */
const summaryJoins = sql`
  join vendors v on v.id = p.vendor_id
  join categories c on c.id = p.category_id
  left join subcategories s on s.id = p.subcategory_id
  left join lateral (
    select m.id, m.storage_key, m.widths, m.width, m.height
    from product_images pi join media m on m.id = pi.media_id
    where pi.product_id = p.id
    order by pi.position
    limit 1
  ) img on true`

/** One page of visible products, in the sort's order; the page's ids are chosen before anything is joined. */
export async function findProductsPage(
  db: DbOrTx,
  filters: ProductFilters,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<ProductSummaryRow[]> {
  const { search } = filters
  if (search && sort === 'relevance') return findSearchPage(db, filters, search, page)
  const order = orderBy(sort)
  return queryRows<ProductSummaryRow>(
    db,
    sql`
    with page as (
      select p.id
      from products p join vendors v on v.id = p.vendor_id
      where ${listWhere(filters)}
      order by ${order}
      limit ${page.limit} offset ${page.offset}
    )
    select ${summaryColumns}
    from page join products p on p.id = page.id
    ${summaryJoins}
    order by ${order}
  `,
  )
}

/**
 * A search's page in relevance order, from at most SEARCH_CANDIDATES matches: those whose name or
 * brand matches first (its own index, stopping at the cap), then, only if they are fewer, the rest.
 * Each half reads at most the cap's worth of rows however many products match, and only the
 * candidates are ranked: an exact name first, then name matches, then cover density, then newest.
 */
async function findSearchPage(
  db: DbOrTx,
  filters: ProductFilters,
  search: SearchMatch,
  page: { limit: number; offset: number },
): Promise<ProductSummaryRow[]> {
  const where = listWhere(filters)
  const exact = sql`lower(p.name) = ${search.text.toLowerCase()}::text`
  return queryRows<ProductSummaryRow>(
    db,
    sql`
    with by_name as (
      select p.id, p.created_at, ${exact} as exact, 0 as tier, ${searchRank(search)} as rank
      from products p join vendors v on v.id = p.vendor_id
      where ${where} and ${nameCondition(search)}
      limit ${SEARCH_CANDIDATES}
    ),
    by_rest as (
      select p.id, p.created_at, ${exact} as exact, 1 as tier, ${searchRank(search)} as rank
      from products p join vendors v on v.id = p.vendor_id
      where ${where} and (${nameCondition(search)}) is not true
      limit greatest(${SEARCH_CANDIDATES} - (select count(*) from by_name), 0)
    ),
    page as (
      select * from by_name union all select * from by_rest
      order by exact desc, tier, rank desc, created_at desc, id desc
      limit ${page.limit} offset ${page.offset}
    )
    select ${summaryColumns}
    from page join products p on p.id = page.id
    ${summaryJoins}
    order by page.exact desc, page.tier, page.rank desc, page.created_at desc, page.id desc
  `,
  )
}

export type ListCount = {
  total: number
  /** A search's total stops at SEARCH_CANDIDATES: true when there are more. */
  total_capped: boolean
  /** The category of `categorySlug`: null without one, or when there is no such category. */
  category_id: string | null
  subcategory_found: boolean
}

/** Columns `category_id` (null without a category or when it does not exist) and `subcategory_found`. */
function scopeFoundColumns(filters: ProductFilters): SQL {
  const { categorySlug, subcategorySlug } = filters
  const categoryId = categorySlug ? sql`(select c.id from categories c where c.slug = ${categorySlug})` : sql`null`
  const subcategoryFound = !subcategorySlug
    ? sql`true`
    : categorySlug
      ? sql`exists (select 1 from subcategories s join categories c on c.id = s.category_id
                    where c.slug = ${categorySlug} and s.slug = ${subcategorySlug})`
      : sql`exists (select 1 from subcategories s where s.slug = ${subcategorySlug})`
  return sql`${categoryId} as category_id, ${subcategoryFound} as subcategory_found`
}

/** How many visible products match, the category's id and whether the subcategory exists, in one query. */
export async function countProducts(db: DbOrTx, filters: ProductFilters): Promise<ListCount> {
  // A search counts one past the cap and stops; a plain list counts all (its own indexes keep it quick).
  const limit = filters.search ? sql`limit ${SEARCH_CANDIDATES + 1}` : sql``
  const [row] = await queryRows<Omit<ListCount, 'total_capped'>>(
    db,
    sql`
    select
      (select count(*)::int from (
         select 1 from products p join vendors v on v.id = p.vendor_id where ${listWhere(filters)} ${limit}
       ) matches) as total,
      ${scopeFoundColumns(filters)}
  `,
  )
  const { total, ...found } = must(row, 'the query row')
  return filters.search && total > SEARCH_CANDIDATES
    ? { ...found, total: SEARCH_CANDIDATES, total_capped: true }
    : { ...found, total, total_capped: false }
}

/** One value of a brand, colour, size or seller filter with its count, as facets() returns it. */
type FacetValueRow = {
  facet: 'brand' | 'color' | 'size' | 'seller'
  value: string
  label: string
  count: number
}

export type FacetsRow = {
  category_id: string | null
  subcategory_found: boolean
  total: number
  in_stock: number
  /** Counts in the order of the `atLeast` lists given, and of the price ranges. */
  ratings: number[]
  discounts: number[]
  prices: number[]
  values: FacetValueRow[]
}

/**
 * The listing's filter counts in one query (docs/decisions/031-listing-filters.md). The listing's
 * products before any ticked filter are read once, each with a flag per ticked filter; every
 * choice is then counted with all the other filters applied but not its own, so ticking a second
 * brand adds that brand's count, and a brand's count is what the list shows when it is ticked.
 */
export async function findListingFacets(
  db: DbOrTx,
  filters: ProductFilters,
  choices: {
    ratings: readonly number[]
    discounts: readonly number[]
    prices: ReadonlyArray<{ minPaise: number; maxPaise: number | null }>
    valuesShown: number
  },
): Promise<FacetsRow> {
  const conditions = choiceConditions(filters)
  const { colors, sizes } = filters
  const flag = (name: ChoiceFilter) => sql.raw(`by_${name}`)
  const allBut = (skip?: ChoiceFilter) => sql.join(CHOICE_FILTERS.filter((name) => name !== skip).map(flag), sql` and `)
  const filterOf = (facet: FacetValueRow['facet']): ChoiceFilter =>
    facet === 'color' || facet === 'size' ? 'option' : facet
  const match = optionValuesMatch(colors, sizes)
  // The listing's values that would show products, the most common first; a chosen one always,
  // even when the other filters leave it none, so it can be unticked (a colour or size only while
  // a listed product has it on sale: the page keeps any other chosen value).
  const values = (facet: FacetValueRow['facet'], value: SQL, label: SQL, from: SQL, chosenValues?: string[]) => {
    // count(*), not count(distinct id): on_sale_colors and on_sale_sizes hold each value once.
    const count = sql`count(*) filter (where ${allBut(filterOf(facet))})`
    const isChosen = chosenValues?.length ? sql`${value} = any(${textArray(chosenValues)})` : undefined
    return sql`
    (select ${facet}::text as facet, ${value} as value, ${label} as label, ${count}::int as count
     from ${from}
     where ${value} is not null
     group by 2, 3
     having ${count} > 0 ${isChosen ? sql`or ${isChosen}` : sql``}
     order by ${isChosen ? sql`${isChosen} desc,` : sql``} 4 desc, 3
     limit ${choices.valuesShown})`
  }
  const countWhere = (skip: ChoiceFilter, condition: SQL) =>
    sql`count(*) filter (where ${allBut(skip)} and ${condition})::int`
  const [row] = await queryRows<FacetsRow>(
    db,
    sql`
    with scope as materialized (
      select p.id, p.brand, p.vendor_id, v.business_name as vendor_name,
        ${unitPrice} as unit_price, ${shownRating} as rating, ${percentOff} as percent_off, ${inStock} as in_stock,
        ${sql.join(
          CHOICE_FILTERS.filter((name) => name !== 'option').map(
            (name) => sql`(${conditions[name] ?? sql`true`}) as ${flag(name)}`,
          ),
          sql`, `,
        )},
        o.colors as on_sale_colors, o.sizes as on_sale_sizes,
        ${conditions.option ? sql`coalesce(o.matches, false)` : sql`true`} as ${flag('option')}
      from products p join vendors v on v.id = p.vendor_id
      -- Its variants on sale (an index-only read of product_variants_on_sale_idx per product): the
      -- colours it would be found under with the chosen sizes, the sizes with the chosen colours,
      -- and whether one variant meets both (the colour-and-size filter itself). Measured against a
      -- join to a grouped read of the listed products' variants: 85 ms against 110 ms for a
      -- 2,000-product category, 0.8 s against 1.8 s for all 50,000 products (3.75 lakh variants).
      left join lateral (
        select
          array_agg(distinct pv.color) filter (where pv.color <> '' and ${match.size}) as colors,
          array_agg(distinct pv.size) filter (where pv.size <> '' and ${match.color}) as sizes,
          bool_or(${match.color} and ${match.size}) as matches
        from product_variants pv
        where pv.product_id = p.id and p.is_available and ${variantOnSale}
      ) o on true
      where ${scopeWhere(filters)}
    ),
    listed_values as (
      ${values('brand', sql`brand`, sql`brand`, sql`scope`, filters.brands)}
      union all
      ${values('color', sql`color`, sql`color`, sql`scope cross join unnest(on_sale_colors) color`, filters.colors)}
      union all
      ${values('size', sql`size`, sql`size`, sql`scope cross join unnest(on_sale_sizes) size`, filters.sizes)}
      union all
      ${values('seller', sql`vendor_id::text`, sql`vendor_name`, sql`scope`, filters.sellerIds)}
    )
    select ${scopeFoundColumns(filters)}, counts.*,
      coalesce((select json_agg(listed_values) from listed_values), '[]'::json) as values
    from (
      select
        count(*) filter (where ${allBut()})::int as total,
        ${countWhere('stock', sql`in_stock`)} as in_stock,
        array[${sql.join(
          choices.ratings.map((atLeast) => countWhere('rating', sql`rating >= ${atLeast}`)),
          sql`, `,
        )}] as ratings,
        array[${sql.join(
          choices.discounts.map((atLeast) => countWhere('discount', sql`percent_off >= ${atLeast}`)),
          sql`, `,
        )}] as discounts,
        array[${sql.join(
          choices.prices.map(({ minPaise, maxPaise }) =>
            countWhere(
              'price',
              maxPaise === null ? sql`unit_price >= ${minPaise}` : sql`unit_price between ${minPaise} and ${maxPaise}`,
            ),
          ),
          sql`, `,
        )}] as prices
      from scope
    ) counts
  `,
  )
  return must(row, 'the facets row')
}

/**
 * Everything the product page shows, in one query: the product, its seller, every image in order,
 * its review summary and 1★–5★ counts, the seller's rating over its visible products' reviews,
 * and the views counted on `today` (YYYY-MM-DD, India time).
 */
export async function findProductDetail(
  db: DbOrTx,
  slug: string,
  today: string,
): Promise<ProductDetailRow | undefined> {
  const [row] = await queryRows<ProductDetailRow>(
    db,
    sql`
    select
      p.id, p.slug, p.sku, p.name, p.brand, p.description, p.country_of_origin,
      p.price_paise, p.mrp_paise, p.price_max_paise, p.discount_percent, p.stock, p.is_available, p.is_new,
      p.colors, p.sizes, p.options, p.specifications, p.refund_days, p.declarations,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      c.slug as category_slug, c.name as category_name, c.name_hi as category_name_hi,
      s.slug as subcategory_slug, s.name as subcategory_name, s.name_hi as subcategory_name_hi,
      v.id as vendor_id, v.business_name as vendor_name, v.address as vendor_address, v.city as vendor_city,
      v.state as vendor_state, v.pin as vendor_pin,
      v.customer_care as vendor_customer_care, v.grievance_officer as vendor_grievance_officer,
      coalesce((
        select json_agg(json_build_object(
          'id', m.id, 'storageKey', m.storage_key, 'widths', m.widths, 'width', m.width, 'height', m.height,
          'color', pi.color
        ) order by pi.position)
        from product_images pi join media m on m.id = pi.media_id
        where pi.product_id = p.id
      ), '[]'::json) as images,
      p.size_chart,
      (
        select json_build_object('id', m.id, 'storageKey', m.storage_key, 'widths', m.widths, 'width', m.width,
          'height', m.height)
        from media m where p.size_chart->>'kind' = 'image' and m.id = (p.size_chart->>'mediaId')::uuid
      ) as size_chart_image,
      r.review_count, r.review_average, r.stars,
      vr.vendor_review_count, vr.vendor_review_average,
      coalesce((
        select json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'color', pv.color, 'size', pv.size,
          'values', pv.option_values, 'pricePaise', pv.price_paise, 'mrpPaise', pv.mrp_paise, 'stock', pv.stock) order by pv.position)
        from product_variants pv where pv.product_id = p.id and pv.is_active
      ), '[]'::json) as variants,
      coalesce((
        select pv.views from product_views_daily pv where pv.product_id = p.id and pv.day = ${today}::date
      ), 0) as views_today
    from products p
    join vendors v on v.id = p.vendor_id
    join categories c on c.id = p.category_id
    left join subcategories s on s.id = p.subcategory_id
    cross join lateral (
      select count(*)::int as review_count,
             round(avg(rv.rating), 1)::float8 as review_average,
             array[
               count(*) filter (where rv.rating = 1), count(*) filter (where rv.rating = 2),
               count(*) filter (where rv.rating = 3), count(*) filter (where rv.rating = 4),
               count(*) filter (where rv.rating = 5)
             ]::int[] as stars
      from reviews rv where rv.product_id = p.id
    ) r
    cross join lateral (
      select count(*)::int as vendor_review_count, round(avg(rv.rating), 1)::float8 as vendor_review_average
      from products vp join reviews rv on rv.product_id = vp.id
      where vp.vendor_id = p.vendor_id and vp.approval_status = 'approved' and vp.archived_at is null
    ) vr
    where p.slug = ${slug} and ${visibleProductCondition}
  `,
  )
  return row
}

/**
 * Up to `limit` other visible products for a product page: its subcategory first, then the rest
 * of its category, newest first within each; each half walks its own index and stops early.
 * Undefined when the product itself is not visible.
 */
export async function findRelatedProducts(
  db: DbOrTx,
  slug: string,
  limit: number,
): Promise<{ target: { id: string; categoryId: string }; rows: ProductSummaryRow[] } | undefined> {
  const rows = await queryRows<ProductSummaryRow & { target_id: string; target_category_id: string }>(
    db,
    sql`
    with target as (
      select p.id, p.category_id, p.subcategory_id
      from products p join vendors v on v.id = p.vendor_id
      where p.slug = ${slug} and ${visibleProductCondition}
    ),
    picked as (
      select id, tier, created_at from (
        (select p.id, 0 as tier, p.created_at
         from target t join products p on p.subcategory_id = t.subcategory_id join vendors v on v.id = p.vendor_id
         where p.id <> t.id and ${visibleProductCondition}
         order by p.created_at desc, p.id desc limit ${limit})
        union all
        (select p.id, 1 as tier, p.created_at
         from target t join products p on p.category_id = t.category_id join vendors v on v.id = p.vendor_id
         where p.id <> t.id and p.subcategory_id is distinct from t.subcategory_id and ${visibleProductCondition}
         order by p.created_at desc, p.id desc limit ${limit})
      ) both_tiers
      order by tier, created_at desc, id desc
      limit ${limit}
    )
    select t.id as target_id, t.category_id as target_category_id, related.*
    from target t
    left join lateral (
      select ${summaryColumns}, pk.tier, pk.created_at as listed_at
      from picked pk join products p on p.id = pk.id
      ${summaryJoins}
    ) related on true
    order by related.tier, related.listed_at desc, related.id desc
  `,
  )
  const [first] = rows
  if (!first) return undefined
  return {
    target: { id: first.target_id, categoryId: first.target_category_id },
    rows: rows.filter((row) => row.id !== null),
  }
}

/** The cards of the visible products among `slugs`, in the order of `slugs`; the rest are left out. */
export async function findProductSummariesBySlugs(db: DbOrTx, slugs: string[]): Promise<ProductSummaryRow[]> {
  return queryRows<ProductSummaryRow>(
    db,
    sql`
    select ${summaryColumns}
    from products p
    ${summaryJoins}
    where p.slug = any(${textArray(slugs)}) and ${visibleProductCondition}
    order by array_position(${textArray(slugs)}, p.slug::text)
  `,
  )
}
