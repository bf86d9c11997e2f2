/**
 * The flight machines' catalogue entries (machines/catalogue.ts lists them): sample answers that
 * let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { defaultPollTiming, searchPollMachine } from './poll.machine'
import { flightSearchMachine } from './search.machine'
import { sampleAnswer, sampleFlight, sampleOneWayRequest } from './samples'

const batch = [
  sampleFlight({ index: 0, travel_plan_id: 'TP-0' }),
  sampleFlight({ index: 1, travel_plan_id: 'TP-1', adultPrice: 520_000 }),
]

export const pollSampleInputs = { searchId: 'search-1', etag: 'W/"0"', timing: defaultPollTiming }

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

export const searchSampleInputs = { request: sampleOneWayRequest, timing: defaultPollTiming }

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
    { label: 'a batch of flights arrives', index: 0, answer: sampleAnswer('PENDING', batch), elapsedMs: 500 },
  ],
  'POLL.UNCHANGED': [{ label: 'a poll finds nothing new', index: 0, elapsedMs: 1500 }],
  'POLL.ENDED': [
    { label: 'the poll completes the search', index: 0, outcome: 'SUCCESS', error: null, elapsedMs: 2500 },
    {
      label: 'the poll finds the search expired',
      index: 0,
      outcome: 'EXPIRED',
      error: null,
      elapsedMs: 120_000,
    },
    { label: 'the poll fails', index: 0, outcome: 'FAILED', error: 'NETWORK_OFFLINE', elapsedMs: 1500 },
  ],
  CANCEL: [{ label: 'the traveller cancels the search' }],
  REPEAT: [{ label: 'the traveller searches again' }],
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
  },
  {
    id: 'flight-search-poll',
    title: 'Flight search polling',
    summary:
      'Polls one search: first after 500 ms, then every second with the last ETag, until complete, expired (120 s), or failed.',
    machine: searchPollMachine,
    sampleEvents: pollSampleEvents,
    sampleInputs: pollSampleInputs,
  },
]
