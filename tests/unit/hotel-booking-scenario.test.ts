import { describe, expect, it } from 'vitest'
import { bookingScenarioText, parseBookingScenario } from '~/services/hotels/booking-scenario'
import { clock24, totalOf } from '~/services/hotels/booking-store'
import { ApiError } from '~/services/http/errors'

describe('hotel booking sandbox scenario', () => {
  it('keeps only the booking’s parts of a scenario that also drives a search', () => {
    expect(bookingScenarioText('batches=2;latencyMs=0;sold-out;confirm=PAID;confirmLatencyMs=500')).toBe(
      'sold-out;confirm=PAID;confirmLatencyMs=500',
    )
    expect(bookingScenarioText(undefined)).toBe('')
  })

  it('reads each control, with CONFIRMED at once by default', () => {
    expect(parseBookingScenario('')).toEqual({
      soldOut: false,
      cacheExpired: false,
      confirm: 'CONFIRMED',
      confirmLatencyMs: 0,
    })
    expect(
      parseBookingScenario('booking=ERROR;promo=ALREADY_APPLIED;cache-expired;confirm=BOOKING_FRAUD'),
    ).toMatchObject({
      booking: 'ERROR',
      promo: 'ALREADY_APPLIED',
      cacheExpired: true,
      confirm: 'BOOKING_FRAUD',
    })
  })

  it('refuses a value it does not know with a 400 naming the header', () => {
    const refused = (() => {
      try {
        parseBookingScenario('confirm=MAYBE')
      } catch (error) {
        return error
      }
      return undefined
    })()
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused instanceof ApiError && refused.status).toBe(400)
    expect(refused instanceof ApiError && refused.errors?.[0]?.field).toBe('x-sandbox-scenario')
  })
})

describe('hotel booking facts', () => {
  it.each([
    ['2:00 PM', '14:00'],
    ['12:00 PM', '12:00'],
    ['12:00 AM', '00:00'],
    ['10:00 AM', '10:00'],
    ['14:30', '14:30'],
    ['noon', undefined],
  ])('reads the hotel’s time %s as %s', (given, want) => {
    expect(clock24(given)).toBe(want)
  })

  it('takes an instant discount off the total, leaving at least ₹1; cashback leaves the total', () => {
    const promo = (discount: number, benefit: 'instant' | 'cashback') => ({
      code: 'X',
      discount,
      benefit,
      message: '',
    })
    expect(totalOf(500_000, promo(100_000, 'instant'))).toBe(400_000)
    expect(totalOf(500_000, promo(600_000, 'instant'))).toBe(100)
    expect(totalOf(500_000, promo(100_000, 'cashback'))).toBe(500_000)
    expect(totalOf(500_000, null)).toBe(500_000)
  })
})
