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
