import { describe, expect, it } from 'vitest'
import { vendorApprovedMail, vendorRejectedMail } from './vendor-review-mails'

describe('admin mails', () => {
  it('tells an approved seller where to sign in, with its own text escaped', () => {
    const mail = vendorApprovedMail({
      businessName: '<Rao & Sons>',
      ownerName: 'Lakshmi',
      loginUrl: 'https://haat.in/vendor-login',
      locale: 'en-IN',
    })
    expect(mail.subject).toBe('Your Haat seller account is approved')
    expect(mail.text).toContain('You can now sign in at https://haat.in/vendor-login')
    expect(mail.html).toContain('&lt;Rao &amp; Sons&gt;')
    expect(mail.html).not.toContain('<Rao')
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
