import { describe, expect, it } from 'vitest'
import { fill, type TextCatalogue, translateText } from './texts'

// A Hindi catalogue as Lingui holds it, the English text as the id (the server's tests use Lingui's own).
function hindi(messages: Record<string, string>): TextCatalogue & { load(more: Record<string, string>): void } {
  return {
    messages,
    _: (id, values = {}) => fill(messages[id] ?? id, values as Record<string, string>),
    load: (more) => Object.assign(messages, more),
  }
}

describe('fill', () => {
  it('puts each value in its placeholder and leaves unknown ones', () => {
    expect(fill('{label} is at most {max} characters.', { label: 'Comment', max: 500 })).toBe(
      'Comment is at most 500 characters.',
    )
    expect(fill('{label} is required.', {})).toBe('{label} is required.')
  })
})

describe('translateText', () => {
  const i18n = hindi({
    'Enter a 6-digit PIN code.': '6 अंकों का PIN कोड डालें।',
    '{label} is required.': '{label} ज़रूरी है।',
    '{label} is at most {max} characters.': '{label} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।',
    Courier: 'कूरियर',
    '{count, plural, one {# item} other {# items}}': '{count} आइटम',
    '{x}': 'never a template',
  })

  it('translates a text by its English', () => {
    expect(translateText(i18n, 'Enter a 6-digit PIN code.')).toBe('6 अंकों का PIN कोड डालें।')
  })

  it('translates a filled template, and a value that is itself a text', () => {
    expect(translateText(i18n, 'Courier is required.')).toBe('कूरियर ज़रूरी है।')
    expect(translateText(i18n, 'Comment is at most 500 characters.')).toBe(
      'Comment ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है।',
    )
  })

  it('keeps a text it does not know, or one already translated, as it came', () => {
    expect(translateText(i18n, 'Something new.')).toBe('Something new.')
    expect(translateText(i18n, 'कूरियर ज़रूरी है।')).toBe('कूरियर ज़रूरी है।')
  })

  it('finds templates added to the catalogue later (an area loaded after the first page)', () => {
    expect(translateText(i18n, 'Seller not found.')).toBe('Seller not found.')
    i18n.load({ '{who} not found.': '{who} नहीं मिला।' })
    expect(translateText(i18n, 'Seller not found.')).toBe('Seller नहीं मिला।')
  })
})

describe('translateText with texts inside texts', () => {
  const i18n = hindi({
    "'{label}': {problem}": "'{label}': {problem}",
    "'{label}': {problem} Accept the new price in your cart first.":
      "'{label}': {problem} पहले अपने कार्ट में नई कीमत मंज़ूर करें।",
    'Only {count} left.': 'सिर्फ़ {count} बचे हैं।',
  })

  it('prefers the template with the most fixed text, and translates a value that is a filled-in text', () => {
    expect(translateText(i18n, "'Brass diya': Only 2 left.")).toBe("'Brass diya': सिर्फ़ 2 बचे हैं।")
    expect(translateText(i18n, "'Brass diya': Only 2 left. Accept the new price in your cart first.")).toBe(
      "'Brass diya': सिर्फ़ 2 बचे हैं। पहले अपने कार्ट में नई कीमत मंज़ूर करें।",
    )
  })
})
