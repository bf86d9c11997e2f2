/**
 * The flight machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { multicityBinding } from './multicity.binding'
import { multicityMachine } from './multicity.machine'
import { searchPollMachine } from './poll.machine'
import { roundTripBinding } from './roundtrip.binding'
import { roundTripMachine } from './roundtrip.machine'
import { flightSearchBinding } from './search.binding'
import { flightSearchMachine } from './search.machine'
import {
  sampleAnswer,
  sampleFlight,
  sampleMinReturnGapHours,
  sampleMulticityRequest,
  sampleOneWayRequest,
  sampleSettings,
} from './samples'

const batch = [
  sampleFlight({ index: 0, travel_plan_id: 'TP-0' }),
  sampleFlight({ index: 1, travel_plan_id: 'TP-1', adultPrice: 520_000 }),
]

export const pollSampleInputs = { searchId: 'search-1', etag: 'W/"0"', timing: sampleSettings.timing }

export const pollSampleEvents: SampleEvents = {
  'xstate.done.actor.pollSearch': [
    { label: 'the server answers 304: nothing new', output: { notModified: true } },
    {
      label: 'the server sends a batch of flights, more to come',
      output: { notModified: false, etag: 'W/"1"', answer: sampleAnswer('PENDING', batch) },
    },
    {
      label: 'the server sends the last flights: the search is complete',
      output: { notModified: false, etag: 'W/"2"', answer: sampleAnswer('SUCCESS', batch) },
    },
    {
      label: 'the server says the search expired',
      output: { notModified: false, etag: null, answer: sampleAnswer('EXPIRED') },
    },
    {
      label: 'the server says the search failed',
      output: {
        notModified: false,
        etag: null,
        answer: sampleAnswer('FAILED', [], {
          meta: { statusMessage: 'The airline systems are not answering.' },
        }),
      },
    },
  ],
  'xstate.error.actor.pollSearch': [{ label: 'the poll request fails', error: new Error('NETWORK_OFFLINE') }],
}

export const searchSampleInputs = { request: sampleOneWayRequest, ...sampleSettings }

export const searchSampleEvents: SampleEvents = {
  'xstate.done.actor.startSearch': [
    {
      label: 'the server accepts the search, flights to follow',
      output: { answer: sampleAnswer('PENDING', batch), etag: 'W/"0"' },
    },
    {
      label: 'the server answers with every flight at once',
      output: { answer: sampleAnswer('SUCCESS', batch), etag: 'W/"0"' },
    },
    {
      label: 'the server says the search already expired',
      output: { answer: sampleAnswer('EXPIRED'), etag: null },
    },
    {
      label: 'the server refuses the search',
      output: {
        answer: sampleAnswer('FAILED', [], { meta: { statusMessage: 'No airline flies this route.' } }),
        etag: null,
      },
    },
  ],
  'xstate.error.actor.startSearch': [
    { label: 'the search request fails', error: new Error('NETWORK_OFFLINE') },
  ],
  'POLL.BATCH': [
    { label: 'a batch of flights arrives', answer: sampleAnswer('PENDING', batch), elapsedMs: 500 },
  ],
  'POLL.UNCHANGED': [{ label: 'a poll finds nothing new', elapsedMs: 1500 }],
  'POLL.ENDED': [
    { label: 'the poll completes the search', outcome: 'SUCCESS', error: null, elapsedMs: 2500 },
    { label: 'the poll finds the search expired', outcome: 'EXPIRED', error: null, elapsedMs: 120_000 },
    { label: 'the poll fails', outcome: 'FAILED', error: 'NETWORK_OFFLINE', elapsedMs: 1500 },
  ],
  CANCEL: [{ label: 'the traveller cancels the search' }],
  REPEAT: [{ label: 'the traveller searches again' }],
}

export const multicitySampleInputs = { request: sampleMulticityRequest, ...sampleSettings }

const segmentIds = [
  { id: 'search-1-0', origin: 'DEL', destination: 'BOM', travel_date: '2026-12-01' },
  { id: 'search-1-1', origin: 'BOM', destination: 'GOI', travel_date: '2026-12-04' },
]

export const multicitySampleEvents: SampleEvents = {
  'xstate.done.actor.startSearch': [
    {
      label: 'the server answers a search id for each leg',
      output: {
        answer: { ...sampleAnswer('PENDING'), data: { id: 'search-1', results: [], segments: segmentIds } },
        etag: null,
      },
    },
    {
      label: 'the server refuses the search',
      output: {
        answer: sampleAnswer('FAILED', [], {
          meta: { statusMessage: 'No airline flies one of these legs.' },
        }),
        etag: null,
      },
    },
  ],
  'xstate.error.actor.startSearch': [
    { label: 'the search request fails', error: new Error('NETWORK_OFFLINE') },
  ],
  // Sent by the legs' own flight searches (the flight-search chart), each when it ends.
  'SEARCH.ENDED': [
    { label: "leg 1's search is complete", index: 0, outcome: 'SUCCESS' },
    { label: "leg 2's search expires", index: 1, outcome: 'EXPIRED' },
  ],
  SELECT_SEGMENT: [{ label: 'the traveller looks at leg 2', index: 1 }],
  SELECT_FLIGHT: [{ label: 'the traveller picks a flight for leg 1', index: 0, flight: batch[0] }],
  BLOCK_SELECTED: [{ label: "the chosen flights' fares cannot be confirmed" }],
  CANCEL: [{ label: 'the traveller cancels the search' }],
  REPEAT: [{ label: 'the traveller searches again' }],
}

const ongoingList = [
  sampleFlight({
    index: 0,
    travel_plan_id: 'OUT-0',
    adultPrice: 400_000,
    arrivalDateTime: '2026-12-01T08:10:00+05:30',
  }),
  sampleFlight({
    index: 1,
    travel_plan_id: 'OUT-1',
    adultPrice: 300_000,
    departureDateTime: '2026-12-01T19:00:00+05:30',
    arrivalDateTime: '2026-12-01T21:10:00+05:30',
  }),
]
const returnAt = (index: number, price: number, departs: string) =>
  sampleFlight({
    index,
    column: 'return',
    travel_plan_id: `RET-${index}`,
    adultPrice: price,
    departureDateTime: departs,
    arrivalDateTime: '2026-12-01T23:30:00+05:30',
  })
const returnList = [
  returnAt(0, 350_000, '2026-12-01T12:00:00+05:30'),
  returnAt(1, 380_000, '2026-12-01T09:30:00+05:30'),
  returnAt(2, 390_000, '2026-12-01T07:00:00+05:30'),
]

export const roundTripSampleEvents: SampleEvents = {
  RESULTS: [
    // The outbound list's supplier answers first; then the return flights join (a batch only adds).
    { label: 'the outbound flights arrive first', ongoing: ongoingList, returns: [] },
    { label: 'the return flights arrive too', ongoing: ongoingList, returns: returnList },
  ],
  SELECT_ONGOING: [{ label: 'the traveller picks the morning outbound', flight: ongoingList[0] }],
  SELECT_RETURN: [
    { label: 'the traveller picks a return 80 minutes after landing', flight: returnList[1] },
    { label: 'the traveller picks a return 4 hours after landing', flight: returnList[0] },
    { label: 'the traveller picks a return that leaves before landing', flight: returnList[2] },
  ],
  BLOCK_SELECTED: [{ label: "the pair's fare cannot be confirmed" }],
}

export const flightSearchCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'flight-search',
    title: 'Flight search',
    summary:
      'One-way or round-trip search: the initial request, then polling that adds each batch until complete, expired, failed or cancelled.',
    machine: flightSearchMachine,
    sampleEvents: searchSampleEvents,
    sampleInputs: searchSampleInputs,
    binding: flightSearchBinding,
  },
  {
    id: 'flight-search-poll',
    title: 'Flight search polling',
    summary:
      'Polls one search: first after 500 ms, then every second with the last ETag, until complete, expired (120 s), or failed.',
    machine: searchPollMachine,
    sampleEvents: pollSampleEvents,
    sampleInputs: pollSampleInputs,
    flowTest: 'tests/integration/flight-poll-paths.test.ts',
  },
  {
    id: 'flight-multicity',
    title: 'Multi-city search',
    summary:
      'Searches 2 to 6 legs: one request, then each leg is a flight search of its own until complete, expired (recorded once) or failed.',
    machine: multicityMachine,
    sampleEvents: multicitySampleEvents,
    sampleInputs: multicitySampleInputs,
    binding: multicityBinding,
  },
  {
    id: 'flight-roundtrip',
    title: 'Round-trip selection',
    summary:
      'Outbound and return picked side by side: the cheapest pair that fits preselected, overlaps refused, a special fare without its match back at its regular fare (price change shown), tight gaps flagged.',
    machine: roundTripMachine,
    sampleEvents: roundTripSampleEvents,
    sampleInputs: { minReturnGapHours: sampleMinReturnGapHours },
    binding: roundTripBinding,
  },
]
