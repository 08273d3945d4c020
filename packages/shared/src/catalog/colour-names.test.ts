import { describe, expect, it } from 'vitest'
import { COLOUR_NAMES_HI, COLOUR_SWATCHES, colourSwatch, shownColour } from './colour-names'

describe('shownColour', () => {
  it('names common colours in Hindi for a Hindi reader, whatever their case and spacing', () => {
    expect(shownColour('Red', 'hi-IN')).toBe('लाल')
    expect(shownColour('blue', 'hi-IN')).toBe('नीला')
    expect(shownColour(' Navy  Blue ', 'hi-IN')).toBe('गहरा नीला')
  })

  it("keeps the seller's text for an English reader and for colours it does not know", () => {
    expect(shownColour('Red', 'en-IN')).toBe('Red')
    expect(shownColour('Rani Pink Ombre', 'hi-IN')).toBe('Rani Pink Ombre')
  })

  it('knows at least 25 colours, each keyed in lowercase', () => {
    expect(Object.keys(COLOUR_NAMES_HI).length).toBeGreaterThanOrEqual(25)
    for (const key of Object.keys(COLOUR_NAMES_HI)) expect(key).toBe(key.toLowerCase())
  })
})

describe('colourSwatch', () => {
  it('gives the common colours a swatch, whatever their case and spacing, and none to others', () => {
    expect(colourSwatch('Red')).toBe('#dc2626')
    expect(colourSwatch(' Navy  Blue ')).toBe('#1e3a8a')
    expect(colourSwatch('Multicolour')).toMatch(/^conic-gradient\(/)
    expect(colourSwatch('Rani Pink Ombre')).toBeNull()
  })

  it('has a swatch for every colour named in Hindi', () => {
    expect(Object.keys(COLOUR_SWATCHES).sort()).toEqual(Object.keys(COLOUR_NAMES_HI).sort())
  })
})
