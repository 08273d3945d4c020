/**
 * Product grid layouts and the image `sizes` that match them (container max-w-7xl, px-4, gap-4):
 * "page" fills the width (home, related products); "listing" sits beside a 16rem filter column
 * from 1024 px. Phones always get 2 columns.
 */
export const GRID_LAYOUTS = {
  page: {
    grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw',
  },
  listing: {
    grid: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
    sizes: '(min-width: 1280px) 235px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw',
  },
} as const

export type GridLayout = keyof typeof GRID_LAYOUTS
