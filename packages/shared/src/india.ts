import { z } from 'zod'

/** The 28 states and 8 union territories of India (docs/decisions/022-indian-formats.md). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const
export type IndianState = (typeof INDIAN_STATES)[number]
export const IndianStateSchema = z.enum(INDIAN_STATES, { error: /*i18n*/ 'Choose a state or union territory.' })

/** PIN: 6 digits, not starting with 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/
export const PinSchema = z.string().trim().regex(PIN_PATTERN, /*i18n*/ 'Enter a 6-digit PIN code.')

/**
 * Mobile: 10 digits starting 6–9, optionally typed with +91, 91 or 0 and spaces/hyphens.
 * Stored as +91 and the 10 digits, e.g. "+919876543210".
 */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '')
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null
}
export const MobileSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeIndianMobile(value)
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.' })
      return z.NEVER
    }
    return normalized
  })

/** UPI id: name@handle. */
export const UPI_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/
export const UpiSchema = z.string().trim().regex(UPI_PATTERN, /*i18n*/ 'Enter a UPI ID like name@bank.')

/**
 * IFSC (RBI's Indian Financial System Code) of a bank branch: the bank's 4 letters, a 0 kept for
 * later use, then the branch's 6 letters or digits. Written in capitals, whatever was typed.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
export const IfscSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    IFSC_PATTERN,
    /*i18n*/ 'Enter the 11-character IFSC, like HDFC0001234: 4 letters, a 0, then 6 letters or digits.',
  )

/** A bank account number: 9 to 18 digits (spaces and hyphens as printed on a cheque are dropped). */
export const BankAccountNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{9,18}$/, /*i18n*/ 'Enter the account number: 9 to 18 digits.'))

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The GSTIN check character: base-36 Luhn-style checksum over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '')
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0'
}

export function isValidGstin(input: string): boolean {
  const gstin = input.toUpperCase()
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
}
export const GstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, /*i18n*/ 'Enter a valid 15-character GSTIN.')

/** The calendar day in India (IST, UTC+5:30) of an instant, as YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}
