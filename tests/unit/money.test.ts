import { describe, expect, it } from 'vitest'
import { formatMoney, toWholeUnits } from '~/lib/money'

describe('formatMoney INR', () => {
  it.each([
    [0, '₹0'],
    [100, '₹1'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [1_234_500, '₹12,345'],
    [12_345_600, '₹1,23,456'],
    [123_456_700, '₹12,34,567'],
    [1_000_000_000, '₹1,00,00,000'],
    [123_456_789_000, '₹1,23,45,67,890'],
  ])('%i paise → %s', (paise, shown) => {
    expect(formatMoney(paise, 'INR')).toBe(shown)
  })

  it('shows negative amounts with the sign before the symbol', () => {
    expect(formatMoney(-123_400, 'INR')).toBe('-₹1,234')
    expect(formatMoney(-12_345_600, 'INR')).toBe('-₹1,23,456')
  })
})

describe('formatMoney USD', () => {
  it.each([
    [0, '$0'],
    [99_900, '$999'],
    [100_000, '$1,000'],
    [12_345_600, '$123,456'],
    [1_000_000_000, '$10,000,000'],
    [-123_400, '-$1,234'],
  ])('%i cents → %s', (cents, shown) => {
    expect(formatMoney(cents, 'USD')).toBe(shown)
  })
})

describe('rounding: half away from zero on whole units', () => {
  it.each([
    [149, 1],
    [150, 2],
    [151, 2],
    [1_050, 11],
    [-149, -1],
    [-150, -2],
    [-49, 0],
  ])('%i → %i', (paise, whole) => {
    expect(toWholeUnits(paise)).toBe(whole)
  })

  it('never prints a negative zero', () => {
    expect(formatMoney(-49, 'INR')).toBe('₹0')
  })

  it('rounds up at fifty paise', () => {
    expect(formatMoney(12_345_650, 'INR')).toBe('₹1,23,457')
  })
})

describe('rejects amounts that are not whole paise', () => {
  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])('%s', (bad) => {
    expect(() => formatMoney(bad, 'INR')).toThrow(/whole number of paise/)
  })
})
