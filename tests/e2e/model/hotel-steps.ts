/**
 * Harness steps for the hotel machines' store paths (machines/hotels/bindings.ts): the sandbox
 * scenario of this path's traveller, a stay searched through the services (a real hotel and offer
 * of the bed bank, on a day of the path's own), and waiting for a search's last batch.
 */
import type { AvailabilityAnswer } from '@contracts/hotels/hotel'
import type { ResultsAnswer } from '@contracts/hotels/search'
import { addDays, todayIso } from '~/lib/flights/today'
import { upstreamUrl } from '../auth-support'
import { fillGuests, payAtGateway } from '../hotel-booking-support'
import { expect } from '../fixtures'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

function need(h: Harness, name: string): string {
  const value = h.vars.get(name)
  if (value === undefined) throw new Error(`{${name}} is not set yet: a step before this one must set it`)
  return value
}

/** Arranging looks like another browser: the traveller's scenario (set before the start) is not its. */
const arranger = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.21`

async function upstream<T>(
  h: Harness,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  as: 'traveller' | 'arranger' = 'arranger',
): Promise<T> {
  const res = await h.request.fetch(`${upstreamUrl}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'x-forwarded-for': as === 'traveller' ? need(h, 'address') : arranger() },
  })
  if (res.status() >= 300) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`)
  return (await res.json()) as T
}

const ONE_ROOM = [{ adults_count: 2, children_age: [] }]

export const hotelSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /**
   * The hotel calls this path's traveller (`{address}`) makes from now on run this sandbox scenario
   * (`batches=2;latencyMs=10000`, `availability=soldout`, `priceChange=12`, `confirm=PAID`…; POST
   * /hotels/sandbox/scenario): a call whose page does not carry a scenario in its address follows it,
   * so what the services answer next is decided here, after the calls before it were answered.
   */
  'hotel-scenario': async (h, { scenario = '' }) => {
    await upstream(h, 'POST', '/hotels/sandbox/scenario', { scenario: String(scenario) }, 'traveller')
  },

  /**
   * A stay in Goa for 1 room of 2 adults on days of this path's own (20 to 300 days ahead: a path
   * that books a room must not sell it for a path beside it), searched through the services, and a
   * hotel of it with an offer with rooms left (`payAtHotel`: one that may be paid at the hotel,
   * without a PAN; `noPan`: any without a PAN). Sets `{checkin}`, `{checkout}`, `{searchId}`, `{hotelId}`, `{hotelName}`,
   * `{offerId}`, `{roomIdx}`, `{offerName}` and `{roomName}`.
   */
  'hotel-stay': async (h, { payAtHotel = false, noPan = false }) => {
    const days = 20 + Math.floor(Math.random() * 280)
    const stay = { checkin_date: addDays(todayIso(), days), checkout_date: addDays(todayIso(), days + 2) }
    const search = await upstream<ResultsAnswer>(h, 'POST', '/hotels/search', {
      ...stay,
      rooms: ONE_ROOM,
      location_id: 'goa',
      city_name: 'Goa',
    })
    const q = encodeURIComponent(
      JSON.stringify({ ...stay, rooms: ONE_ROOM, search_id: search.meta.searchId }),
    )
    for (const card of search.hotels.slice(0, 30)) {
      const id = encodeURIComponent(card.hotel_id)
      const answer = await upstream<AvailabilityAnswer>(
        h,
        'GET',
        `/hotels/hotels/${id}?hotel_id=${id}&q=${q}`,
      )
      // The page compares the card's price with the hotel's: a hotel whose price moved since is no use.
      if (answer.price_change) continue
      for (const room of answer.hotel.rooms)
        for (const offer of room.offers) {
          if (offer.available_count < 2) continue
          if ((payAtHotel || noPan) && offer.pan_required) continue
          if (payAtHotel && !offer.pay_at_hotel) continue
          const found = {
            checkin: stay.checkin_date,
            checkout: stay.checkout_date,
            searchId: search.meta.searchId,
            hotelId: card.hotel_id,
            hotelName: answer.hotel.name,
            offerId: offer.offer_id,
            roomIdx: String(room.room_idx),
            offerName: offer.name,
            roomName: room.name || 'Room',
          }
          for (const [name, value] of Object.entries(found)) h.vars.set(name, value)
          return
        }
    }
    throw new Error('hotel-stay: no hotel in Goa has an offer the path needs')
  },

  /**
   * The search on the results page has every batch in, as the services see it: its id is read from
   * the first hotel's link, and the services are asked until the search is complete (its batches fall
   * due by the services' clock, which the page's clock does not move).
   */
  'hotel-search-complete': async (h) => {
    const href = await h.page
      .getByRole('list', { name: 'Hotels' })
      .getByRole('link')
      .first()
      .getAttribute('href')
    const searchId = /search_id=([^&]+)/.exec(href ?? '')?.[1]
    if (!searchId) throw new Error(`hotel-search-complete: no search_id in the first hotel's link (${href})`)
    await expect
      .poll(
        async () =>
          (await upstream<ResultsAnswer>(h, 'GET', `/hotels/search/${decodeURIComponent(searchId)}`)).status,
        { timeout: 30_000, intervals: [500] },
      )
      .toBe('COMPLETED')
  },

  /**
   * A booking of a room of a new stay (`hotel-stay`), made in a second tab of this browser as the
   * traveller makes one: review, Continue, the guests form, then `{pay}` ('Success', 'Failure' or
   * 'Pending (bank confirms later)' on the sandbox gateway's page, or 'at hotel'), the hotel's answer
   * being `{confirm}` (CONFIRMED, PAID, BOOKING_FAILED, BOOKING_FRAUD, PENDING: the booking's
   * sandbox scenario). The tab waits until its confirmation page shows `{shows}` (when set), then
   * closes: the path's own page opens the confirmation of `{bookingId}` with its request held.
   */
  'hotel-booking-made': async (h) => {
    const pay = h.vars.get('pay') ?? 'Success'
    const atHotel = pay === 'at hotel'
    await hotelSteps['hotel-stay']!(h, { payAtHotel: atHotel, noPan: true })
    const scenario = `confirm=${h.vars.get('confirm') ?? 'CONFIRMED'}`
    await upstream(h, 'POST', '/hotels/sandbox/scenario', { scenario }, 'traveller')
    const tab = await h.page.context().newPage()
    try {
      await tab.setExtraHTTPHeaders({ 'x-forwarded-for': need(h, 'address') })
      const review = new URLSearchParams({
        checkin_date: need(h, 'checkin'),
        checkout_date: need(h, 'checkout'),
        hotel_id: need(h, 'hotelId'),
        offer_id: need(h, 'offerId'),
        room_idx: need(h, 'roomIdx'),
        rooms: '2a',
      })
      await tab.goto(`/hotels/booking/review?${review.toString()}`)
      await tab.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(tab.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({
        timeout: 15_000,
      })
      await fillGuests(tab, `model.${Date.now()}@example.com`)
      if (atHotel) {
        await tab.getByLabel(/I accept the terms/).check()
        await tab.getByRole('button', { name: 'Pay at hotel' }).click()
        await expect(tab).toHaveURL(/\/hotels\/confirmation\/hb_[0-9a-f]{32}/, { timeout: 20_000 })
      } else await payAtGateway(tab, pay)
      const bookingId = /\/hotels\/confirmation\/([^/?]+)/.exec(tab.url())?.[1]
      if (!bookingId) throw new Error(`hotel-booking-made: no booking id in ${tab.url()}`)
      const shows = h.vars.get('shows')
      if (shows) await expect(tab.getByText(shows).first()).toBeVisible({ timeout: 30_000 })
      h.vars.set('bookingId', bookingId)
    } finally {
      await tab.close()
    }
  },
}
