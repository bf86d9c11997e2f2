/** The flight search machine's input, context, events and what it tells its owner (search.machine.ts). */
import type { AnyActorRef } from 'xstate'
import type { FlightResult, FlightSearchRequest, FlightType, SearchStatus } from '@contracts/flights/schemas'
import type { PollOutcome, PollReport } from './poll.machine'
import type { PollTiming, SearchSettings } from './types'

export interface SearchProgress {
  /** Answers that brought results, the initial one included. */
  batches: number
  /** Poll answers so far, a "nothing new" (304) included. */
  polls: number
  /** Suppliers still to answer and in all; the configured default (4) when the server gives none or a negative number. */
  missingConnectors: number
  totalConnectors: number
  /** Time spent waiting between polls so far. */
  elapsedMs: number
}

/** Who a search tells that it has ended: a multi-city search, of its leg `index`. */
export interface SearchOwner {
  ref: AnyActorRef
  index: number
}

export interface SearchInput extends SearchSettings {
  request: FlightSearchRequest
  /**
   * The id of a search someone else has already sent: a multi-city leg, started by the one
   * request for every leg. The search polls it at once instead of sending `request`.
   */
  sentAs?: string
  reportTo?: SearchOwner
}

export interface SearchContext {
  request: FlightSearchRequest
  timing: PollTiming
  missingConnectorsDefault: number
  owner: SearchOwner | null
  searchId: string | null
  etag: string | null
  results: FlightResult[]
  /** Domestic round trip: the return list, filled beside `results`. */
  return_results: FlightResult[]
  /** Travel plans a poll withdrew (no longer bookable): off the lists, and no longer a choice. */
  withdrawn: string[]
  status: SearchStatus | null
  flight_type: FlightType | null
  error: string | null
  progress: SearchProgress
}

/** What a search tells its owner when it ends (succeeded, expired or failed). */
export interface SearchEnded {
  type: 'SEARCH.ENDED'
  index: number
  outcome: PollOutcome
}

export type SearchEvent = { type: 'CANCEL' } | { type: 'REPEAT' } | PollReport
