/** zod shapes of the auth request bodies (000 §7 "Auth service"). */
import { z } from 'zod'
import {
  countryCodeSchema,
  emailSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneNumberSchema,
  titleSchema,
} from '@contracts/accounts/rules'

const tenancyInfo = z.object({
  accessKey: z.string().max(200).optional(),
  channel: z.literal('B2C', { error: "must be 'B2C'" }),
  hostName: z.string().max(200).optional(),
  org: z.string().max(100).optional(),
  platform: z.string().max(50).optional(),
  product: z.string().max(100).optional(),
})

export const signUpBody = z.object({
  user: z.object({
    email: emailSchema,
    password: passwordSchema,
    phone_number: phoneNumberSchema,
    country_code: countryCodeSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    title: titleSchema,
    tenancy_info: tenancyInfo,
  }),
})

/** Password sign-in: `email` is the login, an e-mail or a 10-digit mobile. OTP sign-in: phone + otp. */
export const signInBody = z.object({
  user: z.union([
    z.object({
      email: z.string().trim().min(1, 'is required').max(254),
      password: z.string().min(1, 'is required').max(128),
      country_code: countryCodeSchema.optional(),
    }),
    z.object({ phone_number: phoneNumberSchema, country_code: countryCodeSchema, otp: otpSchema }),
  ]),
})

export const phoneBody = z.object({ phone_number: phoneNumberSchema, country_code: countryCodeSchema })
export const signInOtpBody = z.object({ user: phoneBody })
export const verifyUserBody = phoneBody.extend({ email: emailSchema })
export const verifyOtpBody = phoneBody.extend({ confirmation_code: otpSchema })
export const confirmationBody = z.object({ confirmation_code: otpSchema })

export const passwordResetBody = z.union([
  z.object({ email: emailSchema }),
  z.object({ user: z.object({ email: emailSchema }) }),
])
export const passwordUpdateBody = z.object({
  user: z.object({ reset_password_token: z.string().min(1).max(200), password: passwordSchema }),
})
export const phoneResetBody = verifyOtpBody.extend({ password: passwordSchema })
export const resendOtpBody = phoneBody
export const officialQuery = z.object({ official: z.enum(['true', 'false']).optional() })

export const meBody = z.object({
  user: z
    .object({
      title: titleSchema.optional(),
      firstName: nameSchema.optional(),
      lastName: nameSchema.optional(),
      first_name: nameSchema.optional(),
      last_name: nameSchema.optional(),
      avatar_url: z.url().max(2000).optional(),
      remove_avatar: z.literal(true).optional(),
      current_password: z.string().min(1).max(128).optional(),
      password: passwordSchema.optional(),
      country_code: countryCodeSchema.optional(),
      phone_number: phoneNumberSchema.optional(),
      email: emailSchema.optional(),
      contactId: z.union([z.number().int(), z.string()]).optional(),
    })
    .refine((u) => u.password === undefined || u.current_password !== undefined, {
      message: 'is required to change the password',
      path: ['current_password'],
    })
    .refine((u) => (u.phone_number === undefined) === (u.country_code === undefined), {
      message: 'phone_number and country_code go together',
      path: ['phone_number'],
    }),
})
