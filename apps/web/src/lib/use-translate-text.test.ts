import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { RETURN_REASONS } from '@haat/shared/orders/return-rules'
import { messages as shopHindi } from '../locales/shop/hi-IN'
import { messages as shopEnglish } from '../locales/shop/en-IN'
import { textIn } from './use-translate-text'

// The shared schemas' texts reach a Hindi page through the shop's compiled catalogue.
const i18nIn = (locale: 'en-IN' | 'hi-IN') =>
  setupI18n({ locale, messages: { [locale]: locale === 'hi-IN' ? shopHindi : shopEnglish } })

describe('textIn', () => {
  it("says a shared schema's message, a filled-in template and a label in Hindi", () => {
    const hindi = i18nIn('hi-IN')
    expect(textIn(hindi, 'Enter a 6-digit PIN code.')).toBe('6 अंकों का पिन कोड डालें।')
    expect(textIn(hindi, 'Password must be at least 8 characters long.')).toBe('पासवर्ड कम से कम 8 कैरेक्टर का होना चाहिए।')
    expect(textIn(hindi, RETURN_REASONS.damaged)).toMatch(/[\u0900-\u097F]/)
  })

  it('leaves English as it is, and a text it does not know', () => {
    const english = i18nIn('en-IN')
    expect(textIn(english, "Only 2 of 'Diya' left; you asked for 3.")).toBe("Only 2 of 'Diya' left; you asked for 3.")
    expect(textIn(i18nIn('hi-IN'), 'Diya lamp')).toBe('Diya lamp')
  })
})
