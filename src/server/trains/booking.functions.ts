/**
 * The train booking for the browser (issue 16; 001 §2 trains checkout, §4 Trains, §8): the
 * railway user's availability and login, creating the booking (POST /trains/bookings with an
 * Idempotency-Key per checkout attempt, docs/decisions/0116's way), reading it for the review and
 * the confirmation poll, the PNR status, the TDRs and the live running status. A booking's id and
 * access key live in the sealed session cookie, so a guest needs no account and a reload keeps it;
 * the railway user id the traveller logged in with lives there too, and is the one a booking uses.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestHeader } from '@tanstack/react-start/server'
import { queryOptions } from '@tanstack/react-query'
import type { LiveAnswer } from '@contracts/trains/search'
import {
  trainBookingMessages,
  type PnrStatus,
  type RailLoginAnswer,
  type RailUserAvailability,
  type TrainBooking,
  type TrainTdr,
} from '@contracts/trains/booking'
import * as client from './booking-client.server'
import { postBookingLog } from '../logging/client.server'
import { deployment } from '../platform/config.server'
import { UserError, asUserErrors, toUserError, withCause } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession, writeSession } from '../session/session.server'
import {
  bookingRefInput,
  checkoutJourneyInput,
  createBookingInput,
  type CheckoutJourney,
  liveInput,
  pnrInput,
  railLoginInput,
  railUserInput,
  tdrInput,
  tenderApplyInput,
  tenderPayInput,
  tenderUndoInput,
} from './booking-inputs.server'
import type { TenderState } from '@contracts/commerce/tenders'
import * as tenders from '../commerce/tenders-client.server'

type Entry = NonNullable<NonNullable<ReturnType<typeof readSession>>['trainBookings']>[number]

/** The railway's own failures in words the modals use (the service's 503 carries only its code). */
async function railCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const user = toUserError(error)
    if (user.code === 'RAILWAY_DOWN')
      throw withCause(
        new UserError(trainBookingMessages.railDown, {
          kind: 'unavailable',
          status: 503,
          code: 'RAILWAY_DOWN',
        }),
        error,
      )
    throw withCause(user, error)
  }
}

const sandboxScenario = (scenario: string | undefined) =>
  deployment.SANDBOX && scenario ? scenario : undefined

/** The entry of this browser's booking; a signed-in owner's booking is read by the bearer alone. */
function refOf(bookingId: string): client.TrainBookingRef {
  const entry = readSession()?.trainBookings?.find((b) => b.id === bookingId)
  return entry ? { id: entry.id, key: entry.key } : { id: bookingId }
}

function remember(entry: Entry) {
  const others = (readSession()?.trainBookings ?? []).filter((b) => b.id !== entry.id)
  writeSession({ trainBookings: [entry, ...others].slice(0, 5) })
}

/**
 * 001 §7 Logging: each booking step goes to the logging service with what was asked (no names,
 * contacts or documents: the journey and the counts) and the answer or the error.
 */
async function logged<T>(
  type: string,
  request: Record<string, unknown>,
  run: () => Promise<T>,
  summary: (answer: T) => Record<string, unknown>,
): Promise<T> {
  const userAgent = getRequestHeader('user-agent') ?? undefined
  const base = { type, request, userAgent, isMobile: /Mobi|Android/i.test(userAgent ?? '') }
  try {
    const answer = await run()
    await postBookingLog({ ...base, response: summary(answer) })
    return answer
  } catch (error) {
    const user = toUserError(error)
    await postBookingLog({ ...base, error: { code: user.code, status: user.status, message: user.message } })
    throw error
  }
}

/** The booking without its access key: that stays in the session, never in the page. */
function withoutKey(booking: TrainBooking): TrainBooking {
  const { accessKey: _key, ...rest } = booking
  return rest
}

/** 001 §4 Trains: the railway user's availability (does the id exist, is it active). */
export const checkRailUser = createServerFn({ method: 'GET' })
  .validator(input(railUserInput))
  .handler(({ data }): Promise<RailUserAvailability> =>
    railCall(() => client.railUserAvailability(data.userId)),
  )

/** Logs in to the railway; the session remembers the id for the booking. */
export const loginRailUser = createServerFn({ method: 'POST' })
  .validator(input(railLoginInput))
  .handler(({ data }): Promise<RailLoginAnswer> =>
    railCall(async () => {
      const answer = await client.railLogin(
        { userId: data.userId, password: data.password },
        sandboxScenario(data.scenario),
      )
      // A new login is a new checkout attempt: its booking is a new one (docs/decisions/0155, 0170).
      writeSession({ railUserId: answer.userId, trainCheckout: { attempt: newAttempt() } })
      return answer
    }),
  )

/** Logs out of the railway (001 §4: resets the user availability). */
export const logoutRailUser = createServerFn({ method: 'POST' }).handler(
  async (): Promise<{ loggedOut: true }> => {
    // An answer, not null: Start answers a form-encoded call of a function returning null with a 500.
    const session = readSession()
    if (session?.railUserId || session?.trainCheckout)
      writeSession({ railUserId: undefined, trainCheckout: undefined })
    return { loggedOut: true }
  },
)

/** The railway user id this browser is logged in with, if any. */
export const railSession = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ userId: string | null }> => ({ userId: readSession()?.railUserId ?? null }),
)

/** The gateway's return address: this store's, as the browser reached it (or PUBLIC_URL). */
function returnUrl(): string {
  const origin = deployment.PUBLIC_URL ?? new URL(getRequest().url).origin
  return new URL('/trains/payment-return', origin).toString()
}

const newAttempt = () => randomBytes(12).toString('hex')

/** The journey a checkout books, as the session keeps it. */
const journeyKey = (j: CheckoutJourney) =>
  [j.trainNo, j.from, j.to, j.journeyDate, j.travelClass, j.quota].join('|')

/**
 * Creates the booking: one per checkout attempt and journey, however often Confirm is pressed, in
 * however many tabs (the attempt is the session's, set by the railway login: docs/decisions/0170).
 */
export const createTrainBooking = createServerFn({ method: 'POST' })
  .validator(input(createBookingInput))
  .handler(({ data }): Promise<TrainBooking> =>
    railCall(async () => {
      const session = readSession() ?? writeSession({})
      const railUserId = session.railUserId
      if (!railUserId)
        throw new UserError('Please log in to the railway with your user id before you book.', {
          kind: 'rejected',
          status: 401,
          code: 'RAIL_LOGIN_REQUIRED',
        })
      const { agent, scenario, ...body } = data
      const attempt = session.trainCheckout?.attempt ?? newAttempt()
      const journey = journeyKey(body)
      const key = createHash('sha256').update(`${session.id}:train:${attempt}:${journey}`).digest('hex')
      const booking = await logged(
        'trains.create_booking',
        {
          trainNo: body.trainNo,
          journeyDate: body.journeyDate,
          from: body.from,
          to: body.to,
          travelClass: body.travelClass,
          quota: body.quota,
          passengers: body.passengers.length,
          infants: body.infants.length,
        },
        () =>
          client.createBooking(
            {
              ...body,
              railUserId,
              returnUrl: returnUrl(),
              tenancy: { hostname: new URL(getRequest().url).hostname },
            },
            key,
            { agent, ...(sandboxScenario(scenario) ? { scenario: sandboxScenario(scenario) } : {}) },
          ),
        (made) => ({ id: made.id, tripId: made.tripId, status: made.status }),
      )
      if (booking.accessKey) remember({ id: booking.id, key: booking.accessKey, tripId: booking.tripId })
      const kept = readSession()?.trainCheckout
      // A repeat of the same attempt answers the same booking: its timer keeps its first end.
      if (kept?.booking?.id !== booking.id)
        writeSession({
          trainCheckout: {
            attempt,
            booking: { id: booking.id, journey, endsAt: Date.now() + checkoutWindowMs(booking) },
          },
        })
      return withoutKey(booking)
    }),
  )

/** The booking's 5 minutes: from its checkout start to its expiry, as the railway answered them. */
function checkoutWindowMs(booking: TrainBooking): number {
  const window = Date.parse(booking.expiresAt) - Date.parse(booking.checkoutStartedAt)
  return Number.isFinite(window) && window > 0 ? window : 0
}

/**
 * The unpaid booking of this browser's checkout of `journey`, with what is left of its timer, for a
 * reloaded review page (or a second tab of it); `booking: null` when there is none to return to
 * (logged out of the railway, another journey, paid, expired, or its time is up); `expired: true`
 * when this journey's checkout ran out of time, so a reload says so instead of asking to log in.
 */
export const resumeTrainCheckout = createServerFn({ method: 'GET' })
  .validator(input(checkoutJourneyInput))
  .handler(
    ({
      data,
    }): Promise<{ booking: TrainBooking; timeLeftMs: number } | { booking: null; expired?: boolean }> =>
      asUserErrors(async () => {
        const session = readSession()
        const kept = session?.trainCheckout?.booking
        if (!session?.railUserId || !kept || kept.journey !== journeyKey(data)) return { booking: null }
        const timeLeftMs = kept.endsAt - Date.now()
        if (timeLeftMs <= 0) return { booking: null, expired: true }
        const booking = await client.readBooking(refOf(kept.id))
        if (booking.status === 'EXPIRED') return { booking: null, expired: true }
        if (booking.status !== 'PENDING' || !booking.payment) return { booking: null }
        return { booking: withoutKey(booking), timeLeftMs }
      }),
  )

/** The booking as the review and the confirmation page read it. */
export const fetchTrainBooking = createServerFn({ method: 'GET' })
  .validator(input(bookingRefInput))
  .handler(({ data }): Promise<TrainBooking> =>
    asUserErrors(async () => withoutKey(await client.readBooking(refOf(data.bookingId)))),
  )

export const trainBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['trains', 'booking', bookingId],
    queryFn: () => fetchTrainBooking({ data: { bookingId } }),
    staleTime: 0,
  })

/** PNR status: the journey and the places, never the names (anyone with the PNR may look). */
export const fetchPnrStatus = createServerFn({ method: 'GET' })
  .validator(input(pnrInput))
  .handler(({ data }): Promise<PnrStatus & { bookingId: string | null }> =>
    asUserErrors(async () => {
      const status = await client.pnrStatus(data.pnr)
      // The owner (this browser's booking) may file a TDR: the page needs that booking's id.
      const own = await ownBookingOfPnr(data.pnr)
      return { ...status, bookingId: own }
    }),
  )

async function ownBookingOfPnr(pnr: string): Promise<string | null> {
  for (const entry of readSession()?.trainBookings ?? []) {
    try {
      const booking = await client.readBooking(entry)
      if (booking.pnr === pnr) return booking.id
    } catch {
      // A booking this browser can no longer read is not the owner's: go on with the next.
    }
  }
  return null
}

export const fetchTrainTdrs = createServerFn({ method: 'GET' })
  .validator(input(bookingRefInput))
  .handler(({ data }): Promise<TrainTdr[]> => asUserErrors(() => client.listTdrs(refOf(data.bookingId))))

/** Files a TDR (after the chart, the owner only: the service checks both). */
export const fileTrainTdr = createServerFn({ method: 'POST' })
  .validator(input(tdrInput))
  .handler(({ data }): Promise<TrainTdr> =>
    asUserErrors(() => {
      const { bookingId, ...body } = data
      return logged(
        'trains.file_tdr',
        { bookingId, reason: body.reason },
        () => client.fileTdr(refOf(bookingId), body),
        (tdr) => ({ id: tdr.id, status: tdr.status }),
      )
    }),
  )

/** The live running status of a train on the date it left its origin. */
export const fetchLiveStatus = createServerFn({ method: 'GET' })
  .validator(input(liveInput))
  .handler(({ data }): Promise<LiveAnswer> => asUserErrors(() => client.liveStatus(data.trainNo, data.date)))

/** The booking's tenders as the commerce core answers them (docs/decisions/0220). */
const tenderRef = (bookingId: string): tenders.TenderBookingRef => ({
  base: '/trains/bookings',
  ...refOf(bookingId),
})

/** What the wallet (points, vouchers) covers on the booking and what is left to pay. */
export const fetchTrainTenders = createServerFn({ method: 'GET' })
  .validator(input(bookingRefInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.readTenders(tenderRef(data.bookingId))),
  )

export const trainTendersQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['trains', 'tenders', bookingId],
    queryFn: () => fetchTrainTenders({ data: { bookingId } }),
  })

export const applyTrainTender = createServerFn({ method: 'POST' })
  .validator(input(tenderApplyInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() =>
      tenders.applyTender(
        tenderRef(data.bookingId),
        { kind: data.kind, index: data.index, amount: data.amount },
        data.key,
      ),
    ),
  )

export const undoTrainTender = createServerFn({ method: 'POST' })
  .validator(input(tenderUndoInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.undoTender(tenderRef(data.bookingId), { kind: data.kind, index: data.index })),
  )

/** Nothing left to pay: the booking is paid by its tenders alone, no gateway page. */
export const payTrainWithTenders = createServerFn({ method: 'POST' })
  .validator(input(tenderPayInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.payWithTenders(tenderRef(data.bookingId), data.key)),
  )
