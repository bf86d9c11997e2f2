/**
 * The gateway's return from a train payment (issue 16): the train service learns the payment from
 * the gateway's webhook (POST /trains/payment_callbacks), so the return only needs the booking. The
 * return address is fixed when the booking is created (before its id is known), so the booking is
 * this browser's newest train booking: /trains/confirmation/{id}?status= follows it. Without one,
 * the PNR page says the booking is not in this browser.
 */
import { readSession } from '../session/session.server'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

const STATUS = /^[a-z_]{1,20}$/

export function trainPaymentReturn(request: Request): Response {
  const status = new URL(request.url).searchParams.get('status') ?? ''
  const newest = readSession()?.trainBookings?.[0]
  if (!newest) return see('/trains/pnr?status=invalid')
  const to = `/trains/confirmation/${encodeURIComponent(newest.id)}`
  return see(STATUS.test(status) ? `${to}?status=${status}` : to)
}
