/**
 * The booking service's jobs: ticketing after capture (retried while the airline has not
 * confirmed), refunds, and the confirmation e-mail. Registered with the services' job worker
 * (src/services/app.ts upstreamJobs).
 */
import { eq } from 'drizzle-orm'
import { offerSchema } from '@contracts/checkout/booking'
import type { Database } from '../db/client'
import { flightBookings } from '../db/schema'
import { RetryLater, payloadField, type JobHandlers } from '../jobs/queue'
import type { MessageSender } from '../messaging/sender'
import { bookingView, detailsSchema, outcomeSchema, type CheckoutConfig } from './bookings'
import { renderETicket } from './eticket'
import type { Tx } from '../commerce/idempotency'
import type { PaymentGateway } from '@contracts/payments/merchant'
import type { Enqueue } from '../jobs/queue'
import { refundPayment, ticketBooking } from './ticketing'
import { initiateRefund } from '../commerce/refunds'
import { commitTenders, type TenderProviders } from '../commerce/tenders'
import { releaseWallet } from './wallet'

export interface CheckoutJobDeps {
  gateway: PaymentGateway
  enqueue: Enqueue
  config: CheckoutConfig
  sender: MessageSender
  productName: string
  /** The promo's use: confirmed when ticketed, given back when refunded. */
  promos?: {
    confirm: (tx: Tx, bookingId: string) => Promise<unknown>
    release: (tx: Tx, bookingId: string) => Promise<unknown>
  }
  /** The tenders (the wallet part) of a booking: final once ticketed, given back when refunded whole. */
  tenders?: TenderProviders
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' ? v : 0)

export function checkoutJobs(db: Database, deps: CheckoutJobDeps): JobHandlers {
  const onTicketed = async (tx: Tx, bookingId: string) => {
    await deps.promos?.confirm(tx, bookingId)
    if (deps.tenders) await commitTenders(tx, deps.tenders, 'flights', bookingId, new Date())
    await deps.enqueue(tx, {
      kind: 'checkout.confirmation-email',
      payload: { bookingId },
      dedupeKey: `email:${bookingId}`,
    })
  }
  const onRefunded = async (tx: Tx, bookingId: string) => {
    await deps.promos?.release(tx, bookingId)
    await releaseWallet(tx, bookingId, deps.tenders)
  }
  return {
    'checkout.ticketing': async (payload, ctx) => {
      const result = await ticketBooking(
        db,
        {
          bookingId: str(payloadField(payload, 'bookingId')),
          sandboxOutcome: str(payloadField(payload, 'sandboxOutcome')) || null,
          paidAt: str(payloadField(payload, 'paidAt')),
        },
        { ...deps, onTicketed, onRefunded },
        ctx.now,
      )
      if ('retryInMs' in result) throw new RetryLater(result.retryInMs, 'the airline has not confirmed yet')
    },
    'checkout.refund': async (payload, ctx) => {
      await refundPayment(
        db,
        {
          bookingId: str(payloadField(payload, 'bookingId')),
          paymentId: str(payloadField(payload, 'paymentId')),
          amount: num(payloadField(payload, 'amount')),
          reason: str(payloadField(payload, 'reason')),
        },
        deps,
        ctx.now,
      )
    },
    'checkout.refund-initiate': async (payload, ctx) => {
      await initiateRefund(
        db,
        str(payloadField(payload, 'refundId')),
        deps.gateway,
        ctx.now,
        ctx.attempt >= ctx.maxAttempts,
      )
    },
    'checkout.confirmation-email': async (payload) => {
      const [row] = await db
        .select()
        .from(flightBookings)
        .where(eq(flightBookings.id, str(payloadField(payload, 'bookingId'))))
      if (!row) return
      const details = detailsSchema.parse(row.details)
      const outcome = outcomeSchema.parse(row.outcome)
      const offer = offerSchema.parse(row.offer)
      if (!details.contact) return
      const flights = offer.flights
        .map(
          (f) =>
            `${f.airlinesNames.join(', ')} ${f.origin.airport_code} → ${f.destination.airport_code}, ${f.departureDateTime.slice(0, 16).replace('T', ' ')}`,
        )
        .join('\n')
      const pnrs = [...new Set(outcome.tickets.map((t) => t.pnr))].join(', ')
      const people = details.travellers.map((t) => `${t.title} ${t.first_name} ${t.last_name}`).join('\n')
      const eTicket = await renderETicket(bookingView(row, deps.config), deps.productName)
      await deps.sender.send({
        channel: 'email',
        to: details.contact.email,
        subject: `Your booking is confirmed: Trip Id ${row.tripId} (PNR ${pnrs})`,
        body: `Your ${deps.productName} flight booking is confirmed.\n\nTrip Id: ${row.tripId}\nPNR: ${pnrs}\n\n${flights}\n\nTravellers:\n${people}\n\nTotal paid: ₹${(row.total / 100).toFixed(2)}\n\nYour e-ticket is attached (PDF); it can also be downloaded from the booking page: /flights/booking/confirmation/${row.tripId}`,
        attachments: [
          { filename: `e-ticket-${row.tripId}.pdf`, contentType: 'application/pdf', content: eTicket },
        ],
      })
    },
  }
}
