/**
 * The train booking (issue 16; 001 §4 Trains, Session): passengers → contact → the railway's own
 * login (the user id is checked first, 001 §4 "user availability"; logging out resets it) → confirm
 * (the booking is created; the request resets payment-submitted and its answer gives the checkout
 * start time) → review and pay on the gateway. The 5-minute timer (000/001 §9, app.config.ts
 * timers.trainsCheckoutMs, the named delay checkoutExpiry) runs from that start time; when it runs
 * out the checkout session is over. No berth is held meanwhile (as on the railway): the inventory at
 * booking decides. What typed data the steps took is kept here, so a refused request loses nothing.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { BerthChoice, Quota, TrainClass } from '@contracts/trains/codes'
import type { TrainBooking, TrainContact } from '@contracts/trains/booking'
import type { TrainInfant, TrainPassengerInput } from '@contracts/trains/passengers'
import { notProvided } from '../lib/not-provided'
import { scenarioOf } from '../lib/scenario'
import { failureOf, type TrainFailure } from './booking.logic'

/** What the passengers step hands on (contracts/trains/passengers.ts). */
export interface TrainTravellersDraft {
  passengers: TrainPassengerInput[]
  infants: TrainInfant[]
  berthChoice: BerthChoice
}
export type TrainContactDraft = TrainContact

/** What is booked: the train, the stations, the boarding day, the class and the quota (the pages' address). */
export interface TrainBookingJourney {
  trainNo: string
  from: string
  to: string
  boarding?: string
  journeyDate: string
  travelClass: TrainClass
  quota: Quota
}

export interface TrainBookingInput {
  /** timers.trainsCheckoutMs. */
  checkoutMs: number
  journey: TrainBookingJourney
  /** The sandbox scenario of the address (the server forwards it only in the sandbox). */
  scenario?: string
}

export interface TrainBookingContext {
  checkoutMs: number
  journey: TrainBookingJourney
  scenario: string | undefined
  travellers: TrainTravellersDraft | null
  contact: TrainContactDraft | null
  railUserId: string | null
  /** 001 §4: the railway user's availability, fetched by id; logging out resets it. */
  userAvailability: { userId: string; available: boolean } | null
  paymentSubmitted: boolean
  checkoutStartedAt: string | null
  booking: TrainBooking | null
  /**
   * A checkout resumed after a reload (RESUME): what was left of its timer when the store answered,
   * so the timer keeps its original start (docs/decisions/0170); null for a checkout begun here.
   */
  timeLeftMs: number | null
  failure: TrainFailure | null
}

export type TrainBookingEvent =
  | { type: 'SUBMIT_PASSENGERS'; travellers: TrainTravellersDraft }
  | { type: 'SUBMIT_CONTACT'; contact: TrainContactDraft }
  | { type: 'BACK' }
  | { type: 'CHECK_USER'; userId: string }
  | { type: 'LOGIN'; password: string }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM' }
  | { type: 'PAY' }
  | { type: 'DISMISS' }
  /** The page found, at load, this checkout's unpaid booking (a reload, a second tab): back to it. */
  | { type: 'RESUME'; booking: TrainBooking; timeLeftMs: number }

/** The railway login: the session starts a new checkout attempt with it (docs/decisions/0170). */
export interface RailLoginInput {
  userId: string
  password: string
  scenario?: string
}

/**
 * What is left of the checkout's time (at most checkoutMs): a resumed checkout's time left as the
 * store answered it, else the window from the booking's checkoutStartedAt to its expiresAt.
 */
export function checkoutTimeLeft(
  context: Pick<TrainBookingContext, 'checkoutMs' | 'timeLeftMs' | 'booking'>,
) {
  const { checkoutMs, timeLeftMs, booking } = context
  if (timeLeftMs !== null) return Math.max(Math.min(checkoutMs, timeLeftMs), 0)
  if (!booking) return checkoutMs
  const window = Date.parse(booking.expiresAt) - Date.parse(booking.checkoutStartedAt)
  return Math.max(Math.min(checkoutMs, Number.isFinite(window) ? window : Infinity), 0)
}

/** The error of a failed request, for the guards and the failure it leaves. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error

export const trainBookingMachine = setup({
  types: {
    context: {} as TrainBookingContext,
    input: {} as TrainBookingInput,
    events: {} as TrainBookingEvent,
  },
  actors: {
    checkUser: fromPromise<{ available: boolean }, { userId: string }>(async () => notProvided('checkUser')),
    railLogin: fromPromise<void, RailLoginInput>(async () => notProvided('railLogin')),
    createBooking: fromPromise<TrainBooking, TrainBookingContext>(async () => notProvided('createBooking')),
  },
  actions: {
    loggedOut: assign({ userAvailability: null, railUserId: null, failure: null }),
    keepFailure: assign({ failure: (_, error: unknown) => failureOf(error) }),
  },
  delays: {
    /** What is left of the 5 minutes from the checkout start, so a reload shows the time really left. */
    checkoutExpiry: ({ context }) => checkoutTimeLeft(context),
  },
  guards: {
    isAvailable: (_, output: { available: boolean }) => output.available,
    isDown: (_, error: unknown) => failureOf(error).kind === 'down',
    isNotAvailable: (_, error: unknown) => failureOf(error).kind === 'notAvailable',
  },
}).createMachine({
  id: 'trainBooking',
  description:
    'Book a train: passengers, contact, the railway login, confirm, then pay within 5 minutes of the checkout start.',
  context: ({ input }) => ({
    checkoutMs: input.checkoutMs,
    journey: input.journey,
    scenario: input.scenario,
    travellers: null,
    contact: null,
    railUserId: null,
    userAvailability: null,
    paymentSubmitted: false,
    checkoutStartedAt: null,
    booking: null,
    timeLeftMs: null,
    failure: null,
  }),
  initial: 'passengers',
  states: {
    passengers: {
      description:
        'up to 6 passengers and the infants apart, each checked against the railway rules (001 §5) as typed',
      on: {
        SUBMIT_PASSENGERS: {
          target: 'contact',
          actions: assign({ travellers: ({ event }) => event.travellers }),
        },
      },
    },
    contact: {
      description: 'the mobile, e-mail and address (3 to 30 characters) the railway sends the ticket to',
      on: {
        SUBMIT_CONTACT: {
          target: 'railwayLogin',
          actions: assign({ contact: ({ event }) => event.contact }),
        },
        BACK: 'passengers',
      },
    },
    railwayLogin: {
      description: "the railway's own login: the user id is checked first, then the password",
      initial: 'userId',
      on: { BACK: 'contact' },
      states: {
        userId: {
          description:
            "the traveller types their railway user id; a reloaded review whose checkout's booking is still unpaid goes back to it",
          on: {
            CHECK_USER: {
              target: 'checkingUser',
              actions: assign({ railUserId: ({ event }) => event.userId, failure: null }),
            },
            RESUME: {
              target: '#trainBooking.checkout',
              actions: assign({
                booking: ({ event }) => event.booking,
                checkoutStartedAt: ({ event }) => event.booking.checkoutStartedAt,
                railUserId: ({ event }) => event.booking.railUserId,
                userAvailability: ({ event }) => ({ userId: event.booking.railUserId, available: true }),
                timeLeftMs: ({ event }) => event.timeLeftMs,
                paymentSubmitted: false,
                failure: null,
              }),
            },
          },
        },
        checkingUser: {
          description: 'the railway is asked whether that user id exists (001 §4 user availability)',
          invoke: {
            id: 'checkUser',
            src: 'checkUser',
            input: ({ context }) => ({ userId: context.railUserId ?? '' }),
            onDone: [
              {
                guard: { type: 'isAvailable', params: ({ event }) => event.output },
                target: 'password',
                actions: assign({
                  userAvailability: ({ context }) => ({ userId: context.railUserId ?? '', available: true }),
                }),
              },
              {
                target: 'userUnknown',
                actions: assign({
                  userAvailability: ({ context }) => ({ userId: context.railUserId ?? '', available: false }),
                }),
              },
            ],
            onError: [
              {
                guard: { type: 'isDown', params: errorOf },
                target: '#trainBooking.systemDown',
                actions: { type: 'keepFailure', params: errorOf },
              },
              { target: 'userId', actions: { type: 'keepFailure', params: errorOf } },
            ],
          },
        },
        userUnknown: {
          description: 'no railway user has that id: the page says so; another id can be checked',
          on: {
            CHECK_USER: {
              target: 'checkingUser',
              actions: assign({ railUserId: ({ event }) => event.userId, failure: null }),
            },
          },
        },
        password: {
          description: 'the user id is known: the traveller types the railway password',
          on: {
            LOGIN: 'loggingIn',
            CHECK_USER: {
              target: 'checkingUser',
              actions: assign({ railUserId: ({ event }) => event.userId, failure: null }),
            },
          },
        },
        loggingIn: {
          description: 'the railway checks the user id and password',
          entry: assign({ failure: null }),
          invoke: {
            id: 'railLogin',
            src: 'railLogin',
            input: ({ context, event }) => ({
              userId: context.railUserId ?? '',
              password: event.type === 'LOGIN' ? event.password : '',
              ...scenarioOf(context),
            }),
            onDone: 'loggedIn',
            onError: [
              {
                guard: { type: 'isDown', params: errorOf },
                target: '#trainBooking.systemDown',
                actions: { type: 'keepFailure', params: errorOf },
              },
              { target: 'password', actions: { type: 'keepFailure', params: errorOf } },
            ],
          },
        },
        loggedIn: {
          description:
            'logged in to the railway: Continue confirms the booking; logging out resets the check',
          on: {
            CONFIRM: '#trainBooking.confirming',
            LOGOUT: { target: 'userId', actions: 'loggedOut' },
          },
        },
      },
    },
    confirming: {
      description:
        'the booking is created with the railway (Idempotency-Key); payment-submitted is reset; the answer gives the checkout start time',
      entry: assign({ paymentSubmitted: false, timeLeftMs: null, failure: null }),
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context }) => context,
        onDone: {
          target: 'checkout',
          actions: assign({
            booking: ({ event }) => event.output,
            checkoutStartedAt: ({ event }) => event.output.checkoutStartedAt,
          }),
        },
        onError: [
          {
            guard: { type: 'isDown', params: errorOf },
            target: 'systemDown',
            actions: { type: 'keepFailure', params: errorOf },
          },
          {
            guard: { type: 'isNotAvailable', params: errorOf },
            target: 'notAvailable',
            actions: { type: 'keepFailure', params: errorOf },
          },
          { target: 'bookingError', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    checkout: {
      description: 'the 5-minute checkout session, counted from the start time the railway answered',
      after: { checkoutExpiry: 'sessionEnded' },
      initial: 'review',
      states: {
        review: {
          description:
            'the train, the fare lines, the passengers and the timer; the terms, then Pay; or log out of the railway',
          on: {
            PAY: '#trainBooking.toGateway',
            LOGOUT: { target: '#trainBooking.railwayLogin', actions: 'loggedOut' },
          },
        },
      },
    },
    toGateway: {
      type: 'final',
      description:
        "payment-submitted: the page leaves for the gateway's; the payment return and the confirmation page follow the booking (docs/decisions/0158)",
      entry: assign({ paymentSubmitted: true }),
    },
    sessionEnded: {
      type: 'final',
      description:
        'the 5 minutes ran out: the checkout session is over; the page says so and offers to search again',
    },
    systemDown: {
      description:
        "the railway's system is down: the modal says so; closing it goes back to the railway login",
      on: { DISMISS: 'railwayLogin' },
    },
    notAvailable: {
      description:
        'the railway cannot book this now (its nightly downtime, Tatkal not open, the train full): the modal says why',
      on: { DISMISS: 'railwayLogin.loggedIn' },
    },
    bookingError: {
      description: 'the railway refused the booking: the modal gives its words; nothing typed is lost',
      on: { DISMISS: 'railwayLogin.loggedIn' },
    },
  },
})
