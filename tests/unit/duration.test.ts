import { describe, expect, it } from 'vitest'
import { formatDuration } from '~/lib/duration'

describe('formatDuration', () => {
  it.each([
    [0, '0h 0m'],
    [5, '0h 5m'],
    [45, '0h 45m'],
    [60, '1h 0m'],
    [61, '1h 1m'],
    [125, '2h 5m'],
    [1_439, '23h 59m'],
    [1_565, '26h 5m'],
  ])('%i minutes → %s', (minutes, shown) => {
    expect(formatDuration(minutes)).toBe(shown)
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (bad) => {
    expect(() => formatDuration(bad)).toThrow(/whole, non-negative number of minutes/)
  })
})
