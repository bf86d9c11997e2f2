/**
 * Seat availability of one train, per class and quota (001 §4 Trains "Fetch status: PENDING,
 * SUCCESS, ERROR"; §7 defaults quota GN, moreThanOneDay true): a click asks for every class of the
 * train in the quota chosen at once (each with the day asked and the next 5 days and the fare); each
 * class × quota is a cell with its own status, so one class failing shows 'Oops! Something went
 * wrong. Please try again' there while the others show their seats. A quota already asked for is
 * not asked again.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AvailabilityAnswer } from '@contracts/trains/search'
import type { Quota, TrainClass } from '@contracts/trains/codes'
import { notProvided } from '../lib/not-provided'
import { scenarioOf } from '../lib/scenario'
import { AVAILABILITY_FAILED } from './errors'

export type CellStatus = 'PENDING' | 'SUCCESS' | 'ERROR'
export type AvailabilityCell =
  | { status: 'PENDING' }
  | { status: 'SUCCESS'; answer: AvailabilityAnswer }
  | { status: 'ERROR'; error: string }

/** One class's answer of a fetch: its availability, or its own failure. */
export type ClassAvailability =
  | { travelClass: TrainClass; ok: true; answer: AvailabilityAnswer }
  | { travelClass: TrainClass; ok: false; message?: string }

export interface TrainAvailabilityInput {
  trainNumber: string
  from: string
  to: string
  date: string
  classes: TrainClass[]
  quota: Quota
  /** The sandbox scenario of the address (the server forwards it only in the sandbox). */
  scenario?: string
}

export interface FetchAvailabilityInput {
  trainNumber: string
  from: string
  to: string
  date: string
  quota: Quota
  classes: TrainClass[]
  scenario?: string
}

export interface TrainAvailabilityContext extends TrainAvailabilityInput {
  /** By cellKey(class, quota). */
  cells: Record<string, AvailabilityCell>
  /** The class whose days and fare are open. */
  selected: TrainClass | null
}

export type TrainAvailabilityEvent =
  | { type: 'CHECK'; quota?: Quota; travelClass?: TrainClass }
  | { type: 'SELECT_CLASS'; travelClass: TrainClass }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }

export const cellKey = (travelClass: TrainClass, quota: Quota) => `${travelClass}|${quota}`

/** The classes of the quota still to ask for (never asked, or failed). */
export function missingClasses(context: Pick<TrainAvailabilityContext, 'classes' | 'cells' | 'quota'>) {
  return context.classes.filter((c) => {
    const cell = context.cells[cellKey(c, context.quota)]
    return !cell || cell.status === 'ERROR'
  })
}

function pendingCells(context: TrainAvailabilityContext): Record<string, AvailabilityCell> {
  const cells = { ...context.cells }
  for (const c of missingClasses(context)) cells[cellKey(c, context.quota)] = { status: 'PENDING' }
  return cells
}

export const trainAvailabilityMachine = setup({
  types: {
    context: {} as TrainAvailabilityContext,
    input: {} as TrainAvailabilityInput,
    events: {} as TrainAvailabilityEvent,
  },
  actors: {
    fetchAvailability: fromPromise<ClassAvailability[], FetchAvailabilityInput>(async () =>
      notProvided('fetchAvailability'),
    ),
  },
  actions: {
    ask: assign(({ context, event }) => {
      const quota = event.type === 'CHECK' && event.quota ? event.quota : context.quota
      const selected =
        event.type === 'CHECK' && event.travelClass
          ? event.travelClass
          : (context.selected ?? context.classes[0] ?? null)
      const next = { ...context, quota, selected }
      return { quota, selected, cells: pendingCells(next) }
    }),
    take: assign(({ context }, params: { answers: ClassAvailability[] }) => {
      const cells = { ...context.cells }
      for (const a of params.answers)
        cells[cellKey(a.travelClass, context.quota)] = a.ok
          ? { status: 'SUCCESS', answer: a.answer }
          : { status: 'ERROR', error: AVAILABILITY_FAILED }
      return { cells }
    }),
    failAll: assign(({ context }) => {
      const cells = { ...context.cells }
      for (const [key, cell] of Object.entries(cells))
        if (cell.status === 'PENDING') cells[key] = { status: 'ERROR', error: AVAILABILITY_FAILED }
      return { cells }
    }),
  },
  guards: {
    otherQuota: ({ context, event }) =>
      event.type === 'CHECK' && event.quota !== undefined && event.quota !== context.quota,
    // A quota already answered for every class is shown at once, without a request.
    nothingPending: ({ context }) =>
      context.classes.every((c) => context.cells[cellKey(c, context.quota)]?.status !== 'PENDING'),
    anyFailed: ({ context }) =>
      context.classes.some((c) => context.cells[cellKey(c, context.quota)]?.status === 'ERROR'),
  },
}).createMachine({
  id: 'trainAvailability',
  description: "One train's seat availability by class and quota, with the next days and the fare.",
  context: ({ input }) => ({ ...input, cells: {}, selected: null }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Availability has not been asked for: the card shows its classes with "Check availability".',
      on: { CHECK: { target: 'loading', actions: 'ask' } },
    },
    loading: {
      description:
        'Every class of the train is asked for in the quota (PENDING), the day and the next 5 days.',
      always: { guard: 'nothingPending', target: 'shown' },
      invoke: {
        id: 'fetchAvailability',
        src: 'fetchAvailability',
        input: ({ context }) => ({
          trainNumber: context.trainNumber,
          from: context.from,
          to: context.to,
          date: context.date,
          quota: context.quota,
          classes: context.classes.filter(
            (c) => context.cells[cellKey(c, context.quota)]?.status === 'PENDING',
          ),
          ...scenarioOf(context),
        }),
        onDone: [
          {
            target: 'shown',
            actions: { type: 'take', params: ({ event }) => ({ answers: event.output }) },
          },
        ],
        onError: { target: 'shown', actions: 'failAll' },
      },
      // A class tab clicked while the seats load opens when they arrive.
      on: { SELECT_CLASS: { actions: assign({ selected: ({ event }) => event.travelClass }) } },
    },
    shown: {
      description:
        'Each class shows its status (SUCCESS: AVAILABLE, RAC, WL or REGRET with the fare; ERROR: the apology and "Try again"); the chosen class opens its next days.',
      on: {
        SELECT_CLASS: { actions: assign({ selected: ({ event }) => event.travelClass }) },
        // Shown, the quota is changed on the card (the button is "Hide availability").
        CHECK: { guard: 'otherQuota', target: 'loading', actions: 'ask' },
        RETRY: { guard: 'anyFailed', target: 'loading', actions: 'ask' },
        CLOSE: { target: 'idle' },
      },
    },
  },
})

/** The cell of a class in the quota shown. */
export function cellOf(
  context: TrainAvailabilityContext,
  travelClass: TrainClass,
): AvailabilityCell | undefined {
  return context.cells[cellKey(travelClass, context.quota)]
}
