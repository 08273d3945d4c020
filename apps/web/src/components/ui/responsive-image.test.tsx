import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image'

const IMAGE = {
  id: 'img_1',
  width: 800,
  height: 800,
  variants: [
    { width: 200, url: '/media/img_1-200.webp' },
    { width: 400, url: '/media/img_1-400.webp' },
  ],
}

describe('ResponsiveImage', () => {
  it('sets its address last, after how and at what size to load it', () => {
    render(<ResponsiveImage image={IMAGE} alt="Kurta" displayWidth={200} />)
    const names = screen.getByRole('img', { name: 'Kurta' }).getAttributeNames()
    const src = names.indexOf('src')
    for (const before of ['loading', 'decoding', 'width', 'height', 'sizes', 'srcset'])
      expect(names.indexOf(before), before).toBeLessThan(src)
    expect(names.indexOf('srcset')).toBeGreaterThan(names.indexOf('sizes'))
  })
})
