import { describe, expect, it } from 'vitest'
import { extrasByTraveller, flightWords, refundStateWords, totalLabel } from '@contracts/checkout/words'
import { checkoutMessages } from '@contracts/checkout/messages'
import { trainBookingMessages } from '@contracts/trains/booking'
import { statusLine, travellerCancelWords } from '~/components/bookings/format'
import { confirmationStatusOf } from '~/server/hotels/return.server'
import { CONFIRMATION_STATUSES } from '@contracts/hotels/booking'
import { statementWords } from '~/components/wallet/statement-words'

describe('what a booking says once it is made (issue 24)', () => {
  it('the total is "to pay" only until the money is taken', () => {
    expect(totalLabel('none')).toBe('Total to pay')
    expect(totalLabel('failed')).toBe('Total to pay')
    expect(totalLabel('captured')).toBe('Total paid')
    expect(totalLabel('refunded')).toBe('Total paid, being refunded')
    expect(totalLabel('pending')).not.toBe('Total to pay')
  })

  it('names a flight as a boarding pass does, never by its internal key', () => {
    expect(flightWords('6E-5300-2026-12-10')).toBe('6E 5300 on 10 Dec 2026')
    expect(flightWords('AI-101-2027-01-02')).toBe('AI 101 on 2 Jan 2027')
  })

  it("lists each traveller's seat number, meal by name and baggage per flight", () => {
    const rows = extrasByTraveller({
      travellers: [
        { title: 'Mr', first_name: 'Arjun', last_name: 'Rao' },
        { title: 'Ms', first_name: 'Meera', last_name: 'Rao' },
      ],
      seats: [
        { traveller: 0, flight_key: '6E-5300-2026-12-10', seat: '1B' },
        { traveller: 1, flight_key: '6E-5300-2026-12-10', seat: '1C' },
      ],
      meals: [{ traveller: 0, flight_key: '6E-5300-2026-12-10', name: 'Veg biryani' }],
      baggage: [{ traveller: 1, flight_key: '6E-5300-2026-12-10', quantity: 5, unit: 'kg' }],
    })
    expect(rows).toEqual([
      {
        name: 'Mr Arjun Rao',
        flight: '6E 5300 on 10 Dec 2026',
        seat: '1B',
        meal: 'Veg biryani',
        baggage: null,
      },
      {
        name: 'Ms Meera Rao',
        flight: '6E 5300 on 10 Dec 2026',
        seat: '1C',
        meal: null,
        baggage: '5 kg extra',
      },
    ])
  })

  it('a partly cancelled trip does not also say "Your booking is confirmed."', () => {
    const line = statusLine('partially_cancelled', 'Your booking is confirmed.')
    expect(line.words).toBe('Partly cancelled')
    expect(line.note).not.toContain('Your booking is confirmed')
    expect(statusLine('confirmed', 'Your booking is confirmed.').note).toBe('Your booking is confirmed.')
    expect(statusLine('cancelled', 'Your booking is confirmed.').note).toBeNull()
  })

  it('marks a cancelled traveller, on every flight or on the ones cancelled', () => {
    const flights = ['6E-5300-2026-12-10', '6E-5301-2026-12-14']
    const cancelled = [
      { traveller: 1, flight_key: flights[0] ?? '' },
      { traveller: 1, flight_key: flights[1] ?? '' },
      { traveller: 2, flight_key: flights[1] ?? '' },
    ]
    expect(travellerCancelWords(0, cancelled, flights)).toBeNull()
    expect(travellerCancelWords(1, cancelled, flights)).toBe('Cancelled')
    expect(travellerCancelWords(2, cancelled, flights)).toBe('Cancelled on 6E 5301 on 14 Dec 2026')
  })

  it("the hotel confirmation address carries one of 001 §4's statuses, not the gateway's", () => {
    expect(confirmationStatusOf('captured')).toBe('PAID')
    expect(confirmationStatusOf('pending')).toBe('PENDING')
    expect(confirmationStatusOf('failed')).toBeUndefined()
    for (const s of ['captured', 'pending', 'review', 'CONFIRMED', 'nonsense']) {
      const shown = confirmationStatusOf(s)
      if (shown !== undefined) expect(CONFIRMATION_STATUSES).toContain(shown)
    }
  })
})

describe('the wallet statement says each thing once (issue 24)', () => {
  it('a refund: the reason once, the Trip Id once', () => {
    expect(
      statementWords({ description: 'Refund for Trip Id SF1234567890', reference: 'SF1234567890' }, 'Refund'),
    ).toEqual({ reason: 'Refund', details: '', reference: 'Trip Id SF1234567890' })
  })
  it('an undo at checkout, never the ledger remark', () => {
    const w = statementWords(
      { description: 'Undone at checkout (back page)', reference: 'SF1234567890' },
      'Returned',
    )
    expect(`${w.reason}: ${w.details}`).toBe('Returned: Taken off the booking at checkout')
    expect(JSON.stringify(w)).not.toContain('back page')
  })
  it('a spend keeps its words and a non-trip reference as it is', () => {
    expect(
      statementWords({ description: 'Flight booking SF1234567890', reference: 'SF1234567890' }, 'Spent'),
    ).toEqual({ reason: 'Spent', details: 'Flight booking', reference: 'Trip Id SF1234567890' })
    expect(
      statementWords({ description: 'Monsoon offer', reference: 'PROMO-MONSOON' }, 'Promotional credit'),
    ).toEqual({ reason: 'Promotional credit', details: 'Monsoon offer', reference: 'PROMO-MONSOON' })
  })
})

describe('a paid booking that did not go through says one thing (issue 24)', () => {
  const status1 = checkoutMessages.status1
  it("the train's REGRET and berth-choice failures: 000 §8 status 1 with the railway's reason, no call-us beside the refund", () => {
    expect(trainBookingMessages.regret).toBe(
      'Sorry! Your booking did not go through: no seats or waitlist places were left (REGRET). We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
    )
    expect(trainBookingMessages.choiceNotMet).toBe(
      'Sorry! Your booking did not go through: the berths you asked for could not be allotted together. We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
    )
    expect(trainBookingMessages.paidButFailed).toBe(status1)
    for (const m of [
      trainBookingMessages.regret,
      trainBookingMessages.choiceNotMet,
      trainBookingMessages.paidButFailed,
    ]) {
      expect(m).not.toMatch(/customer care|\.\./)
      expect(m.match(/refund/gi)).toHaveLength(2)
    }
  })

  it("the refund's state in one line under the message: how much, where to, how far", () => {
    const refund = { amount: 440_900, destination: 'source' as const }
    expect(refundStateWords({ ...refund, status: 'requested' })).toBe(
      'Refund of ₹4,409.00 to your original payment method: being processed.',
    )
    expect(refundStateWords({ ...refund, status: 'initiated' })).toBe(
      'Refund of ₹4,409.00 to your original payment method: sent to your bank, being processed.',
    )
    expect(refundStateWords({ ...refund, status: 'processed' })).toBe(
      'Refund of ₹4,409.00 to your original payment method: processed.',
    )
    expect(refundStateWords({ amount: 50_000, destination: 'wallet', status: 'processed' })).toBe(
      'Refund of ₹500.00 to your wallet: processed.',
    )
    expect(refundStateWords({ ...refund, status: 'failed' })).toMatch(/could not be made\. Our customer care/)
  })
})
