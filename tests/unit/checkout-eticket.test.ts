// The e-ticket PDF: every traveller, ticket number and flight is in the file, over as many pages
// as it takes; names outside Windows-1252 still print.
import { describe, expect, it } from 'vitest'
import type { Booking } from '@contracts/checkout/booking'
import { sampleBooking, sampleOffer } from '@machines/checkout/samples'
import { sampleFlight } from '@machines/flights/samples'
import { renderETicket } from '~/services/checkout/eticket'
import { legsOf } from '~/services/checkout/seats'
import { pdfPages, pdfText } from '../support/pdf-text'

function bigBooking(): Booking {
  const flights = Array.from({ length: 6 }, (_, i) =>
    sampleFlight({
      travel_plan_id: `TP-${i}`,
      departureDateTime: `2026-12-0${i + 1}T06:00:00+05:30`,
      arrivalDateTime: `2026-12-0${i + 1}T08:10:00+05:30`,
    }),
  )
  const offer = {
    ...sampleOffer('CONFIRMED'),
    search_type: 'multicity' as const,
    flights,
    passengers: { adult: 9, child: 0, infant: 0 },
  }
  const travellers = Array.from({ length: 9 }, (_, i) => ({
    type: 'ADULT' as const,
    title: 'Mr' as const,
    first_name: `Traveller${String.fromCharCode(65 + i)}`,
    last_name: i === 8 ? 'Gaëtan' : 'Sharma',
    gender: 'male' as const,
    senior_citizen: false,
    insurance: false,
  }))
  const base = { ...sampleBooking('TICKETED'), offer, passengers: offer.passengers, travellers }
  const tickets = legsOf(offer).map(({ key }, j) => ({
    flight_key: key,
    pnr: `PNR00${j}`,
    ticket_numbers: travellers.map((_, i) => `312-00000${j}${i}000`),
  }))
  return {
    ...base,
    tickets,
    lines: [{ kind: 'base', label: 'Base fare', amount: 4_050_000 }],
    total: 4_050_000,
  }
}

describe('e-ticket PDF', () => {
  it('holds every traveller, ticket number and PNR of a 9-traveller, 6-flight trip, on several pages', async () => {
    const booking = bigBooking()
    const bytes = await renderETicket(booking, 'Safarnama')
    const text = pdfText(bytes)
    expect(text).toContain('Trip Id SF1234567890')
    for (const t of booking.tickets) {
      expect(text).toContain(`PNR ${t.pnr}`)
      for (const n of t.ticket_numbers) expect(text).toContain(n)
    }
    for (const t of booking.travellers) expect(text).toContain(t.first_name)
    expect(text).toContain('Gaetan')
    expect(text).toContain('Total paid')
    expect(text).toContain('INR 40,500.00')
    expect(await pdfPages(bytes)).toBeGreaterThan(1)
  })

  it("shows a traveller's extra baggage on top of the fare's check-in allowance, per flight", async () => {
    const booking = bigBooking()
    const [first] = legsOf(booking.offer)
    const checkIn = booking.offer.flights[0]?.baggage.check_in_kg ?? 0
    const withExtra: Booking = {
      ...booking,
      baggage: [
        { traveller: 0, flight_key: first!.key, code: 'XBAG15', quantity: 15, unit: 'kg', price: 540_000 },
      ],
    }
    const text = pdfText(await renderETicket(withExtra, 'Safarnama'))
    const leg = first!.leg
    expect(text).toContain(
      `${leg.airline_code} ${leg.flight_number} ${leg.origin.airport_code}-${leg.destination.airport_code}: ticket ${booking.tickets[0]?.ticket_numbers[0]}, baggage: ${checkIn} kg check-in + 15 kg extra`,
    )
    // Only the traveller and flight that bought it.
    expect(text.match(/kg extra/g)).toHaveLength(1)
  })
})
