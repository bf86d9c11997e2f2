/**
 * The flight machines as the flows run them, with scripted server calls on a simulated clock. The
 * settings are the product defaults (app.config.ts), which the flows pass as the live configuration.
 */
import { fromPromise, SimulatedClock } from 'xstate'
import { defaultProductConfig } from '@config'
import type { PollAnswer, StartAnswer } from '@contracts/flights/search-answers'
import { searchPollMachine } from '@machines/flights/poll.machine'
import { flightSearchMachine } from '@machines/flights/search.machine'
import type { SearchSettings } from '@machines/flights/types'

const { polling, flights } = defaultProductConfig

export const searchSettings: SearchSettings = {
  timing: {
    initialDelayMs: polling.initialDelayMs,
    intervalMs: polling.intervalMs,
    expiryMs: polling.expiryMs,
  },
  missingConnectorsDefault: flights.missingConnectorsDefault,
}

/** Lets the promise actors settle and their events reach the machines. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export type PollScript = (input: { id: string; etag: string | null }) => PollAnswer | Error | undefined

/** The poll with a scripted server: `answer` gives each poll's answer (undefined: never answers). */
export function scriptedPoll(answer: PollScript) {
  return searchPollMachine.provide({
    actors: {
      pollSearch: fromPromise(async ({ input }: { input: { id: string; etag: string | null } }) => {
        const next = answer(input)
        if (next === undefined) return new Promise<never>(() => {})
        if (next instanceof Error) throw next
        return next
      }),
    },
  })
}

/** The flight search with a scripted start and poll, as the flow provides them. */
export function scriptedSearch(start: () => Promise<StartAnswer>, poll: PollScript) {
  return flightSearchMachine.provide({
    actors: { startSearch: fromPromise(async () => start()), searchPoll: scriptedPoll(poll) },
  })
}

/** Moves the simulated clock and lets the answers through (a poll answer, then its report). */
export function ticker(clock: SimulatedClock) {
  return async (ms: number) => {
    clock.increment(ms)
    await settle()
    await settle()
  }
}
