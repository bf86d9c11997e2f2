/**
 * The e-ticket: a real PDF (pdf-lib) of a ticketed booking — Trip Id, PNRs, travellers with their
 * ticket numbers, seats, meals and extra baggage, each flight with terminals, local times and baggage, and the fare
 * breakdown with GST. Standard fonts: amounts read "INR 4,409.00" (Helvetica has no rupee sign) and
 * text outside Windows-1252 is transliterated, so any name prints.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Booking } from '@contracts/checkout/booking'
import type { FlightLeg } from '@contracts/flights/schemas'
import { legsOf } from './seats'
import { inr, Writer } from '../documents/pdf-writer'

/** Major Indian airports' terminals by airline (sandbox); T1 elsewhere. */
const terminals: Record<string, Record<string, string>> = {
  DEL: { '6E': 'T1', SG: 'T1', AI: 'T3', UK: 'T3', IX: 'T1', QP: 'T1', default: 'T3' },
  BOM: { '6E': 'T1', SG: 'T1', QP: 'T1', default: 'T2' },
  BLR: { '6E': 'T1', AI: 'T2', IX: 'T2', default: 'T1' },
  MAA: { default: 'T1' },
  HYD: { default: 'T1' },
}
export const terminalOf = (airport: string, airline: string) =>
  terminals[airport]?.[airline] ?? terminals[airport]?.default ?? 'T1'

const localTime = (iso: string) => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  const day = d.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${iso.slice(11, 16)}, ${day}`
}

/** The fare's baggage allowance on the leg (from the result it belongs to). */
const allowanceOf = (booking: Booking, leg: FlightLeg) =>
  booking.offer.flights.find((f) => [f, f.return_journey].some((j) => j?.flights.includes(leg)))?.baggage

/** A traveller's extra piece on a flight, on top of the fare's check-in: '15 kg check-in + 15 kg extra'. */
function extraBaggageWords(booking: Booking, leg: FlightLeg, traveller: number, key: string): string {
  const extra = booking.baggage.find((b) => b.traveller === traveller && b.flight_key === key)
  if (!extra) return ''
  const checkIn = allowanceOf(booking, leg)?.check_in_kg ?? 0
  return `, baggage: ${checkIn > 0 ? `${checkIn} kg check-in + ` : ''}${extra.quantity} ${extra.unit} extra`
}

const duration = (m: number) => `${Math.floor(m / 60)}h ${m % 60}m`

export async function renderETicket(booking: Booking, productName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`E-ticket ${booking.trip_id}`)
  doc.setAuthor(productName)
  doc.setSubject(`Flight e-ticket, Trip Id ${booking.trip_id}`)
  doc.setCreationDate(new Date(booking.created_at))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const w = new Writer(
    doc,
    font,
    bold,
    `${productName} e-ticket · Trip Id ${booking.trip_id} · Carry a government photo ID to the airport.`,
  )

  w.line(`${productName} e-ticket`, { size: 20, bold: true, gap: 8 })
  w.line(`Trip Id ${booking.trip_id}`, { size: 13, bold: true })
  w.line(`Status: ${booking.status === 'TICKETED' ? 'Confirmed' : booking.status}`, { gap: 2 })
  w.line(`Booked on ${booking.created_at.slice(0, 10)}`, { gap: 2 })
  if (booking.contact)
    w.line(
      `Contact: ${booking.contact.email}, +${booking.contact.country_code} ${booking.contact.phone_number}`,
      { gap: 2 },
    )
  if (booking.gst) w.line(`GST: ${booking.gst.gst_number}, ${booking.gst.company_name}`, { gap: 2 })
  w.space()

  const pnrByKey = new Map(booking.tickets.map((t) => [t.flight_key, t]))
  const legs = legsOf(booking.offer)
  w.line('Flights', { size: 14, bold: true, gap: 6 })
  for (const { key, leg } of legs) {
    const ticket = pnrByKey.get(key)
    const baggage = allowanceOf(booking, leg)
    w.rule()
    w.line(
      `${leg.airline_name} ${leg.airline_code} ${leg.flight_number}${leg.aircraft ? ` · ${leg.aircraft}` : ''}    PNR ${ticket?.pnr ?? '-'}`,
      { bold: true },
    )
    w.line(
      `Departs ${leg.origin.airport_code} ${leg.origin.city_name} (${leg.origin.airport_name}), Terminal ${terminalOf(leg.origin.airport_code, leg.airline_code)}: ${localTime(leg.departure_datetime)}`,
    )
    w.line(
      `Arrives ${leg.destination.airport_code} ${leg.destination.city_name} (${leg.destination.airport_name}), Terminal ${terminalOf(leg.destination.airport_code, leg.airline_code)}: ${localTime(leg.arrival_datetime)}`,
    )
    w.line(
      `Duration ${duration(leg.travel_duration_in_minutes)} · Baggage per traveller: cabin ${baggage?.cabin_kg ?? 7} kg, ${baggage && baggage.check_in_kg > 0 ? `check-in ${baggage.check_in_kg} kg` : 'no check-in baggage'}`,
      { color: [0.3, 0.3, 0.3] },
    )
  }
  w.space()
  w.line('Travellers', { size: 14, bold: true, gap: 6 })
  booking.travellers.forEach((t, i) => {
    w.rule()
    w.line(`${i + 1}. ${t.title} ${t.first_name} ${t.last_name} (${t.type.toLowerCase()})`, { bold: true })
    for (const { key, leg } of legs) {
      const ticket = pnrByKey.get(key)?.ticket_numbers[i] ?? '-'
      const seat = booking.seats.find((s) => s.traveller === i && s.flight_key === key)?.seat
      const meal = booking.meals.find((m) => m.traveller === i && m.flight_key === key)?.name
      w.line(
        `${leg.airline_code} ${leg.flight_number} ${leg.origin.airport_code}-${leg.destination.airport_code}: ticket ${ticket}${seat ? `, seat ${seat}` : ''}${meal ? `, meal: ${meal}` : ''}${extraBaggageWords(booking, leg, i, key)}`,
        { x: 52 },
      )
    }
  })
  w.space()
  w.line('Fare', { size: 14, bold: true, gap: 6 })
  for (const l of booking.lines) w.pair(l.label, inr(l.amount))
  w.rule()
  w.pair('Total paid', inr(booking.total), true)
  w.line('Taxes include GST at 5% on the air fare; GST invoices are issued by the airline.', {
    size: 8,
    color: [0.35, 0.35, 0.35],
  })
  w.space()
  w.line('Before you fly', { size: 12, bold: true, gap: 4 })
  for (const note of [
    'Check-in closes 45 minutes before a domestic and 60 minutes before an international departure.',
    'Carry this e-ticket and a government photo ID (passport for international flights).',
    'Seats, meals and extra baggage are as chosen at booking; the airline may change seats and meals for operational reasons.',
  ])
    w.line(`- ${note}`, { size: 9 })
  return doc.save()
}
