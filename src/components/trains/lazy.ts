import { lazyPart } from '~/components/lazyPart'

/** The train form on the results page: shown only on "Modify search" or for an address it cannot search. */
export const LazyTrainSearchForm = lazyPart(() => import('./TrainSearchForm').then((m) => m.TrainSearchForm))

/** A train's schedule, opened from its card. */
export const LazyScheduleDialog = lazyPart(() => import('./ScheduleDialog').then((m) => m.ScheduleDialog))
