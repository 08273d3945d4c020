import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodResolver } from './zod-resolver'

const Address = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  address: z.object({ pin: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code.') }),
  quantity: z.coerce.number().int().min(1).default(1),
})

const options = { fields: {}, shouldUseNativeValidation: false }

describe('zodResolver', () => {
  it("passes the schema's output on: trimmed, coerced and defaulted", async () => {
    const result = await zodResolver(Address)(
      { name: '  Asha ', address: { pin: '400002' }, quantity: '2' },
      undefined,
      options,
    )
    expect(result).toEqual({ values: { name: 'Asha', address: { pin: '400002' }, quantity: 2 }, errors: {} })
  })

  it('gives each field its first message, nested by path, and no values', async () => {
    const result = await zodResolver(Address)({ name: ' ', address: { pin: '4000' }, quantity: 0 }, undefined, options)
    expect(result.values).toEqual({})
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Enter a name.' },
      address: { pin: { type: 'invalid_format', message: 'Enter a 6-digit PIN code.' } },
      quantity: expect.objectContaining({ type: 'too_small' }),
    })
  })

  it("puts a whole-form refinement's message on root, and a refinement's path on its field", async () => {
    const Passwords = z
      .object({ password: z.string(), confirmPassword: z.string() })
      .refine((v) => v.password === v.confirmPassword, { message: 'The passwords differ.', path: ['confirmPassword'] })
      .refine((v) => v.password !== 'password', { message: 'Choose another password.' })
    const result = await zodResolver(Passwords)({ password: 'password', confirmPassword: 'x' }, undefined, options)
    expect(result.errors).toEqual({
      confirmPassword: { type: 'custom', message: 'The passwords differ.' },
      root: { type: 'custom', message: 'Choose another password.' },
    })
  })
})
