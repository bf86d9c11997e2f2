/**
 * Failures of the accounts calls as a person and a form need them: the service's code, the 000 §8
 * message, and field errors named after the server function's own inputs (phoneNumber, not
 * user.phone_number), so a form can put each message under its field.
 */
import type { FieldError } from '@contracts/accounts/auth'
import { accountMessages } from '@contracts/accounts/messages'
import { UserError, toUserError, withCause } from '../platform/errors'

const fieldNames: Record<string, string> = {
  phone_number: 'phoneNumber',
  country_code: 'countryCode',
  confirmation_code: 'otp',
  current_password: 'currentPassword',
  reset_password_token: 'token',
  first_name: 'firstName',
  last_name: 'lastName',
}

function fieldName(path: string): string {
  const last = path.replace(/^user\./, '')
  return fieldNames[last] ?? last
}

export function fieldErrorsOf(raw: unknown): FieldError[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const out: FieldError[] = []
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue
    const field: unknown = Reflect.get(item, 'field')
    const message: unknown = Reflect.get(item, 'message')
    const symbol: unknown = Reflect.get(item, 'symbol')
    if (typeof field !== 'string' || typeof message !== 'string') continue
    out.push({ field: fieldName(field), message, ...(typeof symbol === 'string' ? { symbol } : {}) })
  }
  return out
}

/** 000 §8 messages by the service's code, where the spec fixes the words. */
const messageByCode: Record<string, string> = {
  ACCOUNT_LOCKED: accountMessages.locked,
  INVALID_CREDENTIALS: accountMessages.wrongCredentials,
  MOBILE_NOT_VERIFIED: accountMessages.mobileNotVerified,
  TOKEN_INVALID: accountMessages.tokenInvalid,
  OTP_INCORRECT: accountMessages.otpIncorrect,
  OTP_EXPIRED: accountMessages.otpExpired,
  OTP_TOO_MANY_ATTEMPTS: accountMessages.otpTooManyAttempts,
}

export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue'

/** Any failure of an accounts call as a UserError with code, §8 message and input-named fields. */
export function accountsError(error: unknown): UserError {
  const base = toUserError(error)
  if (base.kind !== 'rejected') return base
  const fields = fieldErrorsOf(base.fields)
  let code = base.code
  if (code === 'TAKEN') {
    code = fields?.some((f) => f.field === 'phoneNumber') ? 'PHONE_TAKEN' : 'EMAIL_TAKEN'
  }
  const wait = base.retryAfterSeconds
  const message =
    (code && messageByCode[code]) ??
    (code === 'RATE_LIMITED' && wait !== undefined ? accountMessages.tryAgainIn(wait) : undefined) ??
    (base.status === 401 ? SIGN_IN_TO_CONTINUE : base.message)
  return new UserError(message, {
    kind: 'rejected',
    ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
    ...(base.status !== undefined ? { status: base.status } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(fields !== undefined ? { fields } : base.fields !== undefined ? { fields: base.fields } : {}),
  })
}

/** Runs an accounts call; every failure becomes an accountsError, logged when it is not the person's. */
export async function accountsCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw withCause(accountsError(error), error)
  }
}

export function isUpstream401(error: unknown): boolean {
  return error instanceof UserError ? error.status === 401 : toUserError(error).status === 401
}
