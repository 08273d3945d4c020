import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { errorMessage } from './api-error-message'

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(errorMessage(new ApiError(409, 'EMAIL_TAKEN', 'That e-mail is taken.'), 'Signup failed')).toBe(
      'That e-mail is taken.',
    )
  })

  it('uses the fallback when the answer carried no message, or the error is not from the API', () => {
    expect(errorMessage(new ApiError(502, 'INTERNAL', 'API POST error: Bad Gateway'), 'Signup failed')).toBe(
      'Signup failed',
    )
    expect(errorMessage(new TypeError('x is undefined'), 'Signup failed')).toBe('Signup failed')
  })

  it('keeps the network message, which says what to do', () => {
    const offline = new ApiError(0, 'NETWORK', 'Could not reach Haat. Check your internet connection and try again.')
    expect(errorMessage(offline, 'Login failed. Please try again.')).toBe(offline.message)
  })
})

describe('errorMessage in another language', () => {
  const network = 'Could not reach Haat. Check your internet connection and try again.'
  const hindi = setupI18n({ locale: 'hi-IN', messages: { 'hi-IN': {} } })
  hindi.setMessagesCompiler(compileMessage)

  it("writes the client's own network text, and a fallback descriptor, in the i18n instance's language", () => {
    const { id: networkId } = msg`Could not reach Haat. Check your internet connection and try again.`
    const fallback = msg`Please try again.`
    hindi.load('hi-IN', { [networkId]: 'Haat से कनेक्ट नहीं हो सका।', [fallback.id]: 'कृपया फिर से कोशिश करें।' })
    expect(errorMessage(new ApiError(0, 'NETWORK', network), 'Signup failed', hindi)).toBe('Haat से कनेक्ट नहीं हो सका।')
    expect(errorMessage(new TypeError('x'), fallback, hindi)).toBe('कृपया फिर से कोशिश करें।')
    // The server's own words stay as it sent them.
    expect(errorMessage(new ApiError(409, 'EMAIL_TAKEN', 'That e-mail is taken.'), fallback, hindi)).toBe(
      'That e-mail is taken.',
    )
  })
})
