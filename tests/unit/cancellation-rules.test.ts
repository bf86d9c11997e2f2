// The sandbox airline's cancellation rules (docs/decisions/0084), pure: the penalty by airline, fare
// and hours to departure, the store's fee, what a line paid (seats, promo), and the refusals.
import { describe, expect, it } from 'vitest'
import { sampleBooking, sampleTravellers } from '@machines/checkout/samples'
import { detailsSchema, type Details } from '~/services/checkout/bookings'
import {
  airlineCancels,
  cancelClock,
  priceAllLines,
  refusalOf,
  segmentsOf,
} from '~/services/checkout/supplier/cancellation'

const booking = sampleBooking('TICKETED')
const departs = Date.parse('2026-12-01T06:00:00+05:30')
const hoursBefore = (h: number) => departs - h * 3_600_000
const details = (over: Partial<Details> = {}): Details =>
  detailsSchema.parse({ travellers: sampleTravellers.travellers, ...over })
const config = { storeFeePerLine: 20_000 }
const line = (b = booking, d = details(), now = hoursBefore(100)) => {
  const [first] = priceAllLines(b, d, config, now)
  return first && { paid: first.paid, penalty: first.penalty, fee: first.fee, refund: first.refund }
}

describe('the sandbox airline’s cancellation rules', () => {
  it('6E takes 25 % of the fare three days out, half as much again within 72 hours, double within 24', () => {
    expect(line()).toEqual({ paid: 450_000, penalty: 112_500, fee: 20_000, refund: 317_500 })
    expect(line(booking, details(), hoursBefore(48))).toEqual({
      paid: 450_000,
      penalty: 168_800,
      fee: 20_000,
      refund: 261_200,
    })
    expect(line(booking, details(), hoursBefore(10))?.penalty).toBe(225_000)
  })

  it('halves the penalty of a refundable fare', () => {
    const flights = booking.offer.flights.map((f) => ({ ...f, refundable: true }))
    const refundable = { ...booking, offer: { ...booking.offer, flights } }
    expect(line(refundable)?.penalty).toBe(56_300)
  })

  it('refunds the seat bought for the flight, and lowers every line by an instant promo in proportion', () => {
    const key = segmentsOf(booking.offer)[0]?.flight_key ?? ''
    const seated = details({ seats: [{ traveller: 0, flight_key: key, seat: '12A', price: 35_000 }] })
    expect(line(booking, seated)).toEqual({ paid: 485_000, penalty: 112_500, fee: 20_000, refund: 352_500 })
    const promo = {
      ...booking,
      lines: [{ kind: 'promo' as const, label: 'Promo code SAVE10', amount: -45_000 }],
    }
    expect(line(promo)).toEqual({ paid: 405_000, penalty: 112_500, fee: 20_000, refund: 272_500 })
  })

  it('refuses a flight within 4 hours of departure, and one that has flown, in words a traveller reads', () => {
    const [segment] = segmentsOf(booking.offer)
    if (!segment) throw new Error('the sample booking has a flight')
    expect(refusalOf(segment, hoursBefore(5), 4)).toBeNull()
    expect(refusalOf(segment, hoursBefore(3), 4)).toBe(
      'This flight leaves in less than 4 hours and can no longer be cancelled online. Please call customer care (6AM - 11:59PM).',
    )
    expect(refusalOf(segment, hoursBefore(-1), 4)).toBe(
      'This flight has already departed, so it can no longer be cancelled.',
    )
  })

  it('sandbox: a clock at which the first flight leaves in N hours, and a traveller whose tickets fail', () => {
    expect(cancelClock(booking.offer, 0, { departsInHours: 30 })).toBe(hoursBefore(30))
    expect(cancelClock(booking.offer, 123, {})).toBe(123)
    expect(airlineCancels(0, { cancelFails: 0 })).toBe(
      'The airline could not cancel this ticket. It is kept; try again later or call customer care.',
    )
    expect(airlineCancels(1, { cancelFails: 0 })).toBeNull()
  })
})
