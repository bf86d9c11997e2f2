/**
 * The bookings area's addresses that are not pages: the e-ticket download (a PDF streamed from the
 * bookings service for whoever may read the trip) and the `/mygoomo` redirects (docs/decisions/0089).
 */
import { bookingsMessages } from '@contracts/bookings/trips'
import * as client from './client.server'
import { pdfDownload } from '../platform/pdf-download'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function eTicket(tripId: string): Promise<Response> {
  if (!/^SF\d{10}$/.test(tripId)) return plain(404, bookingsMessages.notFound)
  const answer = await client.eTicket(tripId)
  if (answer.status === 404) return plain(404, bookingsMessages.notFound)
  if (!answer.ok || !answer.body) {
    // The service names what is not ready yet (a flight's e-ticket, a hotel's voucher).
    const said: unknown = await answer.json().catch(() => null)
    const message = said && typeof said === 'object' ? Reflect.get(said, 'statusMessage') : undefined
    return plain(
      409,
      typeof message === 'string'
        ? message
        : 'The e-ticket is ready once the airline has confirmed the booking.',
    )
  }
  // The service names the file: e-ticket-… for a flight, hotel-voucher-… for a hotel.
  const named = /filename="([\w.-]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1]
  return pdfDownload(answer.body, named ?? `e-ticket-${tripId}.pdf`)
}

/** Where a `/mygoomo` address lives in this store: the same place under /account, else /account. */
export function mygoomoTarget(url: string): string {
  const { pathname, search } = new URL(url, 'http://store.invalid')
  const rest = pathname.replace(/^\/mygoomo\/?/, '').replace(/\/+$/, '')
  const known = /^(bookings(\/SF\d{10})?|profile|gst|travellers|wallet)$/
  return `/account${known.test(rest) ? `/${rest}` : ''}${search}`
}

export function mygoomoRedirect(request: Request): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: mygoomoTarget(request.url), 'Cache-Control': 'public, max-age=3600' },
  })
}
