/**
 * How a booking reads to a traveller once it is made: the total's label by what happened to the
 * payment, flights as a boarding pass names them, and each traveller's seats and meals. Pure and
 * client-safe, shared by the confirmation page, the bookings area and their tests.
 */
import { formatPaise } from '../money'

/** The gateway's side of a booking, as every product's booking reports it. */
export type PaymentState = 'none' | 'awaiting' | 'failed' | 'pending' | 'review' | 'captured' | 'refunded'

/**
 * "Total to pay" only while something is still to be paid: after the money is taken it is what
 * was paid, and on a refunded booking what goes back (issue 24).
 */
export function totalLabel(payment: PaymentState | null | undefined): string {
  switch (payment) {
    case 'captured':
      return 'Total paid'
    case 'refunded':
      return 'Total paid, being refunded'
    case 'pending':
    case 'review':
      return 'Total paid, awaiting confirmation'
    default:
      return 'Total to pay'
  }
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '6E-5300-2026-12-10' → '6E 5300 on 10 Dec 2026', the flight and day a boarding pass shows. */
export function flightWords(flightKey: string): string {
  const m = /^([A-Z0-9]{2})-(\d{1,4})-(\d{4})-(\d{2})-(\d{2})$/.exec(flightKey)
  if (!m) return flightKey
  const [, airline, number, year, month, dayOfMonth] = m
  return `${airline} ${number} on ${Number(dayOfMonth)} ${months[Number(month) - 1] ?? ''} ${year}`
}

interface Extras {
  travellers: { title: string; first_name: string; last_name: string }[]
  seats: { traveller: number; flight_key: string; seat: string }[]
  meals: { traveller: number; flight_key: string; name: string }[]
  baggage?: { traveller: number; flight_key: string; quantity: number; unit: string }[]
}

export interface TravellerExtras {
  name: string
  flight: string
  seat: string | null
  meal: string | null
  baggage: string | null
}

/**
 * One row per traveller and flight that has a seat, a meal or extra baggage: the name, the flight
 * and day, seat number and meal by name, as a boarding pass and the airline's meal list say them.
 */
export function extrasByTraveller(b: Extras): TravellerExtras[] {
  const rows = new Map<string, TravellerExtras>()
  const row = (traveller: number, flightKey: string) => {
    const key = `${traveller}|${flightKey}`
    const found = rows.get(key)
    if (found) return found
    const t = b.travellers[traveller]
    const made: TravellerExtras = {
      name: t ? `${t.title} ${t.first_name} ${t.last_name}` : `Traveller ${traveller + 1}`,
      flight: flightWords(flightKey),
      seat: null,
      meal: null,
      baggage: null,
    }
    rows.set(key, made)
    return made
  }
  for (const s of b.seats) row(s.traveller, s.flight_key).seat = s.seat
  for (const m of b.meals) row(m.traveller, m.flight_key).meal = m.name
  for (const x of b.baggage ?? []) row(x.traveller, x.flight_key).baggage = `${x.quantity} ${x.unit} extra`
  return [...rows.values()]
}

/** How far a refund has gone, in every product's terms (the flights' four states; a train's two map onto them). */
export type RefundState = 'requested' | 'initiated' | 'processed' | 'failed'

/**
 * The refund of a paid booking that did not go through, in one line under 000 §8's message: how
 * much, where to and how far it has gone (issue 24: the state, not a second message beside the first).
 */
export function refundStateWords(refund: {
  amount: number
  destination: 'source' | 'wallet'
  status: RefundState
}): string {
  const to = refund.destination === 'wallet' ? 'your wallet' : 'your original payment method'
  const state = {
    requested: 'being processed',
    initiated: 'sent to your bank, being processed',
    processed: 'processed',
    failed: 'could not be made. Our customer care will contact you (6AM - 11:59PM)',
  }[refund.status]
  return `Refund of ${formatPaise(refund.amount)} to ${to}: ${state}.`
}
