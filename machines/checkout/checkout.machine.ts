/**
 * The flight checkout (000 §4 "Checkout", §2 booking routes): Your flight → Add-ons → Traveller
 * details → Payment, under the checkout session timer (12 minutes, app.config.ts
 * timers.checkoutSessionMs) that is always on screen, warns in its last 2 minutes
 * (sessionDangerMs) and ends the session when it runs out. The session lives on the server, so a
 * reload starts this machine again at the step in the address with the time that is left.
 *
 * One clock: it always counts to the server's end of the hold. Going to pay holds the seats for the
 * booking timeout (000 §9: 20 minutes from then), so a checkout reopened after a failed payment
 * counts to that hold, and says why (`deadline: 'paymentHold'`; docs/decisions/0207).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { TravellersRequest } from '@contracts/checkout/booking'
import { notProvided } from '../lib/not-provided'

export const checkoutSteps = ['yourFlight', 'addOns', 'travellerDetails', 'payment'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

export interface CheckoutInput {
  step: CheckoutStep
  /** What is left of the session when the page starts, from the server's expires_at. */
  remainingMs: number
  dangerMs: number
  /** The travellers are saved already (a reload on the payment step keeps it reachable). */
  travellersSaved: boolean
  /**
   * What the clock counts to: the checkout session, or the hold made when the traveller went to pay
   * (a payment that failed). Absent: the session.
   */
  deadline?: Deadline
}

export type Deadline = 'session' | 'paymentHold'

export interface CheckoutContext {
  remainingMs: number
  dangerMs: number
  travellersSaved: boolean
  /** Why the clock shows the time it does, for the page to say so. */
  deadline: Deadline
  /** The session's last minutes: the timer turns to a warning. */
  danger: boolean
  /** Why the last save or payment failed, for the page. */
  error: string | null
  /** The fields the server named in that refusal ('travellers.2.date_of_birth'), for the form. */
  errorFields: { field: string; message: string }[]
  payUrl: string | null
}

export type CheckoutEvent =
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'GO_TO'; step: CheckoutStep }
  | { type: 'SUBMIT_TRAVELLERS'; travellers: TravellersRequest }
  | { type: 'PAY'; shownTotal: number; termsAccepted: boolean }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Oops! Something went wrong'

function fieldsOf(error: unknown): { field: string; message: string }[] {
  const fields: unknown =
    typeof error === 'object' && error !== null && 'fields' in error ? error.fields : undefined
  if (!Array.isArray(fields)) return []
  return fields.flatMap((f: unknown) =>
    typeof f === 'object' &&
    f !== null &&
    'field' in f &&
    'message' in f &&
    typeof f.field === 'string' &&
    typeof f.message === 'string'
      ? [{ field: f.field, message: f.message }]
      : [],
  )
}

const stepIs =
  (step: CheckoutStep) =>
  ({ context }: { context: CheckoutContext & { step?: CheckoutStep } }) =>
    context.step === step

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext & { step?: CheckoutStep },
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
  },
  actors: {
    saveTravellers: fromPromise<unknown, TravellersRequest>(async () => notProvided('saveTravellers')),
    pay: fromPromise<{ payUrl: string }, { shownTotal: number }>(async () => notProvided('pay')),
  },
  delays: {
    sessionDanger: ({ context }) => Math.max(context.remainingMs - context.dangerMs, 0),
    checkoutExpiry: ({ context }) => Math.max(context.remainingMs, 0),
  },
  guards: {
    resumesAtAddOns: stepIs('addOns'),
    resumesAtTravellers: stepIs('travellerDetails'),
    resumesAtPayment: ({ context }) => context.step === 'payment' && context.travellersSaved,
    paymentBeforeTravellers: ({ context }) => context.step === 'payment' && !context.travellersSaved,
    termsAccepted: (_, accepted: boolean) => accepted,
    notWarnedYet: ({ context }) => !context.danger,
  },
}).createMachine({
  id: 'checkout',
  description:
    'The four checkout steps under the 12-minute session timer, or the payment hold after a failed payment.',
  context: ({ input }) => ({
    remainingMs: input.remainingMs,
    dangerMs: input.dangerMs,
    travellersSaved: input.travellersSaved,
    deadline: input.deadline ?? 'session',
    step: input.step,
    danger: input.remainingMs <= input.dangerMs,
    error: null,
    errorFields: [],
    payUrl: null,
  }),
  initial: 'open',
  states: {
    open: {
      description:
        'the checkout session is running; the timer shows the time left (after a failed payment: of the 20-minute payment hold, and says so)',
      after: {
        // Once: the warning does not come again (a model path would otherwise fire it twice).
        sessionDanger: { guard: 'notWarnedYet', actions: assign({ danger: true }) },
        checkoutExpiry: { target: 'expired' },
      },
      on: {
        // A step chosen (the address, back/forward): the payment step waits for the travellers.
        GO_TO: { target: '.yourFlight', actions: assign({ step: ({ event }) => event.step }) },
      },
      initial: 'yourFlight',
      states: {
        yourFlight: {
          description:
            'Your flight: the flights, baggage and fare; Continue goes to the add-ons. A reload or a step chosen opens that step from here',
          always: [
            { guard: 'resumesAtAddOns', target: 'addOns' },
            { guard: 'resumesAtTravellers', target: 'travellerDetails' },
            { guard: 'resumesAtPayment', target: 'payment' },
            {
              guard: 'paymentBeforeTravellers',
              target: 'travellerDetails',
              actions: assign({ step: 'travellerDetails' as const }),
            },
          ],
          on: { CONTINUE: { target: 'addOns', actions: assign({ step: 'addOns' as const }) } },
        },
        addOns: {
          description:
            'Add-ons: the Seat(s) tab, and the Meal(s) tab when the airline offers meals; each choice is priced by the server',
          on: {
            CONTINUE: { target: 'travellerDetails', actions: assign({ step: 'travellerDetails' as const }) },
            BACK: { target: 'yourFlight', actions: assign({ step: 'yourFlight' as const }) },
          },
        },
        travellerDetails: {
          description:
            'Traveller details: each passenger, the contact and GST details; checked by 000 §5 rules',
          on: {
            SUBMIT_TRAVELLERS: 'savingTravellers',
            BACK: { target: 'addOns', actions: assign({ step: 'addOns' as const }) },
          },
        },
        savingTravellers: {
          description: 'the travellers are sent to the server; nothing typed is lost if it refuses',
          invoke: {
            id: 'saveTravellers',
            src: 'saveTravellers',
            input: ({ event }) => {
              if (event.type !== 'SUBMIT_TRAVELLERS')
                throw new Error('savingTravellers is entered by SUBMIT_TRAVELLERS')
              return event.travellers
            },
            onDone: {
              target: 'payment',
              actions: assign({
                travellersSaved: true,
                error: null,
                errorFields: [],
                step: 'payment' as const,
              }),
            },
            onError: {
              target: 'travellerDetails',
              actions: assign({
                error: ({ event }) => messageOf(event.error),
                errorFields: ({ event }) => fieldsOf(event.error),
              }),
            },
          },
        },
        payment: {
          description:
            'Payment: the fare breakdown equal to the server total, promo code, terms; Pay goes to the gateway',
          on: {
            PAY: [
              {
                guard: { type: 'termsAccepted', params: ({ event }) => event.termsAccepted },
                target: 'paying',
                actions: assign({ error: null }),
              },
              { actions: assign({ error: 'Please accept the terms and conditions to pay' }) },
            ],
            BACK: { target: 'travellerDetails', actions: assign({ step: 'travellerDetails' as const }) },
          },
        },
        paying: {
          description: 'the payment-processing modal: the gateway order is made for the server’s total',
          invoke: {
            id: 'pay',
            src: 'pay',
            input: ({ event }) => ({ shownTotal: event.type === 'PAY' ? event.shownTotal : 0 }),
            onDone: {
              target: '#checkout.redirecting',
              actions: assign({ payUrl: ({ event }) => event.output.payUrl }),
            },
            onError: { target: 'payment', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    redirecting: {
      type: 'final',
      description:
        'the browser leaves for the payment gateway’s page; the checkout is over here (coming back to a step shows the payment under way)',
    },
    expired: {
      type: 'final',
      description: 'the session ran out: the seats are released and the traveller is offered a new search',
    },
  },
})
