/**
 * The hotel checkout timer (001 §3 session; 000 §9: 12 minutes, app.config.ts
 * timers.checkoutSessionMs): the rooms are held from the moment the review's Continue creates the
 * booking. It is always on screen on the guests step, turns to a warning in the last 2 minutes
 * (sessionDangerMs), and when it runs out the booking is over: the page says so and offers a new
 * search. It counts from the server's expires_at, so a reload shows the time really left.
 */
import { setup } from 'xstate'

export interface HotelTimerInput {
  /** What is left when the page starts, from the booking's expires_at. */
  remainingMs: number
  dangerMs: number
}

export const hotelTimerMachine = setup({
  types: {
    context: {} as HotelTimerInput,
    input: {} as HotelTimerInput,
  },
  delays: {
    sessionDanger: ({ context }) => Math.max(context.remainingMs - context.dangerMs, 0),
    /** In the warning: what is left of it (all of the time left, after a reload inside it). */
    checkoutExpiry: ({ context }) => Math.max(Math.min(context.remainingMs, context.dangerMs), 0),
  },
  guards: {
    inDangerAlready: ({ context }) => context.remainingMs <= context.dangerMs,
  },
}).createMachine({
  id: 'hotelTimer',
  description: 'The 12-minute hold on the rooms: running, the last 2 minutes, expired.',
  context: ({ input }) => input,
  initial: 'running',
  states: {
    running: {
      description:
        'the rooms are held; the timer shows the time left (a reload in the last 2 minutes goes to the warning at once)',
      always: { guard: 'inDangerAlready', target: 'hurry' },
      after: { sessionDanger: 'hurry' },
    },
    hurry: {
      description: 'less than 2 minutes left: the timer turns to a warning, said once to a screen reader',
      after: { checkoutExpiry: 'expired' },
    },
    expired: {
      type: 'final',
      description: 'the time ran out: the rooms are released; the page says so and offers a new search',
    },
  },
})
