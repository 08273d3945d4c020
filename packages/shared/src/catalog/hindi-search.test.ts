import { describe, expect, it } from 'vitest'
import { devanagariToLatin, SEARCH_SYNONYMS, searchAlternatives } from './hindi-search'

describe('devanagariToLatin', () => {
  it.each([
    ['मसाला', ['masala']],
    ['कुर्ता', ['kurta']],
    ['दुपट्टा', ['dupatta']],
    ['कमल', ['kamal']],
    ['बासमती', ['basmati', 'basmatee']],
    ['नमकीन', ['namkin', 'namkeen']],
    ['पनीर', ['panir', 'paneer']],
    ['घी', ['ghi', 'ghee']],
    ['साड़ी', ['sari', 'saree']],
    ['फ़ोन', ['fon']],
    ['चंपा', ['champa']],
    ['हिंदी', ['hindi', 'hindee']],
    ['आटा', ['ata', 'aata']],
    ['दुकान२४', ['dukan24']],
  ])('spells %s as %j', (word, spellings) => {
    expect(devanagariToLatin(word)).toEqual(spellings)
  })

  it('reads a nukta written as a separate sign like the precomposed letter', () => {
    expect(devanagariToLatin('फ\u093Cोन')).toEqual(['fon'])
    expect(devanagariToLatin('सा\u0921\u093Cी')).toEqual(['sari', 'saree'])
  })

  it('leaves words without Devanagari alone', () => {
    expect(devanagariToLatin('kurta')).toEqual([])
    expect(devanagariToLatin('')).toEqual([])
  })
})

describe('searchAlternatives', () => {
  it('keeps the word first, then its Latin spelling and its synonyms', () => {
    expect(searchAlternatives('मसाला')).toEqual(['मसाला', 'masala', 'spice'])
    expect(searchAlternatives('चावल')).toEqual(['चावल', 'rice', 'chaval'])
    expect(searchAlternatives('chawal')).toEqual(['chawal', 'rice'])
  })

  it('leaves English words as they are', () => {
    expect(searchAlternatives('kettle')).toEqual(['kettle'])
    expect(searchAlternatives('samsng')).toEqual(['samsng'])
    expect(searchAlternatives('phone')).toEqual(['phone'])
  })

  it('searches a few ways of writing a word at most', () => {
    for (const word of Object.keys(SEARCH_SYNONYMS)) expect(searchAlternatives(word).length).toBeLessThanOrEqual(6)
  })

  it('has only single lowercase Latin words as synonyms, safe in a tsquery', () => {
    for (const [word, synonyms] of Object.entries(SEARCH_SYNONYMS)) {
      expect(word).toBe(word.toLowerCase())
      for (const synonym of synonyms) expect(synonym).toMatch(/^[a-z]+$/)
    }
  })
})
