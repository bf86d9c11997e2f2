// The zod-free train search address (contracts/trains/search-params.ts) read the way the railway
// checks it (contracts/trains/search.ts), so a bad address opens the form with its messages.
import { describe, expect, it } from 'vitest'
import { BOOKING_WINDOW_DAYS, CLASSES, QUOTAS } from '@contracts/trains/codes'
import { betweenQuerySchema, trainClassSchema, quotaSchema } from '@contracts/trains/search'
import {
  formatDuration,
  indiaToday,
  readTrainSearch,
  trainSearchAddressOf,
  trainSearchUrl,
} from '@contracts/trains/search-params'

const today = '2026-11-26'

describe('readTrainSearch', () => {
  it('reads a good address, upper-casing codes and defaulting the quota to GN', () => {
    expect(readTrainSearch({ from: 'ndls', to: 'BCT', date: '2026-12-06' }, today)).toEqual({
      search: { from: 'NDLS', to: 'BCT', date: '2026-12-06', quota: 'GN' },
    })
    expect(
      readTrainSearch({ from: 'NDLS', to: 'BCT', date: '2026-12-06', quota: 'TQ', class: '3A' }, today)
        .search,
    ).toMatchObject({ quota: 'TQ', class: '3A' })
  })

  it('names every bad field with a message a traveller can act on', () => {
    expect(readTrainSearch({}, today).errors).toEqual({
      from: 'Choose a From station',
      to: 'Choose a To station',
      date: 'Choose a date of journey',
    })
    expect(readTrainSearch({ from: 'NDLS', to: 'NDLS', date: today }, today).errors).toEqual({
      to: 'From and To stations cannot be the same',
    })
    expect(readTrainSearch({ from: 'NDLS', to: 'BCT', date: '2026-11-25' }, today).errors?.date).toContain(
      'past',
    )
    expect(readTrainSearch({ from: 'NDLS', to: 'BCT', date: '2027-01-26' }, today).errors?.date).toContain(
      `${BOOKING_WINDOW_DAYS} days`,
    )
    expect(readTrainSearch({ from: 'NDLS', to: 'BCT', date: '2026-02-30' }, today).errors?.date).toBeDefined()
    expect(
      readTrainSearch({ from: 'NDLS', to: 'BCT', date: today, quota: 'XX' }, today).errors?.quota,
    ).toBeDefined()
  })

  it('drops a class it cannot read (it only narrows the search)', () => {
    expect(readTrainSearch({ from: 'NDLS', to: 'BCT', date: today, class: 'ZZ' }, today).search).toEqual({
      from: 'NDLS',
      to: 'BCT',
      date: today,
      quota: 'GN',
    })
  })

  it('agrees with the service schema on what it accepts', () => {
    const search = readTrainSearch({ from: 'NDLS', to: 'BCT', date: '2026-12-06', quota: 'SS' }, today).search
    expect(
      betweenQuerySchema.parse(trainSearchAddressOf(search ?? { from: '', to: '', date: '', quota: 'GN' })),
    ).toMatchObject({ from: 'NDLS', quota: 'SS' })
    for (const c of CLASSES) expect(trainClassSchema.parse(c)).toBe(c)
    for (const q of QUOTAS) expect(quotaSchema.parse(q)).toBe(q)
  })
})

describe('helpers', () => {
  it('builds the results URL and formats durations and the India day', () => {
    expect(trainSearchUrl({ from: 'NDLS', to: 'BCT', date: '2026-12-06', quota: 'GN' })).toBe(
      '/trains/search?from=NDLS&to=BCT&date=2026-12-06&quota=GN',
    )
    expect(formatDuration(940)).toBe('15h 40m')
    expect(formatDuration(45)).toBe('45m')
    expect(indiaToday(Date.parse('2026-11-26T19:00:00Z'))).toBe('2026-11-27')
  })
})
