/**
 * The multi-city search in the real store (machines/lib/binding.ts): the results page of a two-leg
 * multi-city search, whose search runs this machine, and a one-way flight search per leg, with the
 * real server functions against the sandbox supplier.
 *
 * The one request for every leg is held until the path's step lets it go, its answer chosen by the
 * sandbox scenario of the traveller's next search (harness step `flight-scenario`, set before the
 * request leaves, as for the one-way search). The legs' own polls are not held: they are the
 * flight-search machine's, bound on its own. An accepted search's legs bring their first flights at
 * once and then wait (a second batch ten minutes away); each leg ends when the path says, through
 * the sandbox (`flight-segment-ends`, POST /flights/sandbox/segment_end), and its next poll, within a
 * second, tells the page. So the legs end in the path's order and nobody waits for a clock.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const flowIs = (state: string) => ({ flowState: state, flow: 'flight-multicity' })
const scenario = (text: string): Step => ({ harness: 'flight-scenario', args: { scenario: text } })
const answer = (text: string): Cause => ({ before: [scenario(text)], do: [{ answer: 'arrives' }] })
const legEnds = (segment: number, status: 'SUCCESS' | 'EXPIRED'): Cause => ({
  do: [{ harness: 'flight-segment-ends', args: { segment, status } }],
})

const stop: Target = { role: 'button', name: 'Stop search', exact: true }
const progress: Target = { role: 'progressbar', name: 'Search progress' }
const legs: Target = { role: 'tablist', name: 'Flights of your trip' }
const searchAgain: Target = { role: 'button', name: 'Search again', exact: true }
/** Leg n's tab: "2. Mumbai → Goa, Fri 4 Dec (searching)". */
const tab = (n: number): Target => ({ role: 'tab', name: new RegExp(`^${n}\\. `), within: legs })

/** Every accepted search: batch 0 of each leg at once, the next ten minutes later (the path ends each leg). */
const accepted = 'batches=2;latencyMs=600000'

export const multicityBinding: MachineBinding = {
  start: [
    {
      goto: '/flights/search/multicity?o=DEL,BOM&d=BOM,GOI&oc=IN,IN&dc=IN,IN&td={today+5},{today+8}&px=1,0,0&c=E',
    },
  ],
  states: {
    starting: [flowIs('starting'), { visible: stop }, { visible: tab(2) }],
    'searching.allRunning': [flowIs('searching.allRunning'), { visible: stop }, { visible: progress }],
    'searching.someEnded': [flowIs('searching.someEnded'), { visible: stop }, { visible: progress }],
    finished: [
      { visible: { text: /^Search complete/ } },
      { hidden: stop },
      { visible: tab(1) },
      { visible: tab(2) },
    ],
    failed: [
      { visible: { text: /^We could not finish this flight search/ } },
      { visible: { role: 'button', name: 'Try again', exact: true } },
      { hidden: legs },
    ],
    cancelled: [
      { visible: { text: 'Search stopped.', exact: true } },
      { visible: searchAgain },
      { hidden: progress },
      { hidden: legs },
    ],
  },
  events: {
    CANCEL: { do: [{ click: stop }] },
    REPEAT: {
      byState: {
        finished: { do: [{ click: searchAgain }] },
        failed: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
        cancelled: { do: [{ click: searchAgain }] },
      },
    },
    'xstate.done.actor.startSearch': {
      bySample: {
        'the server answers a search id for each leg': answer(accepted),
        'the server refuses the search': answer('failure=fail-at-batch-0'),
      },
    },
    'xstate.error.actor.startSearch': { do: [{ answer: 'fails' }] },
    'SEARCH.ENDED': {
      bySample: {
        "leg 1's search is complete": legEnds(0, 'SUCCESS'),
        "leg 2's search expires": legEnds(1, 'EXPIRED'),
      },
    },
    SELECT_SEGMENT: { do: [{ click: tab(2) }] },
    // Leg 1's list is on screen when its tab is: the page then moves on to the next leg without a choice.
    SELECT_FLIGHT: {
      do: [{ click: tab(1) }, { harness: 'first-flight', args: { list: 'Flights for journey 1' } }],
    },
  },
  actors: {
    startSearch: { url: '/_serverFn/', method: 'POST' },
  },
}
