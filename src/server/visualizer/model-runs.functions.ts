/** Each machine's store paths and their last browser run (/flows), from model-runs.server.ts. */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import type { ModelRunStatus } from '~/lib/model-runs'
import { modelRunStatuses } from './model-runs.server'

export const fetchModelRunStatuses = createServerFn({ method: 'GET' }).handler(
  (): Promise<Record<string, ModelRunStatus>> => modelRunStatuses(),
)

export const modelRunStatusesQueryOptions = () =>
  queryOptions({
    queryKey: ['flows', 'model-runs'],
    queryFn: () => fetchModelRunStatuses(),
    // A run takes minutes; a visit does not need a newer answer.
    staleTime: 60_000,
  })
