import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { visibleProductCondition } from '../catalog'

export type SeoImage = { storageKey: string; widths: number[] }

export type ProductMetaRow = {
  slug: string
  sku: string
  name: string
  brand: string | null
  description: string
  price_paise: number
  discount_percent: number
  stock: number | null
  is_available: boolean
  rating_count: number
  rating_sum: number
  vendor_name: string
  images: SeoImage[]
  /** The options shoppers choose among, in the order of each variant's values. */
  options: { name: string; kind: string }[]
  /** The active variants in the seller's order (docs/decisions/044-variants.md). */
  variants: {
    id: string
    sku: string
    color: string
    size: string
    values: string[]
    pricePaise: number
    stock: number | null
  }[]
}

/** What a visible product's page meta needs, images in order, in one query; undefined when not visible. */
export async function findProductMeta(db: DbOrTx, slug: string): Promise<ProductMetaRow | undefined> {
  const [row] = await queryRows<ProductMetaRow>(
    db,
    sql`
    select p.slug, p.sku, p.name, p.brand, p.description, p.price_paise, p.discount_percent, p.stock,
      p.is_available, p.rating_count, p.rating_sum, p.options, v.business_name as vendor_name,
      coalesce((
        select json_agg(json_build_object('storageKey', m.storage_key, 'widths', m.widths) order by pi.position)
        from product_images pi join media m on m.id = pi.media_id
        where pi.product_id = p.id
      ), '[]'::json) as images,
      coalesce((
        select json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'color', pv.color, 'size', pv.size,
          'values', pv.option_values, 'pricePaise', pv.price_paise, 'stock', pv.stock) order by pv.position)
        from product_variants pv where pv.product_id = p.id and pv.is_active
      ), '[]'::json) as variants
    from products p join vendors v on v.id = p.vendor_id
    where p.slug = ${slug} and ${visibleProductCondition}
  `,
  )
  return row
}

export type CategoryMetaRow = {
  name: string
  slug: string
  image: SeoImage | null
  sub_name: string | null
  sub_slug: string | null
}

/**
 * A category, and one of its subcategories when a slug is given, in one query; undefined when the
 * category does not exist. `sub_slug` is null when the subcategory slug is not one of its own.
 */
export async function findCategoryMeta(
  db: DbOrTx,
  categorySlug: string,
  subcategorySlug: string | null,
): Promise<CategoryMetaRow | undefined> {
  const [row] = await queryRows<CategoryMetaRow>(
    db,
    sql`
    select c.name, c.slug,
      case when m.id is null then null
           else json_build_object('storageKey', m.storage_key, 'widths', m.widths) end as image,
      s.name as sub_name, s.slug as sub_slug
    from categories c
    left join media m on m.id = c.image_media_id
    left join subcategories s on s.category_id = c.id and s.slug = ${subcategorySlug}::text
    where c.slug = ${categorySlug}
  `,
  )
  return row
}
