/**
 * The search form's head start (docs/decisions/0031): on submit the form sends the search's first
 * request at once, while the browser changes to the results page, and the results page's search
 * machine takes that answer instead of asking again. The first batch is then back by the time the
 * page has rendered (issue 3: submit → first card ≤ 300 ms).
 *
 * Kept apart from flight-search.flow.ts on purpose: the form is on the home page, and this module
 * brings neither xstate nor the machines with it; the server function's module comes by dynamic
 * import (the form preloads the results page, which loads it, when the traveller enters the form).
 *
 * A head start is this tab's own (module memory of one page, never shared between travellers),
 * taken once, and only for the same request sent a moment ago: a search opened later (a reload, a
 * shared link, the back button) asks the supplier afresh.
 */
import type { FlightSearchRequest } from '@contracts/flights/schemas'
import type { StartAnswer } from '@contracts/flights/search-answers'

type Request = FlightSearchRequest & { scenario?: string }

/** How long an answer waits for its page; a navigation takes well under a second. */
export const HEAD_START_TTL_MS = 10_000

/** Answers waiting for their page, by request: each taken once, dropped after `ttlMs`. */
export function createHeadStarts<T>(ttlMs: number, now: () => number = Date.now) {
  const waiting = new Map<string, { at: number; answer: T }>()
  const dropStale = (t: number) => {
    for (const [key, entry] of waiting) if (t - entry.at > ttlMs) waiting.delete(key)
  }
  return {
    put(key: string, answer: T) {
      const t = now()
      dropStale(t)
      waiting.set(key, { at: t, answer })
    },
    take(key: string): T | undefined {
      dropStale(now())
      const entry = waiting.get(key)
      waiting.delete(key)
      return entry?.answer
    },
  }
}

const headStarts = createHeadStarts<Promise<StartAnswer>>(HEAD_START_TTL_MS)
const keyOf = (request: Request) => JSON.stringify(request)

/** Sends the search's first request now; the results page for the same request takes the answer. */
export function startFlightSearchEarly(request: Request): void {
  const answer = import('~/server/flights/search.functions').then((m) =>
    m.startFlightSearch({ data: request }),
  )
  // Not taken (the page never came) is not an error anyone should hear about; a taker gets it.
  answer.catch(() => undefined)
  headStarts.put(keyOf(request), answer)
}

/** The answer started for this request a moment ago, once; undefined if there is none. */
export function takeEarlyFlightSearch(request: Request): Promise<StartAnswer> | undefined {
  return headStarts.take(keyOf(request))
}
