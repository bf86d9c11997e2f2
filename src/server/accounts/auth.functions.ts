/**
 * Accounts for the browser (000 §4 "Accounts", §7 "Auth service"): sign-up with a mobile OTP,
 * sign-in by password or OTP, password resets, mobile confirmation, sign-out, and who is signed in.
 * Inputs are contracts/accounts/auth.ts's schemas (rules.ts per field); every failure is a UserError with the service's `code`,
 * the 000 §8 message and input-named `fields` (accounts-errors.ts). The token never leaves the
 * sealed session cookie.
 */
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { queryOptions } from '@tanstack/react-query'
import { accountMessages } from '@contracts/accounts/messages'
import {
  checkSignUpInputSchema,
  confirmPhoneInputSchema,
  emailInputSchema,
  passwordSignInInputSchema,
  phoneInputSchema,
  phoneOtpInputSchema,
  resetPasswordInputSchema,
  resetWithOtpInputSchema,
  signUpInputSchema,
  type OtpSent,
} from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import * as auth from './auth-client.server'
import { product } from '../platform/config.server'
import { requestLog } from '../platform/log.server'
import { UserError, withCause } from '../platform/errors'
import { clientHeadersFor } from '../shell/layout'
import { currentLayout } from '../shell/layout.server'
import { endSession, readSession } from '../session/session.server'
import { accountsCall, accountsError } from './errors'
import { currentViewer, signedInCall, startSignedInSession } from './viewer.server'
import { input } from '../platform/validate'

export type { OtpSent } from '@contracts/accounts/auth'
export type { Viewer } from '@contracts/accounts/viewer'

/**
 * Who is signed in ({ user: null } when nobody), read from the services each time: a revoked token
 * (sign-out elsewhere, a replayed cookie) answers nobody.
 */
export const getViewer = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ user: Viewer | null }> => ({ user: await currentViewer() }),
)

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: ['viewer'],
    queryFn: () => getViewer(),
    // Sign-in and sign-out invalidate ['viewer'] themselves; no need to re-ask on every focus.
    staleTime: 5 * 60_000,
  })

/** Sign-up step 1: e-mail and mobile are free (EMAIL_TAKEN / PHONE_TAKEN otherwise). */
export const checkSignUp = createServerFn({ method: 'POST' })
  .validator(input(checkSignUpInputSchema))
  .handler(({ data }): Promise<{ available: true }> =>
    accountsCall(async () => {
      await auth.verifyUser(data)
      return { available: true }
    }),
  )

/** Sign-up step 2: an OTP to the mobile (201). */
export const sendSignUpOtp = createServerFn({ method: 'POST' })
  .validator(input(phoneInputSchema))
  .handler(({ data }): Promise<OtpSent> => accountsCall(() => auth.generateSignUpOtp(data)))

/** Sign-up step 3: the OTP proves the mobile for the next 30 minutes. */
export const verifySignUpOtp = createServerFn({ method: 'POST' })
  .validator(input(phoneOtpInputSchema))
  .handler(({ data }): Promise<{ verified: true }> =>
    accountsCall(async () => {
      await auth.verifySignUpOtp(data)
      return { verified: true }
    }),
  )

/** Sign-up step 4: creates the account and signs this browser in. */
export const signUp = createServerFn({ method: 'POST' })
  .validator(input(signUpInputSchema))
  .handler(({ data }): Promise<{ user: Viewer }> =>
    accountsCall(async () => {
      const viewer = await auth.createUser({
        ...data,
        tenancy: {
          channel: 'B2C',
          product: product.whiteLabel.productName,
          hostName: new URL(getRequest().url).hostname,
          platform: clientHeadersFor(currentLayout()).platform,
        },
      })
      return { user: await startSignedInSession(viewer) }
    }),
  )

const isMobileLogin = (login: string) => /^\d{10}$/.test(login.replace(/[\s-]/g, ''))

export const signInWithPassword = createServerFn({ method: 'POST' })
  .validator(input(passwordSignInInputSchema))
  .handler(async ({ data }): Promise<{ user: Viewer }> => {
    try {
      const viewer = await auth.signInWithPassword(data)
      return { user: await startSignedInSession(viewer) }
    } catch (error) {
      const failure = accountsError(error)
      if (data.from === 'traveller' && failure.code === 'MOBILE_NOT_VERIFIED' && isMobileLogin(data.login)) {
        throw new UserError(accountMessages.mobileNotVerified, {
          kind: 'rejected',
          status: 403,
          code: 'TRAVELLER_SIGNIN_MOB_UNVERIFIED',
        })
      }
      throw withCause(failure, error)
    }
  })

/** Mobile OTP sign-in, step 1. */
export const requestSignInOtp = createServerFn({ method: 'POST' })
  .validator(input(phoneInputSchema))
  .handler(({ data }): Promise<OtpSent> => accountsCall(() => auth.requestSignInOtp(data)))

/** Mobile OTP sign-in, step 2: signs this browser in. */
export const signInWithOtp = createServerFn({ method: 'POST' })
  .validator(input(phoneOtpInputSchema))
  .handler(({ data }): Promise<{ user: Viewer }> =>
    accountsCall(async () => ({ user: await startSignedInSession(await auth.signInWithOtp(data)) })),
  )

/** A new code for whatever this number last asked one for (sign-up, sign-in, reset, confirmation). */
export const resendOtp = createServerFn({ method: 'POST' })
  .validator(input(phoneInputSchema))
  .handler(({ data }): Promise<OtpSent> => accountsCall(() => auth.resendOtp(data)))

export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(input(emailInputSchema))
  .handler(({ data }): Promise<{ email: string }> =>
    accountsCall(() => auth.requestPasswordReset(data.email)),
  )

/** The token of the e-mailed link (reset_password_token) and the new password. */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(input(resetPasswordInputSchema))
  .handler(({ data }): Promise<{ reset: true }> =>
    accountsCall(async () => {
      await auth.resetPassword(data)
      return { reset: true }
    }),
  )

export const requestPhoneReset = createServerFn({ method: 'POST' })
  .validator(input(phoneInputSchema))
  .handler(({ data }): Promise<OtpSent> => accountsCall(() => auth.requestPhoneReset(data)))

export const resetPasswordWithOtp = createServerFn({ method: 'POST' })
  .validator(input(resetWithOtpInputSchema))
  .handler(({ data }): Promise<{ reset: true }> =>
    accountsCall(async () => {
      await auth.resetPasswordWithOtp(data)
      return { reset: true }
    }),
  )

/** Signed in: sends a code to this number (a new number replaces the account's, unverified). */
export const requestPhoneConfirmation = createServerFn({ method: 'POST' })
  .validator(input(phoneInputSchema))
  .handler(({ data }): Promise<{ sent: true }> =>
    signedInCall(async () => {
      await auth.requestPhoneConfirmation(data)
      return { sent: true }
    }),
  )

/** Signed in: confirms the account's number; answers the refreshed viewer. */
export const confirmPhone = createServerFn({ method: 'POST' })
  .validator(input(confirmPhoneInputSchema))
  .handler(({ data }): Promise<{ user: Viewer }> =>
    signedInCall(async () => {
      await auth.confirmPhone(data.otp)
      const user = await currentViewer()
      if (!user) throw new Error('signed out while confirming the mobile')
      return { user }
    }),
  )

/** Ends the session here and upstream; always ends signed out, even when the token was already gone. */
export const signOut = createServerFn({ method: 'POST' }).handler(async (): Promise<{ signedOut: true }> => {
  try {
    if (readSession()?.accessToken) await auth.invalidateToken()
  } catch (error) {
    const failure = accountsError(error)
    // 401: the token was already revoked or expired; anything else is logged, the browser still signs out.
    if (failure.status !== 401)
      requestLog().warn({ err: error }, 'sign-out: the services did not revoke the token')
  } finally {
    // The cookie's id is ended with the services too: a copy of it reads nothing any more (0187).
    await endSession()
  }
  return { signedOut: true }
})
