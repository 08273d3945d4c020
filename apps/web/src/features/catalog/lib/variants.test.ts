import { describe, expect, it } from 'vitest'
import type { ImageSet } from '@haat/shared/catalog/product'
import { photosFor } from './variants'

const photo = (id: string): ImageSet => ({
  id,
  width: 800,
  height: 800,
  variants: [{ width: 800, url: `/${id}.webp` }],
})
const [WHITE, BLUE, ANY] = [photo('white'), photo('blue'), photo('any')]
const KURTA = {
  image: WHITE,
  images: [WHITE, BLUE, ANY],
  photoColors: [
    { imageId: 'white', color: 'White' },
    { imageId: 'blue', color: 'Blue' },
  ],
}

describe('the photos a colour shows', () => {
  it('shows a colour its own photos and those of every colour', () => {
    expect(photosFor(KURTA, 'Blue').map((p) => p.id)).toEqual(['blue', 'any'])
    expect(photosFor(KURTA, 'White').map((p) => p.id)).toEqual(['white', 'any'])
  })

  it('shows every photo with no colour picked, or none marked', () => {
    expect(photosFor(KURTA, null)).toHaveLength(3)
    expect(photosFor({ ...KURTA, photoColors: undefined }, 'Blue')).toHaveLength(3)
  })

  it('leaves out other colours’ photos for a colour without its own, and never shows none', () => {
    expect(photosFor(KURTA, 'Red').map((p) => p.id)).toEqual(['any'])
    expect(photosFor({ ...KURTA, images: [WHITE, BLUE] }, 'Red')).toHaveLength(2)
  })
})
