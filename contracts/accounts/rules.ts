/**
 * Field rules of 000 §5 for accounts, as zod schemas the services and the forms both use.
 * Password rules are not in the spec: 8–128 characters (NIST SP 800-63B, OWASP).
 */
import { z } from 'zod'
import { accountMessages } from './messages'

/** 2 to 35 letters and spaces, starting and ending with a letter. */
export const NAME_PATTERN = /^[A-Za-z](?:[A-Za-z ]{0,33}[A-Za-z])?$/
export const nameSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(NAME_PATTERN, 'must be 2 to 35 letters and spaces, starting and ending with a letter')
  .min(2, 'must be 2 to 35 letters and spaces, starting and ending with a letter')

/** 10 digits; separators (space, dash) are removed before storing. */
export const phoneNumberSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit mobile number'))

/** '+91', '91' or 91 — stored as digits only. */
export const countryCodeSchema = z
  .union([z.string(), z.number()], { error: 'is required' })
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,3}$/, "must be a dialling code such as '+91'"))

export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an e-mail address such as name@example.com').max(254))

export const passwordSchema = z
  .string({ error: 'is required' })
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')

/** 2 digits (state code), 5 letters, 4 digits, letter, digit, letter, digit. */
export const GST_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z]\d$/
export const gstNumberSchema = z
  .string({ error: accountMessages.invalidGst })
  .trim()
  .toUpperCase()
  .regex(GST_PATTERN, accountMessages.invalidGst)

export const titleSchema = z.enum(['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'], {
  error: "must be one of 'Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'",
})

export const otpSchema = z
  .union([z.string(), z.number()], { error: 'is required' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code we sent'))
