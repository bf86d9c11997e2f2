/** Sample drafts and answers for the train booking machines' catalogue entries and tests. */
import type { TrainBooking, TrainBookingStatus } from '@contracts/trains/booking'
import type { TrainBookingJourney, TrainContactDraft, TrainTravellersDraft } from './booking.machine'

/** The journey of the sample booking below, as the booking pages' address gives it. */
export const sampleJourney: TrainBookingJourney = {
  trainNo: '12952',
  from: 'NDLS',
  to: 'BCT',
  journeyDate: '2026-12-10',
  travelClass: '3A',
  quota: 'GN',
}

export const sampleTravellers: TrainTravellersDraft = {
  passengers: [
    { name: 'Ravi Kumar', age: 34, gender: 'M' },
    { name: 'Sita Devi', age: 62, gender: 'F', berth_preference: 'LB', avail_snr_ctzn_concession: true },
  ],
  infants: [],
  berthChoice: 99,
}

export const sampleContact: TrainContactDraft = {
  mobile: '9876543210',
  email: 'ravi@example.com',
  address: '12 MG Road, Pune',
}

const place = (text: string) => ({
  status: 'CNF' as const,
  coach: 'B2',
  berthNo: 33,
  berthType: 'LB',
  number: null,
  text,
})

export function sampleTrainBooking(
  status: TrainBookingStatus,
  over: Partial<TrainBooking> = {},
): TrainBooking {
  const booked = status === 'BOOKED'
  return {
    id: 'rb_0123456789abcdef',
    tripId: 'SF1234567890',
    status,
    pnr: booked ? '4512345678' : null,
    journey: {
      trainNo: '12952',
      trainName: 'Mumbai Rajdhani',
      from: 'NDLS',
      fromName: 'New Delhi',
      to: 'BCT',
      toName: 'Mumbai Central',
      boarding: 'NDLS',
      journeyDate: '2026-12-10',
      runDate: '2026-12-10',
      departureTime: '16:55',
      arrivalTime: '08:35',
      arrivalDate: '2026-12-11',
      travelClass: '3A',
      quota: 'GN',
    },
    passengers: [
      {
        serial: 1,
        name: 'Ravi Kumar',
        age: 34,
        gender: 'M',
        type: 'Adult',
        berthPreference: '',
        food: 'V',
        booked: booked ? place('CNF/B2/34/MB') : null,
        current: booked ? place('CNF/B2/34/MB') : null,
      },
    ],
    infants: [],
    contact: sampleContact,
    berthChoice: 99,
    railUserId: 'ravi.kumar',
    fare: { lines: [{ label: 'Base fare', amount: 300_000 }], perPassenger: [300_000], total: 300_000 },
    checkoutStartedAt: '2026-12-01T10:00:00.000Z',
    expiresAt: '2026-12-01T10:05:00.000Z',
    payment:
      status === 'PENDING' ? { orderId: 'order_1', url: 'http://127.0.0.1:3001/payment/pay/order_1' } : null,
    chartPrepared: false,
    refunds: [],
    message: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...over,
  }
}

export const sampleCheckout = sampleTrainBooking('PENDING')
