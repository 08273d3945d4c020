import { z } from 'zod'
import { GstRateSchema, HsnSchema } from '../tax/gst'
import { NameHiInput } from './category'
import { DeclarationsView, EMPTY_DECLARATIONS, ProductDeclarations, RequiredDeclarations } from './declarations'
import { MAX_PAGE_SIZE, ImageSet, PageMeta, booleanQuery } from './product'
import { fill } from '../texts'
import { ManagedVariant, PhotoColour, ProductOptionView, ReviewFlag, StockCount } from './variant-input'
import { SizeChartView } from './size-chart'

export const MAX_PRODUCT_IMAGES = 8

/**
 * Colours and sizes: trimmed, non-empty, no duplicates (docs/spec.md §5). `label` names one value
 * ("Colour"); the texts about the list are whole sentences of their own (the plural is not `${label}s`).
 */
const OptionList = (label: string, texts: { tooMany: string; repeated: string }) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, fill(/*i18n*/ '{label} cannot be empty.', { label }))
        .max(40, fill(/*i18n*/ '{label} is too long.', { label })),
    )
    .max(20, texts.tooMany)
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, texts.repeated)

/** An amount in paise; `label` is the field's name, marked for translation where it is given. */
const Paise = (label: string) =>
  z
    .number({ error: fill(/*i18n*/ '{label} is required.', { label }) })
    .int(fill(/*i18n*/ '{label} must be a whole number of paise.', { label }))
    .min(0, fill(/*i18n*/ '{label} cannot be negative.', { label }))
    .max(1_000_000_000, fill(/*i18n*/ '{label} is too large.', { label }))

/** The fields a vendor sets on a product. Approval, rating and vendor are never among them. */
export const ProductFields = z.object({
  name: z.string().trim().min(1, /*i18n*/ 'Name is required.').max(150, /*i18n*/ 'Name is at most 150 characters.'),
  description: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Description is required.')
    .max(5000, /*i18n*/ 'Description is at most 5000 characters.'),
  categoryId: z.uuid(/*i18n*/ 'Category is required.'),
  subcategoryId: z.uuid().nullable().default(null),
  brand: z.string().trim().max(80).nullable().default(null),
  countryOfOrigin: z.string().trim().min(1).max(60).default('India'),
  pricePaise: Paise(/*i18n*/ 'Price'),
  mrpPaise: Paise(/*i18n*/ 'MRP').default(0),
  /** Null: the vendor does not count stock. */
  stock: StockCount,
  colors: OptionList(/*i18n*/ 'Colour', {
    tooMany: /*i18n*/ 'At most 20 colours.',
    repeated: /*i18n*/ 'Colours must not repeat.',
  }).default([]),
  sizes: OptionList(/*i18n*/ 'Size', {
    tooMany: /*i18n*/ 'At most 20 sizes.',
    repeated: /*i18n*/ 'Sizes must not repeat.',
  }).default([]),
  specifications: z
    .array(
      z.object({
        key: z.string().trim().min(1, /*i18n*/ 'Specification name is required.').max(60),
        value: z.string().trim().min(1, /*i18n*/ 'Specification value is required.').max(300),
      }),
    )
    .max(30)
    .default([]),
  imageIds: z
    .array(z.uuid())
    .max(MAX_PRODUCT_IMAGES, fill(/*i18n*/ 'At most {count} images a product.', { count: MAX_PRODUCT_IMAGES }))
    .default([]),
  refundDays: z.number().int().min(0).max(365).default(0),
  /** For the GST invoice (docs/money.md); prices stay inclusive of GST. */
  hsnCode: HsnSchema,
  gstRateBp: GstRateSchema,
  isNew: z.boolean().default(false),
  /** What the law asks the listing to declare; the category says which are required (./declarations). */
  declarations: ProductDeclarations.default(EMPTY_DECLARATIONS),
})

/** POST /api/vendor/products. The slug is made from the name by the server (docs/spec.md §5). */
export const CreateProductBody = ProductFields
export type CreateProductBody = z.input<typeof CreateProductBody>

const f = ProductFields.shape

/**
 * PATCH /api/vendor/products/{id}: only changed fields; the slug may be edited. The create
 * defaults are removed here, or a field left out would be reset to its default instead of kept.
 */
export const UpdateProductBody = z
  .object({
    ...f,
    subcategoryId: f.subcategoryId.removeDefault(),
    brand: f.brand.removeDefault(),
    countryOfOrigin: f.countryOfOrigin.removeDefault(),
    mrpPaise: f.mrpPaise.removeDefault(),
    stock: f.stock.removeDefault(),
    colors: f.colors.removeDefault(),
    sizes: f.sizes.removeDefault(),
    specifications: f.specifications.removeDefault(),
    imageIds: f.imageIds.removeDefault(),
    refundDays: f.refundDays.removeDefault(),
    isNew: f.isNew.removeDefault(),
    declarations: f.declarations.removeDefault(),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, /*i18n*/ 'Use lowercase letters, digits and hyphens.')
      .max(160),
  })
  .partial()
export type UpdateProductBody = z.input<typeof UpdateProductBody>

export const AvailabilityBody = z.object({ isAvailable: z.boolean() })

export const ApprovalStatus = z.enum(['pending', 'approved', 'rejected'])

/** A row of the vendor's own product table, and of the admin's product lists. */
export const ManagedProductRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: ImageSet.nullable(),
  category: z.object({ id: z.string(), name: z.string() }),
  subcategory: z.object({ id: z.string(), name: z.string() }).nullable(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int().nullable(),
  isAvailable: z.boolean(),
  approvalStatus: ApprovalStatus,
  rejectionReason: z.string().nullable(),
  archived: z.boolean(),
  /** Its sizes and colours became variants with all the stock on the first: the seller checks them. */
  variantsToCheck: z.boolean(),
  /** Changes since its approval an admin should look at (listed meanwhile); empty for most. */
  reviewFlags: z.array(ReviewFlag),
  vendor: z.object({ id: z.string(), businessName: z.string() }),
  createdAt: z.iso.datetime(),
})
export type ManagedProductRow = z.infer<typeof ManagedProductRow>
export const ManagedProductList = z.object({ data: z.array(ManagedProductRow), meta: PageMeta })

/** GET /api/vendor/products/{id or slug}: the edit form's data. */
export const ManagedProductDetail = ManagedProductRow.extend({
  description: z.string(),
  brand: z.string().nullable(),
  countryOfOrigin: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(ImageSet),
  refundDays: z.number().int(),
  /** Null on products made before HSN codes were asked for: the seller adds them on the next edit. */
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  isNew: z.boolean(),
  declarations: DeclarationsView,
  /** The variant grid (./variant-input): the options shoppers choose among and every variant, on offer or not. */
  options: z.array(ProductOptionView),
  variants: z.array(ManagedVariant),
  /** The photos marked with the colour they show. */
  photoColors: z.array(PhotoColour),
  /** The size chart shown beside the size picker (./size-chart); null without one. */
  sizeChart: SizeChartView.nullable(),
})
export type ManagedProductDetail = z.infer<typeof ManagedProductDetail>

export const ManagedProductsQuery = z.object({
  status: ApprovalStatus.optional(),
  /** Only listed products with review flags (the admin's "Changes to look at"). */
  flagged: booleanQuery.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
})

/** POST /api/admin/products/{id}/reject and vendor rejection: an optional reason. */
export const RejectBody = z.object({ reason: z.string().trim().max(500).optional() })

/** POST /api/media answer. */
export const UploadedMedia = z.object({ data: z.array(ImageSet) })

/** Admin category management. */
export const CreateCategoryBody = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(80),
  nameHi: NameHiInput,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
    .max(80),
  imageId: z.uuid().nullable().default(null),
  requiredDeclarations: RequiredDeclarations.default([]),
})
export const CreateSubcategoryBody = z.object({
  categoryId: z.uuid('Choose a category first.'),
  name: z.string().trim().min(1, 'Name is required.').max(80),
  nameHi: NameHiInput,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
    .max(80),
})
