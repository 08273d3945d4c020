import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import { Outlet, type RouteObject } from 'react-router'
import type { ManagedProductDetail, ManagedProductRow } from '@haat/shared/catalog/product-input'
import type { ImageSet } from '@haat/shared/catalog/product'
import { renderRoutes } from '../../../test/render'
import type { VendorAreaContext } from '../hooks/use-vendor-area'

const IMAGE: ImageSet = {
  id: '7d1b8c1e-1111-4a1a-9a1a-000000000001',
  width: 1200,
  height: 1200,
  variants: [
    { width: 200, url: '/media/saree-200.webp' },
    { width: 600, url: '/media/saree-600.webp' },
  ],
}

export const SAREE_ROW: ManagedProductRow = {
  id: 'prd_1',
  slug: 'handloom-cotton-saree',
  name: 'Handloom Cotton Saree',
  image: IMAGE,
  category: { id: 'cat_2', name: 'Fashion' },
  subcategory: { id: 'sub_3', name: 'Sarees' },
  pricePaise: 149950,
  mrpPaise: 199900,
  stock: 12,
  isAvailable: true,
  approvalStatus: 'approved',
  rejectionReason: null,
  archived: false,
  variantsToCheck: false,
  reviewFlags: [],
  vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
  createdAt: '2026-01-05T10:00:00.000Z',
}

export const SAREE: ManagedProductDetail = {
  ...SAREE_ROW,
  description: 'Soft handloom cotton saree.',
  brand: 'Rao Handlooms',
  countryOfOrigin: 'India',
  colors: ['Red'],
  sizes: [],
  specifications: [{ key: 'Material', value: 'Cotton' }],
  images: [IMAGE],
  refundDays: 7,
  hsnCode: '62044990',
  gstRateBp: 500,
  isNew: false,
  declarations: { ...EMPTY_DECLARATIONS },
  options: [{ name: 'Colour', kind: 'colour', values: ['Red'] }],
  variants: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      values: ['Red'],
      sku: 'HT-SAREE-Red',
      pricePaise: 149950,
      mrpPaise: 199900,
      stock: 12,
      weightGrams: null,
      isActive: true,
    },
  ],
  photoColors: [],
  sizeChart: null,
}

/** Renders seller pages under a stand-in for the seller layout, which hands them the vendor. */
export function renderVendorRoutes(
  pages: RouteObject[],
  path: string,
  vendor: VendorAreaContext['vendor'] = { id: 'ven_1', status: 'approved' },
) {
  const context: VendorAreaContext = { vendor }
  // Forms go back to the list after saving; a stand-in shows where they went.
  const list = pages.some((page) => page.path === '/vendor/products')
    ? []
    : [{ path: '/vendor/products', element: <p>Products list</p> }]
  return renderRoutes([{ element: <Outlet context={context} />, children: [...pages, ...list] }], {
    initialEntries: [path],
  })
}
