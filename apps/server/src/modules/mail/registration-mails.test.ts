import { describe, expect, it } from 'vitest'
import { registrationAttemptMail, registrationCodeMail } from './registration-mails'

describe('registrationCodeMail', () => {
  it('gives the code (not in the subject), its validity and what to do if you did not sign up', () => {
    const mail = registrationCodeMail({ code: '314159', accountLabel: 'customer', hoursValid: 24, locale: 'en-IN' })
    expect(mail.subject).toBe('Your Haat sign-up code')
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('314159')
      expect(body).toContain('valid for 24 hours')
      expect(body).toContain('Haat customer account')
    }
    expect(mail.text).toMatch(/didn(’|')t sign up for Haat, ignore this e-mail/)
  })

  it('is written in Hindi for a visitor who signed up in Hindi', () => {
    const mail = registrationCodeMail({ code: '314159', accountLabel: 'customer', hoursValid: 24, locale: 'hi-IN' })
    expect(mail.html).toContain('<html lang="hi-IN">')
  })
})

describe('registrationAttemptMail', () => {
  it('tells the owner nothing was created, and links sign-in and the password reset', () => {
    const mail = registrationAttemptMail({
      accountLabel: 'vendor',
      signInUrl: 'https://haat.example/vendor-login',
      resetUrl: 'https://haat.example/forgot-password-vendor',
      locale: 'en-IN',
    })
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail')
    expect(mail.text).toContain('Haat seller account')
    expect(mail.text).toContain('no new account was created')
    expect(mail.text).toContain('Sign in: https://haat.example/vendor-login')
    expect(mail.text).toContain('Reset your password: https://haat.example/forgot-password-vendor')
    expect(mail.html).toContain('href="https://haat.example/forgot-password-vendor"')
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
  })
})
