/**
 * The train search machines' catalogue entries (machines/catalogue.ts lists them): sample answers
 * that let the visualizer and the generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import { trainAvailabilityMachine } from './availability.machine'
import { trainFiltersMachine } from './filters.machine'
import { trainSearchMachine } from './search.machine'
import { trainSortMachine } from './sort.machine'
import { sampleAvailability, sampleBetween, sampleTrainQuery, trainFailure } from './samples'
import {
  trainAvailabilityBinding,
  trainFiltersBinding,
  trainSearchBinding,
  trainSortBinding,
} from './bindings'

/** The page starts the machine with the server's answer (the request runs on "Search again"). */
export const trainSearchSampleInput = {
  query: sampleTrainQuery,
  expiryMs: 900_000,
  settled: { ok: true, answer: sampleBetween() },
}

export const trainCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'train-search',
    title: 'Train search',
    summary:
      'The trains between two stations on a day: pending, then success or failure (emptied); expires after 15 minutes; a 503 opens the not-available modal.',
    machine: trainSearchMachine,
    sampleInputs: trainSearchSampleInput,
    binding: trainSearchBinding,
    sampleEvents: {
      'xstate.done.actor.fetchTrains': [{ label: 'the trains are found', output: sampleBetween() }],
      'xstate.error.actor.fetchTrains': [
        {
          label: 'the search fails',
          error: trainFailure(502, 'The railway did not answer. Please try again.'),
        },
        {
          label: 'the railway system is not available (503)',
          error: trainFailure(503, 'The railway booking system is not available right now.'),
        },
      ],
      RETRY: [{ label: 'the traveller searches again' }],
      DISMISS: [{ label: 'the traveller closes the not-available notice' }],
    },
  },
  {
    id: 'train-filters',
    title: 'Train results filters',
    summary:
      'Departure and arrival time buckets, nearby from and to stations, train types: toggle a value, clear a group, reset all, initialise.',
    machine: trainFiltersMachine,
    sampleInputs: {},
    binding: trainFiltersBinding,
    sampleEvents: {
      TOGGLE: [
        { label: 'the traveller ticks Rajdhani', group: 'trainTypes', value: 'R' },
        { label: 'the traveller ticks departure Evening', group: 'departure', value: 'EVENING' },
      ],
      CLEAR: [{ label: 'the traveller clears the train types', group: 'trainTypes' }],
      RESET: [{ label: 'the traveller clears every filter' }],
      INIT: [
        {
          label: 'the page opens with arrival Morning in its address',
          values: { departure: [], arrival: ['MORNING'], fromStations: [], toStations: [], trainTypes: [] },
        },
      ],
    },
  },
  {
    id: 'train-sort',
    title: 'Train results sort',
    summary: 'Departure (earliest first by default), arrival or duration, either way.',
    machine: trainSortMachine,
    sampleInputs: {},
    binding: trainSortBinding,
    sampleEvents: {
      SORT: [
        { label: 'the traveller sorts by duration, shortest first', by: 'duration', dir: 'asc' },
        { label: 'the traveller sorts by duration, longest first', by: 'duration', dir: 'desc' },
        { label: 'the traveller sorts by arrival, earliest first', by: 'arrival', dir: 'asc' },
        { label: 'the traveller sorts by arrival, latest first', by: 'arrival', dir: 'desc' },
        { label: 'the traveller sorts by departure, earliest first', by: 'departure', dir: 'asc' },
        { label: 'the traveller sorts by departure, latest first', by: 'departure', dir: 'desc' },
      ],
    },
  },
  {
    id: 'train-availability',
    title: 'Train availability',
    summary:
      "A train's seats per class and quota (PENDING, SUCCESS, ERROR), with the next 5 days and the fare; one class failing says so on its own.",
    machine: trainAvailabilityMachine,
    sampleInputs: {
      trainNumber: '12952',
      from: 'NDLS',
      to: 'BCT',
      date: sampleTrainQuery.date,
      classes: ['2A', '3A'],
      quota: 'GN',
    },
    binding: trainAvailabilityBinding,
    sampleEvents: {
      CHECK: [
        { label: 'the traveller checks availability', travelClass: '3A' },
        { label: 'the traveller switches to the Tatkal quota', quota: 'TQ' },
      ],
      'xstate.done.actor.fetchAvailability': [
        {
          label: 'every class answers',
          output: [
            { travelClass: '2A', ok: true, answer: sampleAvailability('2A') },
            { travelClass: '3A', ok: true, answer: sampleAvailability('3A') },
          ],
        },
        {
          label: 'one class fails',
          output: [
            { travelClass: '2A', ok: false, message: 'Technical difficulties' },
            { travelClass: '3A', ok: true, answer: sampleAvailability('3A') },
          ],
        },
      ],
      'xstate.error.actor.fetchAvailability': [
        { label: 'the availability call fails', error: trainFailure(500, 'Technical difficulties') },
      ],
      SELECT_CLASS: [{ label: 'the traveller opens 2A', travelClass: '2A' }],
      RETRY: [{ label: 'the traveller tries again' }],
      CLOSE: [{ label: 'the traveller closes the availability' }],
    },
  },
]
