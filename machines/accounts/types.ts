/**
 * The accounts machines' own types. The shapes of the BFF calls they stand for (inputs, OTP
 * answers, field errors: contracts/accounts/auth.ts; the signed-in person: contracts/accounts/
 * viewer.ts) are the contracts', imported as types only.
 */
import type { FieldError } from '@contracts/accounts/auth'

/** A failed call as the machines keep it in context: the message, the code, the field errors. */
export interface AuthFailure {
  message: string
  code?: string
  status?: number
  fields: FieldError[]
}
