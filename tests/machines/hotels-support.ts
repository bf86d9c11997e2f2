/**
 * The hotel machines with scripted server calls on a simulated clock; the timings are the product
 * defaults (app.config.ts), which the flows pass from the live configuration.
 */
import { fromPromise, SimulatedClock } from 'xstate'
import { defaultProductConfig } from '@config'

export const hotelTimings = {
  debounceMs: defaultProductConfig.locationSearch.debounceMs,
  pollMs: defaultProductConfig.polling.intervalMs,
  recentLimit: defaultProductConfig.limits.lastSearchesKept,
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export function ticker(clock: SimulatedClock) {
  return async (ms: number) => {
    clock.increment(ms)
    await settle()
    await settle()
  }
}

/** A promise actor answering from a script, in order; past the script it never answers. */
export function scripted<I, O>(answers: Array<O | Error>, asked: I[] = []) {
  return fromPromise<O, I>(async ({ input }) => {
    asked.push(input)
    const next = answers.shift()
    if (next === undefined) return new Promise<never>(() => {})
    if (next instanceof Error) throw next
    return next
  })
}
