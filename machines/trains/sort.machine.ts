/**
 * The train results' sort (001 §4 "Sort default: departure, ascending"; §9 departure, arrival,
 * duration): the state is the choice (by and direction). The page sorts with filters.logic.ts and
 * starts the machine in the sort its address names (sortSnapshotOf).
 */
import { setup } from 'xstate'
import type { TrainSort } from '@contracts/trains/codes'
import type { SortDirection, TrainSortChoice } from './filters.logic'

export type TrainSortEvent = { type: 'SORT'; by: TrainSort; dir: SortDirection }

const choose = (by: TrainSort, dir: SortDirection) => ({
  guard: ({ event }: { event: TrainSortEvent }) => event.by === by && event.dir === dir,
  target: `.${by}.${dir}`,
})

const byKey = (by: TrainSort, words: string) => ({
  description: `Sorted by ${words}.`,
  initial: 'asc' as const,
  states: {
    asc: { description: `Sorted by ${words}, earliest or shortest first.` },
    desc: { description: `Sorted by ${words}, latest or longest first.` },
  },
})

export const trainSortMachine = setup({
  types: { events: {} as TrainSortEvent },
}).createMachine({
  id: 'trainSort',
  description: 'How the train results are ordered: by departure, arrival or duration, either way.',
  initial: 'departure',
  on: {
    SORT: [
      choose('departure', 'asc'),
      choose('departure', 'desc'),
      choose('arrival', 'asc'),
      choose('arrival', 'desc'),
      choose('duration', 'asc'),
      choose('duration', 'desc'),
    ],
  },
  states: {
    departure: byKey('departure', 'departure time'),
    arrival: byKey('arrival', 'arrival time'),
    duration: byKey('duration', 'journey time'),
  },
})

/** The choice a snapshot's state stands for. */
export function sortChoiceOf(value: unknown): TrainSortChoice {
  if (typeof value === 'object' && value !== null) {
    const [by, dir] = Object.entries(value)[0] ?? []
    if ((by === 'departure' || by === 'arrival' || by === 'duration') && (dir === 'asc' || dir === 'desc'))
      return { by, dir }
  }
  return { by: 'departure', dir: 'asc' }
}

/** The machine's snapshot for a choice: a page opened with ?sort=duration-desc starts there. */
export function sortSnapshotOf(choice: TrainSortChoice) {
  return trainSortMachine.resolveState({ value: { [choice.by]: choice.dir } })
}
