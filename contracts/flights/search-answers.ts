/**
 * What the BFF's flight-search server functions answer the browser (src/server/flights/
 * search.functions.ts `startFlightSearch`, `pollFlightSearch`): the flows pass these to the search
 * machines as their actors' output. Types only, so the machines may import them (type-only, like
 * every contract) and the results page carries no zod for them.
 */
import type { SearchAnswer } from './schemas'

/** The first answer of a search and the poll position (ETag) to send back on the first poll. */
export interface StartAnswer {
  answer: SearchAnswer
  /** Send back as `etag` on the first poll; null for multi-city (each segment id is polled alone). */
  etag: string | null
}

/** A poll's answer: nothing new since the ETag sent (304), or the results that arrived since. */
export type PollAnswer =
  { notModified: true } | { notModified: false; etag: string | null; answer: SearchAnswer }
