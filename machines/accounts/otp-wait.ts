/**
 * The OTP wait that sign-up, sign-in, phone confirmation and phone password reset share, built as
 * state config each machine places in its own chart (decision 0015). The wait is a parallel state
 * of two regions:
 *
 * - `code`: `entering`, then the state the parent writes that checks the code (e.g. `verifying`);
 * - `resend`: `coolingDown → ready → expired`, and, where the wait asks for a new code itself,
 *   `sending` (invoking `resendOtp`).
 *
 * It is state config, not an invoked child machine, because the screens read the wait's states and
 * tags on the parent's snapshot (`{ awaitingOtp: { resend: 'sending' } }`, `canResend`,
 * `otpExpired`), and the model paths and the visualizer see an invoked child only as one actor.
 *
 * A parent declares in its `setup`: the delays `otpDelays`, the guards `wait.guards`, the action
 * `clearErrors`, and with `sending` also `takeOtp` (params `{ sent }`) and `resendFailed`
 * (params `{ error }`).
 */
import { not, or, stateIn } from 'xstate'
import { expiryAfterCooldownMs, resendCooldownMs, type OtpState } from './otp'
import type { OtpSent, PhoneRef } from '@contracts/accounts/auth'

type OtpContext = { context: { otp?: OtpState | null } }

/** The wait's two timers, for `setup({ delays })`; they read the server's numbers in `context.otp`. */
export const otpDelays = {
  resendCooldown: ({ context }: OtpContext) => resendCooldownMs(context),
  otpExpiryAfterCooldown: ({ context }: OtpContext) => expiryAfterCooldownMs(context),
}

interface WaitOptions<Submit extends string, Check extends string> {
  /** The id of the parent's wait state, e.g. `#signIn.awaitingOtp`. */
  at: `#${string}`
  /** Who the descriptions speak of: 'person' or 'visitor'. */
  who: string
  /** The event that carries the code, and the state it leads to (the parent writes that one). */
  submit: Submit
  check: Check
  /** What the code field waits for, when it is more than the code. */
  entering?: string
}

/** `{ [type]: transition }` with the event's own name as the key's type. */
function on<const E extends string, T>(type: E, transition: T) {
  // A computed key is typed as any string; the object has exactly the one key `type`.
  return { [type]: transition } as Record<E, T>
}

function codeParts<const Submit extends string, const Check extends string>(
  options: WaitOptions<Submit, Check>,
) {
  return {
    code: { description: `the code the ${options.who} types`, initial: 'entering' } as const,
    entering: {
      description: options.entering ?? 'the code field waits for the six digits',
      on: on(options.submit, {
        guard: 'codeStillValid',
        target: options.check,
        actions: 'clearErrors',
      } as const),
    },
  }
}

function timers<
  const Again extends string,
  const AgainExpired extends string,
  const OnExpired extends readonly string[],
>(who: string, again: Again, againExpired: AgainExpired, onExpired: OnExpired) {
  return {
    coolingDown: {
      description: 'a new code can be asked for once the cool-down has passed',
      after: { resendCooldown: { target: 'ready' } },
    },
    ready: {
      description: `the ${who} may ask for a new code`,
      tags: ['canResend'],
      after: { otpExpiryAfterCooldown: { target: 'expired' } },
      on: { RESEND: { target: again, actions: 'clearErrors' } },
    },
    expired: {
      description: `the code has expired: the ${who} is asked to request a new one`,
      tags: ['canResend', 'otpExpired'],
      entry: onExpired,
      on: { RESEND: { target: againExpired, actions: 'clearErrors' } },
    },
  } as const
}

const timersDescription = "the code's timers: when a new one may be asked for, and when it stops working"

/**
 * The wait of sign-in and sign-up: RESEND asks for a new code from the wait's own `sending` state.
 * A code that had expired before a failed resend is still expired afterwards.
 */
export function otpWaitSending<C, const Submit extends string, const Check extends string>(
  options: WaitOptions<Submit, Check> & { sendTo: (context: C) => PhoneRef },
) {
  const { at, who, sendTo } = options
  const expiredId = `${at}.resend.expired`
  const expiredWhileSendingId = `${at}.resend.sending.codeExpired`
  const resendFailed = {
    type: 'resendFailed',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  } as const
  return {
    ...codeParts(options),
    guards: {
      codeStillValid: not(or([stateIn(expiredId), stateIn(expiredWhileSendingId)])),
      codeExpiredBeforeResend: stateIn(expiredWhileSendingId),
    },
    resend: {
      description: timersDescription,
      initial: 'coolingDown',
      states: {
        ...timers(who, 'sending', 'sending.codeExpired', []),
        sending: {
          description: 'a new code is on its way',
          initial: 'codeValid',
          states: {
            codeValid: { description: 'the code already sent still works meanwhile' },
            codeExpired: {
              description: 'the code already sent has expired, and stays so if the new one cannot be sent',
              tags: ['otpExpired'],
            },
          },
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }: { context: C }) => sendTo(context),
            // A new code starts every wait afresh.
            onDone: {
              target: at,
              actions: {
                type: 'takeOtp',
                params: ({ event }: { event: { output: OtpSent } }) => ({ sent: event.output }),
              },
            },
            onError: [
              { guard: 'codeExpiredBeforeResend', target: 'expired', actions: resendFailed },
              { target: 'ready', actions: resendFailed },
            ],
          },
        },
      },
    },
  } as const
}

/**
 * The wait of phone confirmation and phone password reset: RESEND goes back to the parent state
 * that sent the first code (`requestAgain`), which the screen shows while the new one is on its way.
 */
export function otpWaitRequesting<
  const Submit extends string,
  const Check extends string,
  const Again extends `#${string}`,
  const OnExpired extends readonly string[] = [],
>(
  options: WaitOptions<Submit, Check> & {
    requestAgain: Again
    /** Actions the parent runs when the code expires (password reset shows the §8 message). */
    onExpired?: OnExpired
  },
) {
  const { at, who, requestAgain } = options
  return {
    ...codeParts(options),
    guards: { codeStillValid: not(stateIn(`${at}.resend.expired`)) },
    resend: {
      description: timersDescription,
      initial: 'coolingDown',
      states: timers(who, requestAgain, requestAgain, options.onExpired ?? []),
    },
  } as const
}
