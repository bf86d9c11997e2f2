// The hotel booking machines with stub actors and a simulated clock: what each booking answer
// means (001 §4), the promo code and the PAYBACK rule (§5), the confirmation polling over the six
// statuses, the 12-minute timer and the homestay form.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import type {
  BookingAnswer,
  HotelBooking,
  HotelBookingStatus,
  HotelPromoResult,
} from '@contracts/hotels/booking'
import { MAX_ADULTS_PER_ROOM, MAX_ROOMS, PLACE_QUERY_MIN, type HomestayPlace } from '@contracts/hotels/search'
import { hotelMessages } from '@contracts/hotels/messages'
import { hotelBookingMachine, type SubmitBookingInput } from '@machines/hotels/booking.machine'
import { hotelConfirmationOutcome, type BookingIntent } from '@machines/hotels/booking.logic'
import { confirmationMachine, type PolledBooking } from '@machines/commerce/confirmation.machine'
import { homestayFormMachine, homestayLimits } from '@machines/hotels/homestay-form.machine'
import { hotelPromoMachine, type ApplyPromoInput } from '@machines/hotels/promo.machine'
import { hotelTimerMachine } from '@machines/hotels/timer.machine'
import {
  heldAnswer,
  refusedAnswer,
  sampleDetailsRequest,
  sampleHoldRequest,
  sampleHotelBooking,
  samplePromo,
} from '@machines/hotels/booking-samples'

function booking(answer: BookingAnswer | Error, asked: SubmitBookingInput[] = []) {
  const machine = hotelBookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingAnswer, SubmitBookingInput>(async ({ input }) => {
        asked.push(input)
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  })
  return createActor(machine).start()
}

/** The review holds with the address it shows; the guests step pays with the form's details. */
const requestFor = (intent: BookingIntent) =>
  intent.kind === 'hold' ? sampleHoldRequest : sampleDetailsRequest

async function submit(answer: BookingAnswer | Error, intent: BookingIntent) {
  const asked: SubmitBookingInput[] = []
  const actor = booking(answer, asked)
  actor.send({ type: 'SUBMIT', intent, request: requestFor(intent) })
  expect(actor.getSnapshot().context.paymentFormSubmitted).toBe(true)
  const settled = await waitFor(actor, (s) => !s.matches('submitting'))
  expect(settled.context.paymentFormSubmitted).toBe(false)
  // What the page sent with its intent is what the booking service is asked for.
  expect(asked).toEqual([{ intent, request: requestFor(intent) }])
  return settled
}

const hold: BookingIntent = { kind: 'hold', shownAmount: 1_054_000 }

describe('hotel booking creation', () => {
  it('holds the rooms when the answer is a booking id with status PENDING at the price shown', async () => {
    const s = await submit(heldAnswer(), hold)
    expect(s.value).toBe('held')
    expect(s.context.booking?.booking_id).toBe('HB1234567890')
  })

  it('shows the old and the new price when the hotel changed it, then continues or goes back', async () => {
    const newer = { ...sampleHotelBooking('PENDING').price, amount: 1_154_000, total: 1_154_000 }
    const s = await submit(heldAnswer({ price: newer }), hold)
    expect(s.value).toBe('priceChanged')
    expect(s.context.oldAmount).toBe(1_054_000)
    expect(s.context.booking?.price.amount).toBe(1_154_000)
  })

  it('goes to the gateway with the payment_url', async () => {
    const url = 'http://127.0.0.1:3001/payment/pay/order_1'
    const s = await submit(heldAnswer({ payment_url: url }), { kind: 'payNow' })
    expect(s.value).toBe('paying')
    expect(s.context.payUrl).toBe(url)
  })

  it.each([
    ['sold-out', 'SOLD_OUT', hotelMessages.soldOut],
    ['cache-expired', 'CACHE_EXPIRED', hotelMessages.cacheExpired],
    ['PROMO_ALREADY_APPLIED', 'PROMO_ALREADY_APPLIED', hotelMessages.promoAlreadyApplied],
    ['ERROR', 'ERROR', hotelMessages.error],
  ] as const)('a booking_error %s fails as %s with words', async (status, code, message) => {
    const s = await submit(refusedAnswer(status), { kind: 'payNow' })
    expect(s.value).toBe('failed')
    expect(s.context.failure).toEqual({ code, message })
  })

  it("anything else fails with 'No payment URL in response!'", async () => {
    const s = await submit(heldAnswer(), { kind: 'payNow' })
    expect(s.context.failure).toEqual({ code: 'NO_PAYMENT_URL', message: 'No payment URL in response!' })
    const none = await submit({ booking: null, booking_error: null }, hold)
    expect(none.context.failure?.message).toBe('No payment URL in response!')
  })

  it('books to pay at the hotel; a refusal of book_at_hotel is a failure with its words', async () => {
    const ok = await submit(
      { booking: sampleHotelBooking('SUCCESS'), booking_error: null },
      { kind: 'payAtHotel' },
    )
    expect(ok.value).toBe('bookedAtHotel')
    const refused = await submit(
      Object.assign(new Error('Pay at hotel is not offered for this room.'), {
        code: 'PAY_AT_HOTEL_NOT_ALLOWED',
      }),
      { kind: 'payAtHotel' },
    )
    expect(refused.value).toBe('failed')
    expect(refused.context.failure).toEqual({
      code: 'ERROR',
      message: 'Pay at hotel is not offered for this room.',
    })
    const soldOut = await submit(Object.assign(new Error('x'), { code: 'SOLD_OUT' }), { kind: 'payAtHotel' })
    expect(soldOut.context.failure).toEqual({ code: 'SOLD_OUT', message: hotelMessages.soldOut })
  })

  it('a failed submit can be sent again', async () => {
    const s = await submit(refusedAnswer('ERROR'), { kind: 'payNow' })
    expect(s.can({ type: 'SUBMIT', intent: { kind: 'payNow' }, request: sampleDetailsRequest })).toBe(true)
  })
})

function promo(
  apply: (code: string) => HotelPromoResult | Error,
  applied: HotelPromoResult | null = null,
  asked: Array<ApplyPromoInput | { bookingId: string; code: string; remove: true }> = [],
) {
  const machine = hotelPromoMachine.provide({
    actors: {
      applyPromo: fromPromise<HotelPromoResult, ApplyPromoInput>(async ({ input }) => {
        asked.push(input)
        const r = apply(input.code)
        if (r instanceof Error) throw r
        return r
      }),
      removePromo: fromPromise<unknown, { bookingId: string; code: string }>(async ({ input }) => {
        asked.push({ ...input, remove: true })
      }),
    },
  })
  return createActor(machine, { input: { bookingId: 'HB1234567890', applied } }).start()
}

describe('hotel promo code', () => {
  it('applies a code for the booking with the e-mail as typed, then removes it', async () => {
    const asked: Parameters<typeof promo>[2] = []
    const actor = promo(() => samplePromo(), null, asked)
    actor.send({ type: 'SUBMIT', code: 'HOTEL500', paybackInUse: false, email: ' asha@example.com ' })
    const applied = await waitFor(actor, (s) => s.matches('applied'))
    expect(applied.context.result?.promoDiscount).toBe(50_000)
    actor.send({ type: 'REMOVE' })
    const idle = await waitFor(actor, (s) => s.matches('idle'))
    expect(idle.context.result).toBeNull()
    expect(asked).toEqual([
      { bookingId: 'HB1234567890', code: 'HOTEL500', email: 'asha@example.com' },
      { bookingId: 'HB1234567890', code: 'HOTEL500', remove: true },
    ])
  })

  it('keeps promoError and promoErrorType of a refusal, and clears them', async () => {
    const actor = promo(() =>
      samplePromo({ promoError: 'This promo code has expired.', promoErrorType: 'EXPIRED' }),
    )
    actor.send({ type: 'SUBMIT', code: 'OLD', paybackInUse: false })
    const refused = await waitFor(actor, (s) => s.matches('refused'))
    expect(refused.context).toMatchObject({
      promoError: 'This promo code has expired.',
      promoErrorType: 'EXPIRED',
    })
    actor.send({ type: 'CLEAR' })
    expect(actor.getSnapshot().context).toMatchObject({ code: '', promoError: null, promoErrorType: null })
  })

  it('refuses a code while PAYBACK points are used, with the §5 message, without asking the service', () => {
    let asked = 0
    const actor = promo(() => {
      asked += 1
      return samplePromo()
    })
    actor.send({ type: 'SUBMIT', code: 'HOTEL500', paybackInUse: true })
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().context.promoError).toBe(
      "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
    )
    expect(asked).toBe(0)
  })

  it('asks for the e-mail first, by the promo field, without asking the service (issue 24)', () => {
    let asked = 0
    const actor = promo(() => {
      asked += 1
      return samplePromo()
    })
    actor.send({ type: 'SUBMIT', code: 'HOTEL500', paybackInUse: false, email: ' ' })
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().context.promoError).toBe(
      'Enter your e-mail under Contact details first: the promo code is checked against it.',
    )
    expect(actor.getSnapshot().context.promoError).not.toMatch(/^email:/)
    expect(asked).toBe(0)
  })

  it('a code already on the booking starts as applied', () => {
    expect(promo(() => samplePromo(), samplePromo()).getSnapshot().value).toBe('applied')
  })
})

function confirmation(statuses: (HotelBookingStatus | Error)[]) {
  const clock = new SimulatedClock()
  let reads = 0
  // The hotel port reads each answer as the commerce core's outcome (src/flows/hotels/booking.flow.ts).
  const machine = confirmationMachine.provide({
    actors: {
      fetchBooking: fromPromise<PolledBooking, { ref: string }>(async () => {
        const next = statuses[Math.min(reads, statuses.length - 1)] ?? 'PENDING'
        reads += 1
        if (next instanceof Error) throw next
        const booking = sampleHotelBooking(next)
        return { booking, outcome: hotelConfirmationOutcome(booking) }
      }),
    },
  })
  const actor = createActor(machine, { input: { ref: 'hb_1', booking: null }, clock }).start()
  const booking = () => actor.getSnapshot().context.booking as HotelBooking | null
  return { actor, clock, reads: () => reads, booking }
}

describe('hotel confirmation polling', () => {
  it.each([
    ['CONFIRMED', 'confirmed'],
    ['SUCCESS', 'confirmedPayLater'],
    ['BOOKING_FAILED', 'refunded'],
    ['BOOKING_FRAUD', 'review'],
    ['PAYMENT_FAILED', 'paymentFailed'],
    ['EXPIRED', 'notPaid'],
  ] as const)('stops on %s', async (status, state) => {
    const { actor, clock, reads } = confirmation([status])
    const s = await waitFor(actor, (x) => !x.matches('following'))
    expect(s.value).toBe(state)
    clock.increment(60_000)
    expect(reads(), 'no more checks once it settled').toBe(1)
  })

  it('checks every 1,000 ms while PENDING, then PAID, until CONFIRMED', async () => {
    const { actor, clock, reads, booking } = confirmation(['PENDING', 'PAID', 'CONFIRMED'])
    await waitFor(actor, (s) => s.matches({ following: 'waiting' }))
    expect(booking()?.status).toBe('PENDING')
    clock.increment(999)
    expect(reads()).toBe(1)
    clock.increment(1)
    await waitFor(actor, () => booking()?.status === 'PAID')
    expect(reads()).toBe(2)
    clock.increment(1000)
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('confirmed')
    expect(reads()).toBe(3)
  })

  it('says it is not confirmed yet after a minute of PAID, and checks again on request', async () => {
    const { actor, clock } = confirmation(['PAID'])
    for (let t = 0; t < 60; t += 1) {
      await waitFor(actor, (s) => s.matches({ following: 'waiting' }))
      clock.increment(1000)
    }
    expect(actor.getSnapshot().value).toBe('notConfirmedYet')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().matches('following')).toBe(true)
  })

  it('an unreadable booking offers Check again', async () => {
    const { actor } = confirmation([new Error('Oops! Something went wrong')])
    const s = await waitFor(actor, (x) => x.matches('unreachable'))
    expect(s.context.error).toBe('Oops! Something went wrong')
  })
})

describe('hotel checkout timer', () => {
  it('warns at 2 minutes left and ends at 12 minutes', () => {
    const clock = new SimulatedClock()
    const actor = createActor(hotelTimerMachine, {
      input: { remainingMs: 720_000, dangerMs: 120_000 },
      clock,
    }).start()
    clock.increment(599_999)
    expect(actor.getSnapshot().value).toBe('running')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('hurry')
    clock.increment(119_999)
    expect(actor.getSnapshot().value).toBe('hurry')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('expired')
  })

  it('a reload with 90 seconds left starts in the warning and ends 90 seconds later', () => {
    const clock = new SimulatedClock()
    const actor = createActor(hotelTimerMachine, {
      input: { remainingMs: 90_000, dangerMs: 120_000 },
      clock,
    }).start()
    expect(actor.getSnapshot().value).toBe('hurry')
    clock.increment(89_999)
    expect(actor.getSnapshot().value).toBe('hurry')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('expired')
  })
})

describe('homestay search form', () => {
  const goa: HomestayPlace = { name: 'Goa', id: 'goa', city: 'Goa', state: 'Goa' }
  function form() {
    const clock = new SimulatedClock()
    const asked: string[] = []
    const machine = homestayFormMachine.provide({
      actors: {
        searchPlaces: fromPromise<HomestayPlace[], { q: string }>(async ({ input }) => {
          asked.push(input.q)
          return [goa]
        }),
      },
    })
    const actor = createActor(machine, { input: { today: '2026-12-01' }, clock }).start()
    return { actor, clock, asked }
  }

  it('keeps the limits of contracts/hotels/search.ts', () => {
    expect(homestayLimits).toEqual({
      placeQueryMin: PLACE_QUERY_MIN,
      maxRooms: MAX_ROOMS,
      maxAdultsPerRoom: MAX_ADULTS_PER_ROOM,
    })
  })

  it('starts tomorrow for two nights with 1 room of 1 adult', () => {
    const { context } = form().actor.getSnapshot()
    expect(context).toMatchObject({
      checkInDate: '2026-12-02',
      checkOutDate: '2026-12-04',
      rooms: [{ adults_count: 1, children_age: [] }],
    })
  })

  it('asks for places 300 ms after the third character, not before', async () => {
    const { actor, clock, asked } = form()
    actor.send({ type: 'TYPE', query: 'Go' })
    clock.increment(1000)
    expect(asked).toEqual([])
    actor.send({ type: 'TYPE', query: 'Goa' })
    clock.increment(299)
    expect(asked).toEqual([])
    clock.increment(1)
    const s = await waitFor(actor, (x) => x.matches({ editing: 'listed' }))
    expect(asked).toEqual(['Goa'])
    expect(s.context.suggestions).toEqual([goa])
  })

  async function listed(f: ReturnType<typeof form>) {
    f.actor.send({ type: 'TYPE', query: 'Goa' })
    f.clock.increment(300)
    await waitFor(f.actor, (x) => x.matches({ editing: 'listed' }))
  }

  it('a new room has 1 adult; a place without a name is kept as empty', async () => {
    const f = form()
    const { actor } = f
    await listed(f)
    actor.send({ type: 'ADD_ROOM' })
    expect(actor.getSnapshot().context.rooms[1]).toEqual({ adults_count: 1, children_age: [] })
    actor.send({ type: 'CHOOSE', place: { id: 'p1', name: null, city: 'Manali', state: 'Himachal Pradesh' } })
    expect(actor.getSnapshot().context.place).toEqual({
      id: 'p1',
      name: '',
      city: 'Manali',
      state: 'Himachal Pradesh',
    })
  })

  it('needs a place and check-out after check-in before it searches', async () => {
    const f = form()
    const { actor } = f
    actor.send({ type: 'SET_DATES', checkInDate: '2026-12-05', checkOutDate: '2026-12-05' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors).toEqual({
      place: 'Choose a place from the list',
      checkOutDate: 'Check-out must be after check-in',
    })
    await listed(f)
    actor.send({ type: 'CHOOSE', place: goa })
    actor.send({ type: 'SET_DATES', checkInDate: '2026-12-05', checkOutDate: '2026-12-07' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitted')
  })
})
