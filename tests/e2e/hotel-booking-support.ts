/**
 * The hotel booking story's helpers: a real hotel and offer from the services over HTTP, the review
 * address for it, and the traveller's steps on the guests page and the gateway.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { AvailabilityAnswer, HotelOffer, HotelRoom } from '@contracts/hotels/hotel'
import type { ResultsAnswer } from '@contracts/hotels/search'
import { inDays } from './checkout-support'
import { upstreamUrl } from './auth-support'

export interface RealOffer {
  hotelId: string
  hotelName: string
  room: HotelRoom
  offer: HotelOffer
  stay: { checkin_date: string; checkout_date: string; rooms: string }
}

/**
 * Searches Goa for 1 room of 2 adults `days` ahead and opens hotels until one has an offer that
 * `wanted` accepts with rooms left (the bed bank's own hotels and prices).
 */
export async function findOffer(
  request: APIRequestContext,
  days: number,
  wanted: (offer: HotelOffer) => boolean,
): Promise<RealOffer> {
  const stay = { checkin_date: inDays(days), checkout_date: inDays(days + 2) }
  const rooms = [{ adults_count: 2, children_age: [] }]
  const search = await request.post(`${upstreamUrl}/hotels/search`, {
    data: { ...stay, rooms, location_id: 'goa', city_name: 'Goa' },
  })
  expect(search.ok(), await search.text()).toBe(true)
  const results = (await search.json()) as ResultsAnswer
  for (const card of results.hotels.slice(0, 30)) {
    const q = encodeURIComponent(JSON.stringify({ ...stay, rooms }))
    const res = await request.get(
      `${upstreamUrl}/hotels/hotels/${encodeURIComponent(card.hotel_id)}?hotel_id=${encodeURIComponent(card.hotel_id)}&q=${q}`,
    )
    if (!res.ok()) continue
    const answer = (await res.json()) as AvailabilityAnswer
    for (const room of answer.hotel.rooms)
      for (const offer of room.offers)
        if (offer.available_count > 1 && wanted(offer))
          return {
            hotelId: card.hotel_id,
            hotelName: answer.hotel.name,
            room,
            offer,
            stay: { ...stay, rooms: '2a' },
          }
  }
  throw new Error('No hotel in Goa has an offer the test needs')
}

export function reviewUrl(o: RealOffer, scenario?: string): string {
  const q = new URLSearchParams({
    checkin_date: o.stay.checkin_date,
    checkout_date: o.stay.checkout_date,
    hotel_id: o.hotelId,
    offer_id: o.offer.offer_id,
    room_idx: String(o.room.room_idx),
    rooms: o.stay.rooms,
    ...(scenario ? { scenario } : {}),
  })
  return `/hotels/booking/review?${q.toString()}`
}

/** Review → Continue: the rooms are held and the guests step opens with its timer. */
export async function holdTheRoom(page: Page, o: RealOffer) {
  await page.goto(reviewUrl(o))
  await expect(page.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: o.hotelName })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/booking_id=hb_/)
  await expect(page.getByRole('timer', { name: 'Time left to complete your booking' })).toBeVisible()
}

/** The contact and the lead guest, as typed by Ravi Sharma. */
export async function fillGuests(page: Page, email: string, pan?: string) {
  const contact = page.getByRole('group', { name: 'Contact details' })
  await contact.getByLabel('First name').fill('Ravi')
  await contact.getByLabel('Last name').fill('Sharma')
  await contact.getByLabel('E-mail').fill(email)
  await contact.getByLabel('Mobile number').fill('9876543210')
  const guest = page.getByRole('group', { name: 'Lead guest, room 1' })
  // No title is chosen for the traveller (issue 24).
  await expect(guest.getByLabel('Title')).toHaveValue('')
  await guest.getByLabel('Title').selectOption('Mr')
  await guest.getByLabel('Room 1 guest first name').fill('Ravi')
  await guest.getByLabel('Room 1 guest last name').fill('Sharma')
  if (pan) await page.getByLabel('PAN of the lead guest').fill(pan)
}

/**
 * Pay now, then on the gateway's own page pay by net banking with the outcome given (its label there:
 * 'Success', 'Failure', 'Pending (bank confirms later)', …).
 */
export async function payAtGateway(page: Page, outcome: string) {
  await page.getByLabel(/I accept the terms/).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/payment\/pay\//, { timeout: 20_000 })
  await page.getByLabel('Net Banking').check()
  await page.getByLabel(outcome, { exact: true }).check()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/hotels\/confirmation\/hb_[0-9a-f]{32}/, { timeout: 20_000 })
}
