import { describe, expect, it } from 'vitest'
import { vendorApplicationReceivedMail, vendorApprovedMail, vendorRejectedMail } from './vendor-review-mails'

describe('seller review mails', () => {
  it('tells an applicant when to expect the decision, in its language', () => {
    const data = { businessName: 'Rao', ownerName: 'Lakshmi', loginUrl: 'https://haat.in/vendor-login' }
    const mail = vendorApplicationReceivedMail({ ...data, locale: 'en-IN' })
    expect(mail.subject).toBe('We received your Haat seller application')
    expect(mail.text).toContain('We review applications within 3 working days')
    expect(mail.text).toContain('sign in at https://haat.in/vendor-login and prepare your products')
  })

  it('tells an approved seller where to sign in, with its own text escaped', () => {
    const mail = vendorApprovedMail({
      businessName: '<Rao & Sons>',
      ownerName: 'Lakshmi',
      loginUrl: 'https://haat.in/vendor-login',
      preparedProducts: 0,
      locale: 'en-IN',
    })
    expect(mail.subject).toBe('Your Haat seller account is approved')
    expect(mail.text).not.toContain('prepared')
    expect(mail.text).toContain('You can now sign in at https://haat.in/vendor-login')
    expect(mail.html).toContain('&lt;Rao &amp; Sons&gt;')
    expect(mail.html).not.toContain('<Rao')
  })

  it('tells a seller who prepared products while waiting that they now go to review', () => {
    const data = { businessName: 'Rao', ownerName: 'Lakshmi', loginUrl: 'https://haat.in/vendor-login' }
    expect(vendorApprovedMail({ ...data, preparedProducts: 1, locale: 'en-IN' }).text).toContain(
      'The product you prepared now goes to our product review and is listed once approved.',
    )
    const three = vendorApprovedMail({ ...data, preparedProducts: 3, locale: 'en-IN' })
    expect(three.text).toContain('The 3 products you prepared now go to our product review')
    expect(three.html).toContain('The 3 products you prepared')
  })

  it('gives the reason for a rejection, escaped, or none', () => {
    const mail = vendorRejectedMail({
      businessName: 'Rao',
      ownerName: 'Lakshmi',
      reason: '<script>x</script>\nSecond line',
      locale: 'en-IN',
    })
    expect(mail.text).toContain('Reason:\n<script>x</script>\nSecond line')
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;<br>Second line')
    expect(
      vendorRejectedMail({ businessName: 'Rao', ownerName: 'L', reason: null, locale: 'en-IN' }).text,
    ).not.toContain('Reason')
  })
})
