import type { ManagedProductRow } from '@haat/shared/catalog/product-input'

export const PENDING_SAREE: ManagedProductRow = {
  id: 'prd_1',
  slug: 'handloom-cotton-saree',
  name: 'Handloom Cotton Saree',
  image: {
    id: 'img_1',
    width: 1200,
    height: 1200,
    variants: [
      { width: 200, url: '/media/saree-200.webp' },
      { width: 600, url: '/media/saree-600.webp' },
    ],
  },
  category: { id: 'cat_2', name: 'Fashion' },
  subcategory: { id: 'sub_3', name: 'Sarees' },
  pricePaise: 149950,
  mrpPaise: 199900,
  stock: 12,
  isAvailable: true,
  approvalStatus: 'pending',
  rejectionReason: null,
  archived: false,
  variantsToCheck: false,
  reviewFlags: [],
  vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
  createdAt: '2026-01-05T10:00:00.000Z',
}

export const PENDING_LAMP: ManagedProductRow = {
  ...PENDING_SAREE,
  id: 'prd_2',
  slug: 'brass-lamp',
  name: 'Brass Lamp',
  image: null,
  category: { id: 'cat_3', name: 'Home' },
  subcategory: null,
  pricePaise: 89900,
  mrpPaise: 0,
  vendor: { id: 'ven_2', businessName: 'Moradabad Metals' },
}

export function page(data: ManagedProductRow[]) {
  return { data, meta: { page: 1, pageSize: 20, total: data.length } }
}
