/** Sample answers of the cancellation and refund services, for the catalogue and the machine tests. */
import type { Cancellation, Quote, Refund } from '@contracts/bookings/cancellation'

export const sampleQuote: Quote = {
  id: 'cq_0123456789abcdef0123456789abcdef',
  trip_id: 'SF1234567890',
  kind: 'PARTIAL',
  destination: 'source',
  lines: [
    {
      traveller: 1,
      name: 'Mr Asha Sharma',
      flight_key: '6E-5653-2026-12-08',
      route: 'DEL → HYD',
      departs_at: '2026-12-08T03:10:00+05:30',
      paid: 199_600,
      penalty: 49_900,
      fee: 20_000,
      refund: 129_700,
    },
  ],
  penalty: 49_900,
  fee: 20_000,
  refund: 129_700,
  expires_at: '2026-11-27T04:37:53.034Z',
  created_at: '2026-11-27T04:22:53.034Z',
}

export function sampleRefund(status: Refund['status']): Refund {
  return {
    id: 'rf_0123456789abcdef0123456789abcdef',
    trip_id: 'SF1234567890',
    cause: 'cancellation',
    amount: 129_700,
    destination: 'source',
    status,
    bank_reference: status === 'processed' ? '04718236659014382217065' : null,
    failure_reason: status === 'failed' ? 'The bank could not credit the refund to the account.' : null,
    requested_at: '2026-11-27T04:22:53.050Z',
    initiated_at: status === 'requested' ? null : '2026-11-27T04:22:53.410Z',
    processed_at: status === 'processed' ? '2026-11-27T04:23:23.600Z' : null,
    failed_at: status === 'failed' ? '2026-11-27T04:23:23.600Z' : null,
  }
}

export function sampleCancellation(status: Cancellation['status']): Cancellation {
  const cancelled = status !== 'failed'
  return {
    id: 'cn_0123456789abcdef0123456789abcdef',
    trip_id: 'SF1234567890',
    quote_id: sampleQuote.id,
    kind: 'PARTIAL',
    status,
    results: [
      {
        traveller: 1,
        flight_key: '6E-5653-2026-12-08',
        status: cancelled ? 'cancelled' : 'failed',
        reason: cancelled ? null : 'The airline could not cancel this ticket.',
        refund: cancelled ? 129_700 : 0,
      },
    ],
    refund: cancelled ? 129_700 : 0,
    message: cancelled ? 'Your cancellation is done. The refund is on its way.' : 'Nothing was cancelled.',
    refunds: cancelled ? [sampleRefund('requested')] : [],
    created_at: '2026-11-27T04:22:53.050Z',
  }
}
