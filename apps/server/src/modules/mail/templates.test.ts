import { describe, expect, it } from 'vitest'
import { escapeHtml, html, multiline, rawHtml, safeUrl } from './html'
import { contactMessageMail, oneLine, otpMail, vendorApplicationMail, welcomeMail } from './templates'

const SCRIPT = `<script>alert("x")</script>`
const ESCAPED_SCRIPT = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'

describe('escapeHtml', () => {
  it('escapes markup and both kinds of quote', () => {
    expect(escapeHtml(SCRIPT)).toBe(ESCAPED_SCRIPT)
    expect(escapeHtml(`Tom & Jerry's "shop"`)).toBe('Tom &amp; Jerry&#39;s &quot;shop&quot;')
    expect(escapeHtml('" onmouseover="alert(1)')).not.toContain('"')
  })

  it('leaves ordinary text, including Indian scripts, alone', () => {
    expect(escapeHtml('Namaste, नमस्ते ₹1,299')).toBe('Namaste, नमस्ते ₹1,299')
  })
})

describe('html template tag', () => {
  it('escapes every interpolated value, including inside arrays, but not SafeHtml', () => {
    const list = ['<a>', '<b>']
    expect(html`<p>${SCRIPT}</p>`.value).toBe(`<p>${ESCAPED_SCRIPT}</p>`)
    expect(html`${list.map((x) => html`<i>${x}</i>`)}`.value).toBe('<i>&lt;a&gt;</i><i>&lt;b&gt;</i>')
    expect(html`${rawHtml('<hr>')}`.value).toBe('<hr>')
    expect(html`<p title="${'" onclick="x'}"></p>`.value).toBe('<p title="&quot; onclick=&quot;x"></p>')
    expect(html`${null}${undefined}${0}`.value).toBe('0')
  })

  it('keeps line breaks of plain text as <br>', () => {
    expect(multiline('one\n<two>\r\nthree').value).toBe('one<br>&lt;two&gt;<br>three')
  })
})

describe('safeUrl and oneLine', () => {
  it('lets only http(s) URLs into links', () => {
    expect(safeUrl('https://shop.example/admin/vendors/1')).toBe('https://shop.example/admin/vendors/1')
    expect(safeUrl('javascript:alert(1)')).toBe('#')
    expect(safeUrl('data:text/html,x')).toBe('#')
    expect(safeUrl('not a url')).toBe('#')
  })

  it('flattens header text to one bounded line', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com')
    expect(oneLine('x'.repeat(300))).toHaveLength(150)
  })
})

describe('otpMail', () => {
  it('gives the code, its validity and what to do if you did not ask', () => {
    const mail = otpMail({ code: '482913', accountLabel: 'customer', minutesValid: 10, locale: 'en-IN' })
    expect(mail.subject).toBe('Your Haat password reset code')
    expect(mail.subject).not.toContain('482913')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('482913')
      expect(body).toContain('valid for 10 minutes')
      expect(body).toMatch(/didn(’|'|&#39;)t ask to reset your password, ignore this e-mail/)
    }
    expect(mail.text).toContain('customer account')
    expect(otpMail({ code: '1', accountLabel: 'vendor', minutesValid: 10, locale: 'en-IN' }).text).toContain(
      'seller account',
    )
  })

  it('is self-contained HTML with inline styles and no external assets', () => {
    const { html: body } = otpMail({ code: '482913', accountLabel: 'vendor', minutesValid: 10, locale: 'en-IN' })
    expect(body).toMatch(/^<!doctype html>/)
    expect(body).not.toMatch(/<(img|link|script)\b|<style\b|src=|url\(/i)
  })
})

describe('templates escape user-supplied text', () => {
  it('vendorApplicationMail', () => {
    const mail = vendorApplicationMail({
      businessName: `Asha's <b>Sarees</b>`,
      ownerName: SCRIPT,
      email: 'asha@example.com',
      city: 'Jaipur',
      state: 'Rajasthan"><img src=x onerror=alert(1)>',
      reviewUrl: 'https://shop.example/admin/vendors/42',
    })
    expect(mail.subject).toBe(`New seller application: Asha's <b>Sarees</b>`)
    expect(mail.html).not.toContain('<b>Sarees')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('Asha&#39;s &lt;b&gt;Sarees&lt;/b&gt;')
    expect(mail.html).toContain(ESCAPED_SCRIPT)
    expect(mail.html).toContain('href="https://shop.example/admin/vendors/42"')
    expect(mail.text).toContain(`Owner: ${SCRIPT}`)
    expect(mail.text).toContain('https://shop.example/admin/vendors/42')
  })

  it('welcomeMail, including a hostile link', () => {
    const mail = welcomeMail({ name: SCRIPT, shopUrl: 'javascript:alert(1)', locale: 'en-IN' })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain(`Namaste ${ESCAPED_SCRIPT},`)
    expect(mail.html).not.toContain('javascript:')
    expect(welcomeMail({ name: 'Ravi', shopUrl: 'http://localhost:3000', locale: 'en-IN' }).html).toContain(
      'href="http://localhost:3000"',
    )
  })

  it('contactMessageMail keeps the message lines and escapes everything', () => {
    const mail = contactMessageMail({
      name: 'Meera "M"',
      email: 'meera@example.com',
      subject: 'Order\r\nBcc: all@example.com <i>',
      message: `Hello\n${SCRIPT}\nThanks`,
    })
    expect(mail.subject).toBe('Contact form: Order Bcc: all@example.com <i>')
    expect(mail.html).toContain(`Hello<br>${ESCAPED_SCRIPT}<br>Thanks`)
    expect(mail.html).toContain('Meera &quot;M&quot; &lt;meera@example.com&gt;')
    expect(mail.html).not.toMatch(/<script>|<i>/)
    expect(mail.text).toContain(`Hello\n${SCRIPT}\nThanks`)
    expect(contactMessageMail({ name: 'Guest', subject: 's', message: 'm' }).text).toContain('From: Guest\n')
  })
})
