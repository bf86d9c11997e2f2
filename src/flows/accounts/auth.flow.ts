/**
 * The accounts machines (machines/accounts/) given their real side effects, and the hooks the
 * auth panel and the sign-in pages use.
 *
 * - `useAuthPanel(presentation)`: which named panel the overlay shows (auth-panel.machine.ts).
 * - `useSignIn(input)`, `useSignUp()`, `usePasswordReset(product)`, `useResetLink(token)`,
 *   `usePhoneConfirmation(input)`:
 *   one child flow each; a panel starts its machine on mount.
 * - `useAuthChanged()`: what every successful sign-in, sign-up and sign-out does next (refresh the
 *   viewer and the account caches, re-run the route loaders so header and pages update).
 * - `signOutNow(...)`: runs the sign-out machine to its end.
 *
 * Each flow is its machine constant given the real server calls with `.provide()`, once, when a
 * panel first needs it (`once`: a panel uses one flow at a time). This module (with the machines,
 * xstate and the server-function stubs) is only loaded when the person asks for the panel or
 * opens an auth page: the header button itself stays tiny.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { useActor } from '@xstate/react'
import { useCallback } from 'react'
import { createActor, fromPromise, toPromise } from 'xstate'
import { authPanelMachine, type Presentation } from '@machines/accounts/auth-panel.machine'
import { passwordResetMachine } from '@machines/accounts/password-reset.machine'
import { resetLinkMachine } from '@machines/accounts/reset-link.machine'
import {
  phoneConfirmationMachine,
  type PhoneConfirmationInput,
} from '@machines/accounts/phone-confirmation.machine'
import { signInMachine, type SignInInput } from '@machines/accounts/sign-in.machine'
import { signOutMachine } from '@machines/accounts/sign-out.machine'
import { signUpMachine } from '@machines/accounts/sign-up.machine'
import type {
  ConfirmPhoneInput,
  OtpSent,
  PhoneOtpInput,
  PasswordSignInInput,
  PhoneRef,
  ResetPasswordInput,
  ResetWithOtpInput,
  SignUpContact,
  SignUpDetails,
} from '@contracts/accounts/auth'
import type { Viewer } from '@contracts/accounts/viewer'
import {
  checkSignUp,
  confirmPhone,
  requestPasswordReset,
  requestPhoneConfirmation,
  requestPhoneReset,
  requestSignInOtp,
  resendOtp,
  resetPassword,
  resetPasswordWithOtp,
  sendSignUpOtp,
  signInWithOtp,
  signInWithPassword,
  signOut,
  signUp,
  verifySignUpOtp,
} from '~/server/accounts/auth.functions'
import { closePageOverlays } from '~/components/auth/page-overlays'
import { once } from '../once'

const phoneOtp = fromPromise<OtpSent, PhoneRef>(({ input }) => resendOtp({ data: input }))

const signInFlow = once(() =>
  signInMachine.provide({
    actors: {
      signInWithPassword: fromPromise<{ user: Viewer }, PasswordSignInInput>(({ input }) =>
        signInWithPassword({ data: input }),
      ),
      requestSignInOtp: fromPromise<OtpSent, PhoneRef>(({ input }) => requestSignInOtp({ data: input })),
      resendOtp: phoneOtp,
      signInWithOtp: fromPromise<{ user: Viewer }, PhoneOtpInput>(({ input }) =>
        signInWithOtp({ data: input }),
      ),
    },
  }),
)

const signUpFlow = once(() =>
  signUpMachine.provide({
    actors: {
      checkSignUp: fromPromise<void, SignUpContact>(async ({ input }) => {
        await checkSignUp({ data: input })
      }),
      sendSignUpOtp: fromPromise<OtpSent, PhoneRef>(({ input }) => sendSignUpOtp({ data: input })),
      resendOtp: phoneOtp,
      verifySignUpOtp: fromPromise<{ verified: true }, PhoneOtpInput>(({ input }) =>
        verifySignUpOtp({ data: input }),
      ),
      signUp: fromPromise<{ user: Viewer }, SignUpDetails>(({ input }) => signUp({ data: input })),
    },
  }),
)

const passwordResetFlow = once(() =>
  passwordResetMachine.provide({
    actors: {
      requestPasswordReset: fromPromise<{ email: string }, { email: string }>(({ input }) =>
        requestPasswordReset({ data: input }),
      ),
      requestPhoneReset: fromPromise<OtpSent, PhoneRef>(({ input }) => requestPhoneReset({ data: input })),
      resetPasswordWithOtp: fromPromise<{ reset: true }, ResetWithOtpInput>(({ input }) =>
        resetPasswordWithOtp({ data: input }),
      ),
    },
  }),
)

const resetLinkFlow = once(() =>
  resetLinkMachine.provide({
    actors: {
      resetPassword: fromPromise<{ reset: true }, ResetPasswordInput>(({ input }) =>
        resetPassword({ data: input }),
      ),
    },
  }),
)

const phoneConfirmationFlow = once(() =>
  phoneConfirmationMachine.provide({
    actors: {
      requestPhoneConfirmation: fromPromise<{ sent: true }, PhoneRef>(({ input }) =>
        requestPhoneConfirmation({ data: input }),
      ),
      confirmPhone: fromPromise<{ user: Viewer }, ConfirmPhoneInput>(({ input }) =>
        confirmPhone({ data: input }),
      ),
    },
  }),
)

const signOutFlow = once(() =>
  signOutMachine.provide({
    actors: { signOut: fromPromise<{ signedOut: true }>(() => signOut()) },
  }),
)

const authPanelFlow = once(() => authPanelMachine.provide({ actions: { closeOverlays: closePageOverlays } }))

export function useAuthPanel(presentation: Presentation) {
  return useActor(authPanelFlow(), { input: { presentation } })
}

export function useSignIn(input: SignInInput) {
  return useActor(signInFlow(), { input })
}

export function useSignUp() {
  return useActor(signUpFlow(), { input: {} })
}

export function usePasswordReset(productName: string) {
  return useActor(passwordResetFlow(), { input: { productName } })
}

export function useResetLink(token: string) {
  return useActor(resetLinkFlow(), { input: { token } })
}

export function usePhoneConfirmation(input: PhoneConfirmationInput) {
  return useActor(phoneConfirmationFlow(), { input })
}

/** After sign-in or sign-up: the header and every page see the new person at once. */
async function afterSignIn(queryClient: QueryClient, router: AnyRouter, user: Viewer) {
  queryClient.setQueryData(['viewer'], { user })
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['viewer'] }),
    queryClient.invalidateQueries({ queryKey: ['account'] }),
  ])
  await router.invalidate()
}

/**
 * After sign-out: nothing of the person stays in the page's caches. When the server did not confirm
 * (the store could not be reached, so the session cookie is still there), the viewer is not asked
 * for again: the answer would sign the person back in on this page.
 */
async function afterSignOut(queryClient: QueryClient, router: AnyRouter, serverConfirmed = true) {
  queryClient.removeQueries({ queryKey: ['account'] })
  queryClient.setQueryData(['viewer'], { user: null })
  if (serverConfirmed) await queryClient.invalidateQueries({ queryKey: ['viewer'] })
  await router.invalidate()
}

export function useAuthChanged() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return {
    signedIn: useCallback((user: Viewer) => afterSignIn(queryClient, router, user), [queryClient, router]),
    signedOut: useCallback(() => afterSignOut(queryClient, router), [queryClient, router]),
  }
}

/**
 * Runs the sign-out machine to its end (it always ends signed out), then clears the caches. The
 * caller closes its own popovers and moves away from pages that need a signed-in person.
 */
export async function signOutNow(queryClient: QueryClient, router: AnyRouter) {
  const actor = createActor(signOutFlow())
  actor.start()
  const output = await toPromise(actor)
  if (output.clearCaches) await afterSignOut(queryClient, router, output.serverConfirmed)
  return output
}
