import { describe, expect, it } from 'vitest'
import { ContactBody } from './contact'

const valid = { name: ' Asha ', email: ' Asha@Example.COM ', subject: ' Order ', message: ' Hello\nthere ' }

describe('ContactBody', () => {
  it('trims every field and lower-cases the e-mail', () => {
    expect(ContactBody.parse(valid)).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Order',
      message: 'Hello\nthere',
    })
  })

  it('names each missing or wrong field', () => {
    const result = ContactBody.safeParse({ name: ' ', email: 'nope', subject: '', message: 'x'.repeat(5001) })
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid e-mail address.',
      subject: 'Subject is required.',
      message: 'Message is at most 5000 characters.',
    })
  })
})
