import { z } from 'zod'
import { GstRateSchema, HsnSchema } from '../tax/gst'
import { MAX_PAGE_SIZE, ImageSet, PageMeta } from './product'

export const MAX_PRODUCT_IMAGES = 8

/** Colours and sizes: trimmed, non-empty, no duplicates (docs/spec.md §5). */
const OptionList = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label} cannot be empty.`).max(40, `${label} is too long.`))
    .max(20, `At most 20 ${label.toLowerCase()}s.`)
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, `${label}s must not repeat.`)

const Paise = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number of paise.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000, `${label} is too large.`)

/** The fields a vendor sets on a product. Approval, rating and vendor are never among them. */
export const ProductFields = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(150, 'Name is at most 150 characters.'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required.')
    .max(5000, 'Description is at most 5000 characters.'),
  categoryId: z.uuid('Category is required.'),
  subcategoryId: z.uuid().nullable().default(null),
  brand: z.string().trim().max(80).nullable().default(null),
  countryOfOrigin: z.string().trim().min(1).max(60).default('India'),
  pricePaise: Paise('Price'),
  mrpPaise: Paise('MRP').default(0),
  /** Null: the vendor does not count stock. */
  stock: z
    .number()
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000)
    .nullable()
    .default(null),
  colors: OptionList('Colour').default([]),
  sizes: OptionList('Size').default([]),
  specifications: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'Specification name is required.').max(60),
        value: z.string().trim().min(1, 'Specification value is required.').max(300),
      }),
    )
    .max(30)
    .default([]),
  imageIds: z.array(z.uuid()).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images a product.`).default([]),
  refundDays: z.number().int().min(0).max(365).default(0),
  /** For the GST invoice (docs/money.md); prices stay inclusive of GST. */
  hsnCode: HsnSchema,
  gstRateBp: GstRateSchema,
  isNew: z.boolean().default(false),
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
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
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
})
export type ManagedProductDetail = z.infer<typeof ManagedProductDetail>

export const ManagedProductsQuery = z.object({
  status: ApprovalStatus.optional(),
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
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
    .max(80),
  imageId: z.uuid().nullable().default(null),
})
export const CreateSubcategoryBody = z.object({
  categoryId: z.uuid('Choose a category first.'),
  name: z.string().trim().min(1, 'Name is required.').max(80),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.')
    .max(80),
})
