/**
 * The hotel results of one search (001 §3 "Hotel results", §4 "Hotel results"; issue 15): the
 * search is sent, then its results are asked for again every second while the suppliers answer
 * (each answer is the current page, hotels added as they arrive) until it completes, fails, or the
 * search session is no longer valid. A change of filters, sort or page asks again for the same
 * search. Opened on a later page (the traveller came back to page 3), the list is kept while it
 * is fetched; otherwise what was shown and the hotel chosen are cleared.
 */
import { assign, fromPromise, setup } from 'xstate'
import type {
  HotelCard,
  ResultsAnswer,
  ResultsMeta,
  ResultsQuery,
  SearchBody,
  PlaceKind,
} from '@contracts/hotels/search'
import { notProvided } from '../lib/not-provided'
import { isSessionInvalid, messageOf } from '../lib/errors'
import { scenarioOf } from '../lib/scenario'

export interface HotelResultsInput {
  body: SearchBody
  query: ResultsQuery
  /** app.config polling.intervalMs (1,000 ms). */
  pollMs: number
  /** The sandbox scenario of the address (the server forwards it only in the sandbox). */
  scenario?: string
}

export interface HotelResultsContext {
  body: SearchBody
  query: ResultsQuery
  pollMs: number
  scenario: string | undefined
  searchId: string | null
  hotels: HotelCard[]
  meta: ResultsMeta | null
  /** The hotel the traveller pointed at in the list or on the map. */
  selected: string | null
  /** hotel, locality or location: set when the search succeeds. */
  searchType: PlaceKind | null
  error: string | null
  polls: number
}

export type HotelResultsEvent =
  | { type: 'QUERY'; query: ResultsQuery }
  | { type: 'PAGE'; page_no: number }
  | { type: 'SELECT'; hotelId: string | null }
  | { type: 'RETRY' }

export type StartSearchInput = { body: SearchBody; query: ResultsQuery; scenario?: string }
export type FetchResultsInput = { searchId: string; query: ResultsQuery; scenario?: string }
/** A page of the search: of the running search, or (opened on a later page) of a new one. */
export type FetchPageInput = {
  searchId: string | null
  body: SearchBody
  query: ResultsQuery
  scenario?: string
}

const FAILED = 'We could not finish this hotel search.'

/** Merges an answer's page into the list: its order, hotels already shown keep their place object. */
export function mergePage(current: ReadonlyArray<HotelCard>, page: ReadonlyArray<HotelCard>): HotelCard[] {
  const known = new Map(current.map((hotel) => [hotel.hotel_id, hotel]))
  return page.map((hotel) => {
    const before = known.get(hotel.hotel_id)
    return before && JSON.stringify(before) === JSON.stringify(hotel) ? before : hotel
  })
}

export const hotelResultsMachine = setup({
  types: {
    context: {} as HotelResultsContext,
    input: {} as HotelResultsInput,
    events: {} as HotelResultsEvent,
  },
  actors: {
    startSearch: fromPromise<ResultsAnswer, StartSearchInput>(async () => notProvided('startSearch')),
    fetchResults: fromPromise<ResultsAnswer, FetchResultsInput>(async () => notProvided('fetchResults')),
    fetchPage: fromPromise<ResultsAnswer, FetchPageInput>(async () => notProvided('fetchPage')),
  },
  delays: {
    resultsPoll: ({ context }) => context.pollMs,
  },
  actions: {
    take: assign(({ context }, params: { answer: ResultsAnswer }) => ({
      searchId: params.answer.meta.searchId,
      hotels: mergePage(context.hotels, params.answer.hotels),
      meta: params.answer.meta,
      error: null,
    })),
    clear: assign({ hotels: [], meta: null, selected: null, searchId: null, error: null, polls: 0 }),
    fail: assign({ error: ({ event }) => messageOf('error' in event ? event.error : undefined, FAILED) }),
    setSearchType: assign({ searchType: ({ context }) => context.meta?.metaInfo.search_type ?? null }),
  },
  guards: {
    laterPage: ({ context }) => context.query.page_no > 1 && context.searchId === null,
    completed: (_, params: { answer: ResultsAnswer }) => params.answer.status === 'COMPLETED',
    sessionInvalid: ({ event }) => 'error' in event && isSessionInvalid(event.error),
  },
}).createMachine({
  id: 'hotelResults',
  description: 'Searches hotels for a place and a stay, and shows them as the suppliers answer.',
  context: ({ input }) => ({
    body: input.body,
    query: input.query,
    pollMs: input.pollMs,
    scenario: input.scenario,
    searchId: null,
    hotels: [],
    meta: null,
    selected: null,
    searchType: null,
    error: null,
    polls: 0,
  }),
  initial: 'request',
  on: {
    SELECT: { actions: assign({ selected: ({ event }) => event.hotelId }) },
  },
  states: {
    scrollFetching: {
      description:
        'Another page of results is being fetched (or the page opened on a later page); the hotels shown stay until it arrives.',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          searchId: context.searchId,
          body: context.body,
          query: context.query,
          ...scenarioOf(context),
        }),
        onDone: [
          {
            guard: { type: 'completed', params: ({ event }) => ({ answer: event.output }) },
            target: 'success',
            actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'pending', actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          { guard: 'sessionInvalid', target: 'expired' },
          { target: 'failure', actions: 'fail' },
        ],
      },
    },
    request: {
      description: "'Searching the best hotels for you...': the search is sent, placeholders are shown.",
      // Opened on a later page (page_no > 1), the page is fetched with the list kept instead.
      always: { guard: 'laterPage', target: 'scrollFetching' },
      entry: 'clear',
      invoke: {
        id: 'startSearch',
        src: 'startSearch',
        input: ({ context }) => ({ body: context.body, query: context.query, ...scenarioOf(context) }),
        onDone: [
          {
            guard: { type: 'completed', params: ({ event }) => ({ answer: event.output }) },
            target: 'success',
            actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'pending', actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'failure', actions: 'fail' },
      },
    },
    pending: {
      description: 'Hotels are arriving: the list grows each second while the suppliers answer.',
      after: { resultsPoll: 'appending' },
      on: { QUERY: { target: 'appending', actions: assign({ query: ({ event }) => event.query }) } },
    },
    appending: {
      description: 'The search is asked for the hotels found so far (with the filters and sort chosen).',
      invoke: {
        id: 'fetchResults',
        src: 'fetchResults',
        // Known here: pending and appending are reached only with an answer, which names the search.
        input: ({ context }) => ({
          searchId: context.searchId ?? '',
          query: context.query,
          ...scenarioOf(context),
        }),
        onDone: [
          {
            guard: { type: 'completed', params: ({ event }) => ({ answer: event.output }) },
            target: 'success',
            actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'pending',
            actions: [
              { type: 'take', params: ({ event }) => ({ answer: event.output }) },
              assign({ polls: ({ context }) => context.polls + 1 }),
            ],
          },
        ],
        onError: [
          { guard: 'sessionInvalid', target: 'expired' },
          { target: 'failure', actions: 'fail' },
        ],
      },
      on: {
        QUERY: { target: 'appending', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
      },
    },
    success: {
      description: 'Every supplier has answered: the hotels are on screen, to filter, sort and page through.',
      entry: 'setSearchType',
      on: {
        QUERY: { target: 'refetching', actions: assign({ query: ({ event }) => event.query }) },
        PAGE: {
          target: 'scrollFetching',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page_no: event.page_no }) }),
        },
      },
    },
    refetching: {
      description: 'The filters, sort or page changed: the same search is asked for that view.',
      invoke: {
        id: 'fetchResults',
        src: 'fetchResults',
        input: ({ context }) => ({
          searchId: context.searchId ?? '',
          query: context.query,
          ...scenarioOf(context),
        }),
        onDone: {
          target: 'success',
          actions: { type: 'take', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          { guard: 'sessionInvalid', target: 'expired' },
          { target: 'failure', actions: 'fail' },
        ],
      },
      on: {
        QUERY: {
          target: 'refetching',
          reenter: true,
          actions: assign({ query: ({ event }) => event.query }),
        },
      },
    },
    failure: {
      description: 'The search could not be completed; the reason is shown with a way to try again.',
      on: { RETRY: { target: 'request' } },
    },
    expired: {
      description:
        'The search session is no longer valid (prices may have changed): the traveller searches again.',
      on: { RETRY: { target: 'request' } },
    },
  },
})
