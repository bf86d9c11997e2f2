/** Sample drafts and answers for the train booking machines' catalogue entries and tests. */
import type { TrainCheckoutAnswer, TrainContactDraft, TrainTravellersDraft } from './booking.machine'
import type { PolledTrainBooking } from './confirmation.machine'

export const sampleTravellers: TrainTravellersDraft = {
  passengers: [
    { name: 'Ravi Kumar', age: 34, gender: 'M' },
    { name: 'Sita Devi', age: 62, gender: 'F', berthPreference: 'LB' },
  ],
  infants: [],
  berthChoice: 99,
}

export const sampleContact: TrainContactDraft = {
  mobile: '9876543210',
  email: 'ravi@example.com',
  address: '12 MG Road, Pune',
}

export const sampleCheckout: TrainCheckoutAnswer = {
  id: 'rb_0123456789abcdef',
  checkoutStartedAt: '2026-12-01T10:00:00.000Z',
  paymentUrl: 'http://127.0.0.1:3001/payment/pay/order_1',
}

export function samplePolled(status: string, pnr: string | null = null): PolledTrainBooking {
  return { status, pnr }
}
