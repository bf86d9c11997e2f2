import { describe, expect, it } from 'vitest'
import {
  acknowledgeCurrencyChange,
  canShow,
  changeCurrency,
  convertMinor,
  displayPrice,
  initialCurrencyState,
  rateBetween,
  readExchangeRate,
} from '~/lib/flights/currency'

const rates = [{ from: 'INR', to: 'USD', rate: 0.012 } as const]

describe('display currency', () => {
  it('starts in INR, unchanged', () => {
    expect(initialCurrencyState('INR')).toEqual({
      currency: 'INR',
      exchange_rates: [],
      isCurrencyChanged: false,
    })
  })

  it('a change sets the changed flag, which can be reset; choosing the same currency changes nothing', () => {
    const s = initialCurrencyState('INR', rates)
    expect(changeCurrency(s, 'INR')).toBe(s)
    const usd = changeCurrency(s, 'USD')
    expect(usd).toMatchObject({ currency: 'USD', isCurrencyChanged: true })
    expect(acknowledgeCurrencyChange(usd).isCurrencyChanged).toBe(false)
  })

  it('converts paise with the direct rate or the inverse of the opposite one', () => {
    expect(rateBetween(rates, 'INR', 'USD')).toBe(0.012)
    expect(rateBetween([{ from: 'USD', to: 'INR', rate: 80 }], 'INR', 'USD')).toBe(1 / 80)
    expect(rateBetween([], 'INR', 'INR')).toBe(1)
    expect(rateBetween([], 'INR', 'USD')).toBeNull()
    expect(convertMinor(543_200, 'USD', rates)).toBe(6_518)
  })

  it('shows ₹ with Indian grouping and $ with US grouping', () => {
    expect(displayPrice(12_345_600, initialCurrencyState('INR', rates))).toBe('₹1,23,456')
    expect(displayPrice(12_345_600, { currency: 'USD', exchange_rates: rates })).toBe('$1,481')
  })

  it('without a rate the fare stays in rupees rather than showing a wrong figure', () => {
    expect(displayPrice(543_200, { currency: 'USD', exchange_rates: [] })).toBe('₹5,432')
    expect(canShow('USD', [])).toBe(false)
    expect(canShow('USD', rates)).toBe(true)
  })

  it('validates rates from the server', () => {
    // A master-data row carries other fields; they are left out.
    const row = { from: 'INR', to: 'USD', rate: 0.012, updated_at: '2026-11-01' }
    expect(readExchangeRate(row)).toEqual({
      from: 'INR',
      to: 'USD',
      rate: 0.012,
    })
    expect(readExchangeRate({ from: 'INR', to: 'USD', rate: 0 })).toBeNull()
    expect(readExchangeRate({ from: 'INR', to: 'USD', rate: Number.NaN })).toBeNull()
    expect(readExchangeRate({ from: 'INR', to: 'USD', rate: '0.012' })).toBeNull()
    expect(readExchangeRate({ from: 'INR', to: 'EUR', rate: 1 })).toBeNull()
  })
})
