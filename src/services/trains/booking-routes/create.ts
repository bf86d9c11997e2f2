/**
 * A train booking (POST /bookings, Idempotency-Key): the railway's rules of 001 §5 checked in order
 * (downtime, train, route, run day, class, departed, booking window, chart, Tatkal, passengers, railway
 * user), then priced here and held for the booking timer.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { createTrainBookingSchema, trainBookingMessages } from '@contracts/trains/booking'
import { AC_CLASSES, BOOKING_WINDOW_DAYS, CLASS_NAMES } from '@contracts/trains/codes'
import {
  effectiveConcession,
  passengerListProblems,
  type PassengerProblem,
} from '@contracts/trains/passengers'
import type { ProductConfig } from '@config'
import { envelope } from '~/services/http/envelope'
import { ApiError, validationError, type FieldError } from '~/services/http/errors'
import { idempotencyKeyOf } from '~/services/http/idempotency-key'
import { parseJsonBody } from '~/services/http/validate'
import { fingerprint, once } from '~/services/commerce/idempotency'
import { ensureOrder } from '../booking-payment'
import { parseTrainBookingScenario, trainBookingScenarioText } from '../booking-scenario'
import { createBooking, detailsSchema, loadBooking } from '../booking-store'
import { inDowntime, runsOn, tatkalOpensAt } from '../clock'
import { addDays, istDate, journeyOf } from '../journey'
import { railUserAvailability, railUserInactive } from '../users'
import { noStore, railDown, type TrainBookingContext } from './common'

const createdSchema = z.object({ bookingId: z.string(), accessKey: z.string() })

/** The nightly downtime (docs/decisions/0128): the store's not-available modal, not the system-down one. */
const notAvailableNow = (product: ProductConfig) =>
  new ApiError(
    503,
    'NOT_AVAILABLE',
    `Booking is not available between ${product.trains.downtimeFrom} and ${product.trains.downtimeTo}. Please try after ${product.trains.downtimeTo}.`,
    "The railway's booking system is down every night (India time); enquiries still answer.",
  )

const refuse = (field: string, message: string, status: 400 | 409 = 400, code = 'VALIDATION_FAILED') =>
  new ApiError(
    status,
    code,
    message,
    'The booking was not made: correct what errors says and send it again.',
    [{ field, message }],
  )

export function registerCreateBooking(app: Hono, ctx: TrainBookingContext): void {
  const { db, options, payments, catalogue } = ctx
  const trains = options.product.trains
  const holdMs = options.product.timers.trainsCheckoutMs

  app.post('/bookings', async (c) => {
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, createTrainBookingSchema)
    const caller = await ctx.callerOf(c)
    const sent = await ctx.scenarioOf(c)
    const offsetMs = await ctx.railwayOffsetOf(c, sent)
    // Kept on the booking with its controls: its later jobs (the chart) count on the same clock.
    const scenarioText = trainBookingScenarioText(sent, offsetMs)
    const scenario = parseTrainBookingScenario(scenarioText)
    const now = ctx.clock()
    const railNow = new Date(now.getTime() + offsetMs)
    if (scenario.down) throw railDown()
    if (inDowntime(railNow.getTime(), options.product)) throw notAvailableNow(options.product)

    const train = catalogue.trainOf(body.trainNo)
    if (!train)
      throw refuse(
        'trainNo',
        `There is no train ${body.trainNo}. Search again and choose a train from the results.`,
      )
    const boarding = body.boarding ?? body.from
    const times = journeyOf(train, body.from, boarding, body.to, body.journeyDate)
    if (!times)
      throw refuse(
        'from',
        `Train ${train.number} does not run from ${body.from}${boarding !== body.from ? ` (boarding at ${boarding})` : ''} to ${body.to}. Search again for this journey.`,
      )
    if (!runsOn(train, times.runDate))
      throw refuse(
        'journeyDate',
        `Train ${train.number} ${train.name} does not run on ${body.journeyDate} from ${boarding}. Choose another date.`,
      )
    if (!train.classes.includes(body.travelClass))
      throw refuse(
        'travelClass',
        `Train ${train.number} has no ${CLASS_NAMES[body.travelClass]} (${body.travelClass}). Choose one of ${train.classes.join(', ')}.`,
      )
    if (times.departs.getTime() <= railNow.getTime())
      throw refuse(
        'journeyDate',
        `Train ${train.number} has already left ${boarding} on ${body.journeyDate}. Choose a later date.`,
      )
    const lastDay = addDays(istDate(railNow), trains.bookingWindowDays ?? BOOKING_WINDOW_DAYS)
    if (body.journeyDate > lastDay)
      throw refuse(
        'journeyDate',
        `Tickets can be booked at most ${trains.bookingWindowDays} days ahead (until ${lastDay}). Choose an earlier date.`,
      )
    if (railNow.getTime() >= times.originDeparts.getTime() - trains.chartBeforeDepartureMs)
      throw refuse(
        'journeyDate',
        'The chart of this train is prepared: tickets can no longer be booked online for this date.',
        409,
        'CHART_PREPARED',
      )
    if (body.quota === 'TQ') {
      const opens = tatkalOpensAt(times.runDate, body.travelClass, options.product)
      if (railNow.getTime() < opens) {
        const at = AC_CLASSES.includes(body.travelClass) ? trains.tatkalOpensAc : trains.tatkalOpensNonAc
        throw refuse(
          'quota',
          `Tatkal booking for this journey opens at ${at} on ${addDays(times.runDate, -1)}. Book then, or choose General quota.`,
        )
      }
    }
    const problems = passengerListProblems(body.passengers, body.infants, body.berthChoice, {
      travelClass: body.travelClass,
      quota: body.quota,
      catered: train.catering,
      maxPassengers: options.product.limits.trainsMaxPassengers,
    })
    if (!problems.ok) throw passengerRefusal(problems)
    const availability = await railUserAvailability(db, body.railUserId)
    if (!availability.exists) throw refuse('railUserId', trainBookingMessages.railUserUnknown)
    if (!availability.active) throw railUserInactive('railUserId')

    const fare = catalogue.fare({
      train,
      from: body.from,
      to: body.to,
      travelClass: body.travelClass,
      quota: body.quota,
      passengers: body.passengers.map((p) => {
        const concession = effectiveConcession(p)
        return {
          age: p.age,
          gender: p.gender,
          childBerth: p.opt_for_child_berth,
          ...(concession ? { concession } : {}),
        }
      }),
    })
    const journey = {
      trainNo: train.number,
      trainName: train.name,
      from: body.from,
      fromName: catalogue.stationName(body.from) ?? body.from,
      to: body.to,
      toName: catalogue.stationName(body.to) ?? body.to,
      boarding,
      journeyDate: body.journeyDate,
      runDate: times.runDate,
      departureTime: times.departureTime,
      arrivalTime: times.arrivalTime,
      arrivalDate: times.arrivalDate,
      travelClass: body.travelClass,
      quota: body.quota,
    }
    const details = detailsSchema.parse({
      passengers: body.passengers,
      infants: body.infants,
      contact: body.contact,
      berthChoice: body.berthChoice,
      tenancy: body.tenancy,
      returnUrl: body.returnUrl ?? null,
      catered: train.catering,
    })
    const created = await once(
      db,
      'train-booking',
      key,
      fingerprint({ body, user: caller.userId ?? null, scenarioText }),
      createdSchema,
      async (tx) => {
        const made = await createBooking(tx, {
          details,
          fare: {
            fare: {
              lines: fare.lines,
              perPassenger: fare.perPassenger.map((p) => p.total),
              total: fare.total,
            },
            journey,
          },
          railUserId: body.railUserId,
          userId: caller.userId ?? null,
          scenario: scenarioText,
          holdMs,
          now,
        })
        return { bookingId: made.row.id, accessKey: made.accessKey }
      },
    )
    const row =
      (await ensureOrder(db, created.bookingId, payments, now)) ??
      (await loadBooking(db, created.bookingId, { bookingKey: created.accessKey }))
    options.log?.info(
      { bookingId: row.id, trainNo: row.trainNo, status: row.status },
      'train booking created',
    )
    noStore(c)
    return c.json(envelope({ booking: await ctx.view(row, created.accessKey) }), 201)
  })
}

/** The 001 §5 problems as a 400: the first one read out, every one beside its field. */
function passengerRefusal(problems: ReturnType<typeof passengerListProblems>): ApiError {
  const errors: FieldError[] = [
    ...problems.list.map((message) => ({ field: 'passengers', message })),
    ...problems.passengers.flatMap((list: PassengerProblem[], i) =>
      list.map((p) => ({ field: `passengers.${i}.${p.field}`, message: p.message })),
    ),
    ...problems.infants.map((p) => ({
      field: p.field ? `infants.${p.field}` : 'infants',
      message: p.message,
    })),
  ]
  const first =
    errors[0]?.message ??
    'Some details seem to be missing/incorrect in the form above. Please complete it and try again.'
  return validationError(first, errors)
}
