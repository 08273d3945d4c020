import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import type { ImageSet, ProductDetail, ProductList, ProductSummary, ProductVariant } from '@haat/shared/catalog/product'

const imageSet = (id: string): ImageSet => ({
  id,
  width: 1200,
  height: 1200,
  variants: [
    { width: 320, url: `/media/${id}-320.webp` },
    { width: 640, url: `/media/${id}-640.webp` },
    { width: 1200, url: `/media/${id}-1200.webp` },
  ],
})

let sequence = 0

/** A product card as GET /api/products sends it; override what a test is about. */
export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  sequence += 1
  const slug = overrides.slug ?? `product-${sequence}`
  const pricePaise = overrides.pricePaise ?? 149_950
  return {
    id: `prd_${sequence}`,
    slug,
    name: `Product ${sequence}`,
    brand: null,
    pricePaise,
    mrpPaise: 149_950,
    // One price unless a test gives a range.
    priceMaxPaise: pricePaise,
    discountPercent: 0,
    unitPricePaise: 149_950,
    percentOff: 0,
    image: imageSet(slug),
    rating: { average: null, count: 0 },
    isNew: false,
    inStock: true,
    activeColors: [],
    category: { slug: 'electronics', name: 'Electronics' },
    subcategory: { slug: 'mobiles', name: 'Mobiles' },
    vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
    ...overrides,
  }
}

/** GET /api/products/{slug}: a saree with colours, sizes, counted stock and reviews. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const summary = makeProduct({
    slug: 'handloom-cotton-saree',
    name: 'Handloom Cotton Saree',
    brand: 'Rao Handlooms',
    pricePaise: 149_950,
    mrpPaise: 199_900,
    unitPricePaise: 149_950,
    percentOff: 25,
    isNew: true,
    rating: { average: 4.3, count: 12 },
    category: { slug: 'fashion', name: 'Fashion' },
    subcategory: { slug: 'sarees', name: 'Sarees' },
  })
  const detail: ProductDetail = {
    ...summary,
    sku: 'RH-SAREE-001',
    description: 'Woven by hand in Pochampally.\nSoft cotton, natural dyes.',
    images: [imageSet('saree-front'), imageSet('saree-back'), imageSet('saree-border')],
    specifications: [
      { key: 'Fabric', value: 'Cotton' },
      { key: 'Length', value: '6.3 m with blouse piece' },
    ],
    colors: ['Red', 'Indigo'],
    sizes: [],
    refundDays: 7,
    countryOfOrigin: 'India',
    declarations: { ...EMPTY_DECLARATIONS },
    unitSalePrice: null,
    stock: 3,
    vendor: {
      id: 'ven_1',
      businessName: 'Rao Handlooms',
      address: '12 Weavers Lane',
      city: 'Hyderabad',
      state: 'Telangana',
      pin: '500001',
      customerCare: null,
      grievanceOfficer: null,
      rating: { average: null, count: 0 },
    },
    ratingDistribution: [0, 1, 1, 4, 6],
    createdAt: '2026-01-05T10:00:00.000Z',
    variants: [],
    ...overrides,
  }
  return overrides.variants ? detail : { ...detail, variants: variantsOf(detail) }
}

/** A variant of each colour and size at the product's price, each with its stock (as the one-price form makes them). */
export function variantsOf(product: Omit<ProductDetail, 'variants'>): ProductVariant[] {
  const sizes = product.sizes.length ? product.sizes : ['']
  const colors = product.colors.length ? product.colors : ['']
  return sizes.flatMap((size) =>
    colors.map((color) => ({
      id: `var_${size || 'one'}_${color || 'one'}`,
      sku: [product.sku, size, color].filter(Boolean).join('-'),
      color,
      size,
      pricePaise: product.pricePaise,
      mrpPaise: product.mrpPaise,
      unitPricePaise: product.unitPricePaise,
      percentOff: product.percentOff,
      inStock: product.inStock,
      stock: product.stock,
    })),
  )
}

/** A GET /api/products answer. */
export function productList(products: ProductSummary[], meta: Partial<ProductList['meta']> = {}): ProductList {
  return { data: products, meta: { page: 1, pageSize: 24, total: products.length, totalCapped: false, ...meta } }
}
