import { describe, expect, it } from 'vitest'
import { readTrainSearch, trainSearchAddressOf } from '@contracts/trains/search-params'
import { passengerCountOf } from '~/components/trains/booking-search'
import { valuesOf } from '~/components/trains/passengers-form'

const today = '2026-12-01'
const base = { from: 'NDLS', to: 'BCT', date: '2026-12-10', quota: 'GN' }

describe('train travellers (001 §5/§9: 6 at most; issue 24)', () => {
  it('refuses 6 adults + 1 child + 1 senior with words, not silently', () => {
    const read = readTrainSearch({ ...base, adults: 6, children: 1, seniors: 1 }, today)
    expect(read.errors?.travellers).toBe(
      'A train ticket holds at most 6 passengers: you chose 8. Book the others on a second ticket.',
    )
  })

  it('carries the counts into the results address, and leaves the usual one adult out', () => {
    const two = readTrainSearch({ ...base, adults: 2, children: 1, seniors: '0' }, today)
    expect(two.search && trainSearchAddressOf(two.search)).toMatchObject({
      adults: 2,
      children: 1,
      seniors: 0,
    })
    const one = readTrainSearch(base, today)
    expect(one.search && trainSearchAddressOf(one.search)).toEqual({ ...base })
  })

  it('asks for at least one adult or senior', () => {
    expect(readTrainSearch({ ...base, adults: 0, children: 2 }, today).errors?.travellers).toBe(
      'At least one adult or senior citizen travels',
    )
  })

  it('the passengers form starts with as many passengers as searched', () => {
    const count = passengerCountOf({ adults: '2', children: '1', seniors: '1' }, 6)
    expect(count).toBe(4)
    expect(valuesOf(null, count).passengers).toHaveLength(4)
    expect(passengerCountOf({}, 6)).toBe(1)
    expect(passengerCountOf({ adults: '9' }, 6)).toBe(6)
  })
})
