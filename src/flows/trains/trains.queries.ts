/**
 * The plain train reads the pages cache (TanStack Query): stations for the form's autocomplete and
 * its popular shortcuts, a train's schedule, its boarding points.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Quota } from '@contracts/trains/codes'
import {
  fetchBoardingPoints,
  fetchPopularStations,
  fetchStations,
  fetchTrainSchedule,
  settleTrainsBetween,
} from '~/server/trains/search.functions'

/** The results page's loader: the trains between two stations, or the failure as data (server-rendered). */
export const settleTrainSearch = (data: {
  from: string
  to: string
  date: string
  quota: Quota
  scenario?: string
}) => settleTrainsBetween({ data })

export const stationsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['trains', 'stations', q.toLowerCase()],
    queryFn: () => fetchStations({ data: { q } }),
    // Master data: the same answer all visit long.
    staleTime: 30 * 60_000,
  })

export const popularStationsQueryOptions = (codes: readonly string[]) =>
  queryOptions({
    queryKey: ['trains', 'popular', codes.join(',')],
    queryFn: () => fetchPopularStations({ data: { codes: [...codes] } }),
    staleTime: 30 * 60_000,
  })

export const scheduleQueryOptions = (trainNumber: string) =>
  queryOptions({
    queryKey: ['trains', 'schedule', trainNumber],
    queryFn: () => fetchTrainSchedule({ data: { trainNumber } }),
    staleTime: 30 * 60_000,
  })

export const boardingPointsQueryOptions = (trainNumber: string, from: string, to: string, date: string) =>
  queryOptions({
    queryKey: ['trains', 'boarding', trainNumber, from, to, date],
    queryFn: () => fetchBoardingPoints({ data: { trainNumber, from, to, date } }),
    staleTime: 30 * 60_000,
  })
