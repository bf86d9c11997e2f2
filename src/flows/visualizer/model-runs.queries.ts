/**
 * Each machine's store paths and how their last browser run went, for /flows: loaders warm the
 * cache with `ensureQueryData(modelRunStatusesQueryOptions())`, the pages read it with
 * `useSuspenseQuery`. Pages reach src/server/visualizer/model-runs.functions.ts only through here
 * (docs/decisions/0037).
 */
export { modelRunStatusesQueryOptions } from '~/server/visualizer/model-runs.functions'
