/**
 * A multi-city search as the results page reads it: per leg (000 §3 "Multi-city results per
 * segment"), its phase, results and connectors from the leg's own flight search (the `leg-<i>`
 * child of multicity.machine.ts) and the traveller's choice there from the multi-city context.
 * Nothing is copied between the two machines; this puts them side by side.
 */
import type { SnapshotFrom } from 'xstate'
import type { FlightResult, SearchStatus } from '@contracts/flights/schemas'
import { legId, type MulticityContext, type multicityMachine } from './multicity.machine'
import type { flightSearchMachine } from './search.machine'

/** 000 §4 multi-city, per segment: initial request, initial success, final request, pending, success, expired, failure. */
export type SegmentPhase =
  'initialRequest' | 'initialSuccess' | 'finalRequest' | 'pending' | 'success' | 'expired' | 'failure'

export type LegSnapshot = SnapshotFrom<typeof flightSearchMachine>
export type MulticitySnapshot = SnapshotFrom<typeof multicityMachine>

export interface SegmentState {
  searchId: string | null
  phase: SegmentPhase
  results: FlightResult[]
  status: SearchStatus | null
  batches: number
  /** The configured default (4) until the server gives a usable number. */
  totalConnectorCount: number
  missingConnectorCount: number
  selected_flight: FlightResult | null
  /** Travel plan ids blocked in this segment. */
  blacklist: string[]
  error: string | null
}

/** The flight search of each leg, in order; undefined where there is none (not started, cancelled). */
export function legsOf(snapshot: MulticitySnapshot) {
  return snapshot.context.choices.map((_, index) => snapshot.children[legId(index)])
}

/** A leg's phase, read from its flight search (none yet: the request for every leg is on its way). */
export function phaseOf(leg: LegSnapshot | undefined): SegmentPhase {
  if (!leg) return 'initialRequest'
  switch (leg.value) {
    case 'succeeded':
      return 'success'
    case 'expired':
      return 'expired'
    case 'failed':
    case 'cancelled':
      return 'failure'
    case 'starting':
      return 'initialRequest'
    case 'polling': {
      const { status, progress } = leg.context
      if (status === 'PENDING') return 'pending'
      return progress.polls > 0 ? 'finalRequest' : 'initialSuccess'
    }
  }
}

const noResults: FlightResult[] = []

/** Every leg of the search, as the page shows it. `legs[i]` is leg i's flight search snapshot, if any. */
export function segmentsOf(
  context: MulticityContext,
  legs: ReadonlyArray<LegSnapshot | undefined>,
): SegmentState[] {
  return context.choices.map((choice, index) => {
    const leg = legs[index]
    const connectors = leg?.context.progress ?? {
      totalConnectors: context.missingConnectorsDefault,
      missingConnectors: context.missingConnectorsDefault,
    }
    return {
      searchId: leg?.context.searchId ?? null,
      phase: phaseOf(leg),
      results: leg?.context.results ?? noResults,
      status: leg?.context.status ?? null,
      batches: leg?.context.progress.batches ?? 0,
      totalConnectorCount: connectors.totalConnectors,
      missingConnectorCount: connectors.missingConnectors,
      // A choice the leg no longer lists (withdrawn by a later poll: sold out since, 0211) is none.
      selected_flight:
        choice.selected_flight && leg?.context.withdrawn.includes(choice.selected_flight.travel_plan_id)
          ? null
          : choice.selected_flight,
      blacklist: choice.blacklist,
      error: leg?.context.error ?? null,
    }
  })
}
