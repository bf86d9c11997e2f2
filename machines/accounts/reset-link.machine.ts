/**
 * The page the password-reset e-mail links to (000 §8 "Token verification"): the link's token and
 * a new password set the password; a link that is invalid or expired says 'Token is invalid or
 * expired' and offers a new one. A page of its own, so it is a machine of its own.
 */
import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/not-provided'
import { onField, toAuthFailure } from './failure'
import { accountMessages } from '@contracts/accounts/messages'
import type { FieldError, ResetPasswordInput } from '@contracts/accounts/auth'
import type { AuthFailure } from './types'

export interface ResetLinkInput {
  token: string
}

export interface ResetLinkContext {
  token: string
  error: string | null
  fieldErrors: FieldError[]
  failure: AuthFailure | null
}

export type ResetLinkEvent = { type: 'RESET_WITH_TOKEN'; password: string }

const cleared = { error: null, fieldErrors: [], failure: null }

export const resetLinkMachine = setup({
  types: {
    context: {} as ResetLinkContext,
    input: {} as ResetLinkInput,
    events: {} as ResetLinkEvent,
  },
  actors: {
    resetPassword: fromPromise<{ reset: true }, ResetPasswordInput>(async () => notProvided('resetPassword')),
  },
  guards: {
    tokenInvalid: (_, params: { error: unknown }) => toAuthFailure(params.error, '').code === 'TOKEN_INVALID',
  },
}).createMachine({
  id: 'resetLink',
  description: 'Sets a new password from the link in the reset e-mail.',
  context: ({ input }) => ({ token: input.token, ...cleared }),
  initial: 'entering',
  states: {
    entering: {
      description: 'the person types a new password',
      on: { RESET_WITH_TOKEN: { target: 'resetting', actions: assign(cleared) } },
    },
    resetting: {
      description: 'the store checks the link and sets the new password',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({ token: context.token, password: event.password }),
        onDone: { target: 'done' },
        onError: [
          {
            guard: { type: 'tokenInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'invalidToken',
            actions: assign(({ event }) => ({
              failure: toAuthFailure(event.error, accountMessages.tokenInvalid),
              error: accountMessages.tokenInvalid,
              fieldErrors: [],
            })),
          },
          {
            target: 'entering',
            actions: assign(({ event }) => {
              const failure = toAuthFailure(event.error, accountMessages.generic)
              return { failure, error: failure.message, fieldErrors: onField(failure, 'password') }
            }),
          },
        ],
      },
    },
    invalidToken: {
      type: 'final',
      description:
        "the link is invalid or expired ('Token is invalid or expired'): the person can ask for a new one",
    },
    done: {
      type: 'final',
      description: 'the password is changed: the person signs in with the new one',
    },
  },
})
