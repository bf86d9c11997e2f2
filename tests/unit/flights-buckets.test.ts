import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import {
  bucketOf,
  bucketOfMinutes,
  localClock,
  localMinutesOfDay,
  stopsLabel,
  timeBucketLabels,
  timeBuckets,
} from '~/lib/flights/buckets'

const labels = defaultProductConfig.flights.stopsLabels

describe('departure time buckets', () => {
  it('shows the labels of 000 §3 in day order', () => {
    expect(timeBuckets.map((b) => timeBucketLabels[b])).toEqual([
      'Early Morning 12am-6am',
      'Morning 6-11am',
      'Mid-Day 11am-5pm',
      'Evening 5pm-12am',
    ])
  })

  it.each([
    ['2026-12-01T00:00:00+05:30', 'NIGHT'],
    ['2026-12-01T05:59:00+05:30', 'NIGHT'],
    ['2026-12-01T06:00:00+05:30', 'MORNING'],
    ['2026-12-01T10:59:00+05:30', 'MORNING'],
    ['2026-12-01T11:00:00+05:30', 'AFTERNOON'],
    ['2026-12-01T16:59:00+05:30', 'AFTERNOON'],
    ['2026-12-01T17:00:00+05:30', 'EVENING'],
    ['2026-12-01T23:59:00+05:30', 'EVENING'],
  ])('%s falls in %s', (iso, bucket) => {
    expect(bucketOf(iso)).toBe(bucket)
  })

  it('reads the local time at the airport, whatever its offset or the browser zone', () => {
    // 05:30 in Dubai is 07:00 in Delhi: a Dubai departure at 05:30 is still Early Morning.
    expect(bucketOf('2026-12-01T05:30:00+04:00')).toBe('NIGHT')
    expect(bucketOf('2026-12-01T22:15:00Z')).toBe('EVENING')
    expect(localMinutesOfDay('2026-12-01T06:05:00+05:30')).toBe(365)
    expect(localClock('2026-12-01T06:05:00+05:30')).toBe('06:05')
    expect(bucketOfMinutes(0)).toBe('NIGHT')
  })

  it('says what it expected when a time is malformed', () => {
    expect(() => localMinutesOfDay('06:05')).toThrow(/ISO date-time like 2026-12-01T06:05:00\+05:30/)
    expect(() => localMinutesOfDay('2026-12-01T25:00:00+05:30')).toThrow(/Not a time of day/)
  })
})

describe('stops labels', () => {
  it.each([
    [0, 'Non-Stop'],
    [1, '1 Stop'],
    [2, '2+ Stops'],
    [5, '2+ Stops'],
  ])('%i stops → %s', (n, label) => {
    expect(stopsLabel(n, labels)).toBe(label)
  })

  it('asks for three labels when the configuration has fewer', () => {
    expect(() => stopsLabel(2, ['Direct'])).toThrow(/three labels/)
  })
})
