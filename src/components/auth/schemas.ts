/**
 * The auth forms' schemas, built from the shared rules (contracts/accounts/rules.ts) so the browser
 * refuses exactly what the services would, and the labels their messages start with.
 */
import { z } from 'zod'
import {
  emailSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'

/** An e-mail, or a 10-digit mobile number (separators allowed). */
export const loginSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .refine(
    (v) => emailSchema.safeParse(v).success || phoneNumberSchema.safeParse(v).success,
    'must be an e-mail address or a 10-digit mobile number',
  )

/**
 * A text field that must be filled and follow a shared rule, keeping what was typed (the BFF
 * normalises it): the rule's own messages are reported.
 */
const required = (rule: z.ZodType) =>
  z
    .string()
    .min(1, 'is required')
    .superRefine((value, ctx) => {
      const checked = rule.safeParse(value)
      if (!checked.success)
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'is not valid' })
    })

export const passwordSignInSchema = z.object({
  login: loginSchema,
  // Signing in checks the password the person has, not today's rules for new ones.
  password: z.string().min(1, 'is required'),
})
export type PasswordSignInValues = z.input<typeof passwordSignInSchema>

export const phoneSchema = z.object({ phoneNumber: required(phoneNumberSchema) })
export type PhoneValues = z.input<typeof phoneSchema>

export const otpFormSchema = z.object({ otp: required(otpSchema) })
export type OtpValues = z.input<typeof otpFormSchema>

export const signUpSchema = z.object({
  title: titleSchema,
  firstName: required(nameSchema),
  lastName: required(nameSchema),
  email: required(emailSchema),
  phoneNumber: required(phoneNumberSchema),
  password: required(passwordSchema),
})
export type SignUpValues = z.input<typeof signUpSchema>

export const forgotByEmailSchema = z.object({ email: required(emailSchema) })
export type ForgotByEmailValues = z.input<typeof forgotByEmailSchema>

/** A new password typed twice (the reset link's page, the reset by mobile OTP). */
const newPasswordShape = {
  password: required(passwordSchema),
  confirmPassword: z.string().min(1, 'is required'),
}
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword
const mismatch = { path: ['confirmPassword'], message: 'Passwords do not match' }

export const newPasswordSchema = z.object(newPasswordShape).refine(passwordsMatch, mismatch)
export type NewPasswordValues = z.input<typeof newPasswordSchema>

export const resetWithOtpSchema = z
  .object({ otp: required(otpSchema), ...newPasswordShape })
  .refine(passwordsMatch, mismatch)
export type ResetWithOtpValues = z.input<typeof resetWithOtpSchema>

export const titles = titleSchema.options

export const labels = {
  login: 'Email or mobile number',
  password: 'Password',
  phoneNumber: 'Mobile number',
  otp: 'OTP',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
} as const
