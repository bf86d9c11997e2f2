/**
 * The two addresses of the checkout that are not pages: the payment gateway's return (the browser
 * comes back with the payment's ids and signature; the booking service verifies them) and the
 * e-ticket download (a PDF streamed from the booking service). Both find the booking in this
 * browser's session, or among the signed-in user's bookings.
 */
import { checkoutMessages } from '@contracts/checkout/messages'
import * as client from './client.server'
import { readSession } from '../session/session.server'
import { pdfDownload } from '../platform/pdf-download'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

export async function paymentReturn(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const query: Record<string, string> = {}
  for (const [k, v] of url.searchParams) if (k.length <= 40 && v.length <= 300) query[k] = v
  const orderId = query.order_id
  const ref = readSession()?.checkouts?.[0]
  if (!ref || !orderId) return see('/flights/booking/payment?status=invalid')
  try {
    const booking = await client.paymentReturned(ref, query)
    return see(`/flights/booking/confirmation/${booking.trip_id}`)
  } catch {
    // A return the service refused (a bad signature, another order): the payment step says so.
    return see('/flights/booking/payment?status=invalid')
  }
}

async function refOfTrip(tripId: string): Promise<client.BookingRef | undefined> {
  const own = readSession()?.checkouts?.find((c) => c.tripId === tripId)
  if (own) return own
  return undefined
}

export async function eTicket(tripId: string): Promise<Response> {
  const notFound = () =>
    new Response(
      'We could not find this booking. Check the Trip Id, or sign in with the account that booked it.',
      {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      },
    )
  if (!/^SF\d{10}$/.test(tripId)) return notFound()
  const ref = await refOfTrip(tripId)
  if (!ref) return notFound()
  const answer = await client.downloadETicket(ref)
  if (answer.status === 404) return notFound()
  if (!answer.ok || !answer.body)
    return new Response(checkoutMessages.notConfirmedYet, {
      status: 409,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return pdfDownload(answer.body, `e-ticket-${tripId}.pdf`)
}
