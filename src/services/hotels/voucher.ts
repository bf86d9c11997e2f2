/**
 * The hotel voucher: a real PDF (pdf-lib, the e-ticket's page writer) a guest shows at check-in —
 * booking id, Trip Id, the hotel and its address, the stay with check-in and check-out times, the
 * room and meal, the lead guests and guests per room, the price with its taxes, the cancellation
 * policy (docs/decisions/0107).
 */
import { TAX_WORDS, hotelAddress } from '@contracts/hotels/words'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { HotelBooking } from '@contracts/hotels/booking'
import {
  freeCancellationWords,
  hotelStatusWords,
  mealWords,
  roomGuestWords,
  stayWords,
} from '@contracts/bookings/hotel-words'
import { inr, Writer } from '../documents/pdf-writer'
import { guestNames } from './trip-view'

export async function renderHotelVoucher(b: HotelBooking, productName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Hotel voucher ${b.trip_id}`)
  doc.setAuthor(productName)
  doc.setSubject(`Hotel voucher, Trip Id ${b.trip_id}`)
  doc.setCreationDate(new Date(b.created_at))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const w = new Writer(
    doc,
    font,
    bold,
    `${productName} hotel voucher · Trip Id ${b.trip_id} · Show it with a government photo ID at check-in.`,
  )
  const stay = stayWords(b)

  w.line(`${productName} hotel voucher`, { size: 20, bold: true, gap: 8 })
  w.line(`Trip Id ${b.trip_id}`, { size: 13, bold: true })
  w.line(`Booking id ${b.booking_id}`, { gap: 2 })
  w.line(`Status: ${hotelStatusWords[b.status]}`, { gap: 2 })
  w.line(`Booked on ${b.created_at.slice(0, 10)}`, { gap: 2 })
  if (b.contact_details)
    w.line(
      `Contact: ${b.contact_details.email}, +${b.contact_details.country_code} ${b.contact_details.phone}`,
      { gap: 2 },
    )
  w.space()

  w.line('Hotel', { size: 14, bold: true, gap: 6 })
  w.rule()
  w.line(`${b.hotel.name} (${'*'.repeat(b.hotel.star_rating) || 'unrated'})`, { bold: true })
  w.line(hotelAddress(b.hotel))
  w.space()

  w.line('Stay', { size: 14, bold: true, gap: 6 })
  w.rule()
  w.line(stay.checkin)
  w.line(stay.checkout)
  w.line(`${stay.nights}, ${stay.rooms}: ${b.room.name} (${b.room.offer_name}), ${mealWords[b.room.meal]}`)
  for (const words of roomGuestWords(b.stay.rooms)) w.line(words, { x: 52 })
  w.space()

  w.line('Guests', { size: 14, bold: true, gap: 6 })
  w.rule()
  const names = guestNames(b)
  names.forEach((name, i) => w.line(`Room ${i + 1}: ${name}`))
  if (!names.length) w.line('Lead guests as given at the hotel.')
  if (b.special_requests) w.line(`Special requests: ${b.special_requests}`, { size: 9 })
  w.space()

  w.line('Price', { size: 14, bold: true, gap: 6 })
  w.pair(`Room charges (${stay.nights})`, inr(b.price.base))
  for (const t of b.price.taxes) w.pair(TAX_WORDS[t.label], inr(t.amount))
  if (b.price.discount > 0) w.pair(`Promo ${b.promo?.code ?? ''}`.trim(), inr(-b.price.discount))
  w.rule()
  w.pair(b.pay_at_hotel ? 'To pay at the hotel' : 'Total paid', inr(b.price.total), true)
  w.space()

  w.line('Cancellation policy', { size: 12, bold: true, gap: 4 })
  w.line(freeCancellationWords(b), { size: 9 })
  w.line(b.cancellation_policy.text, { size: 9 })
  w.space()
  w.line('At the hotel', { size: 12, bold: true, gap: 4 })
  for (const note of [
    `Check-in from ${b.hotel.checkin_time}; check-out by ${b.hotel.checkout_time}.`,
    'Every adult shows a government photo ID at check-in; the hotel may refuse entry without one.',
    'Extras (minibar, room service, late check-out) are paid at the hotel.',
  ])
    w.line(`- ${note}`, { size: 9 })
  return doc.save()
}
