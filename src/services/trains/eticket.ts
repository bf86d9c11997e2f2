/**
 * The train e-ticket (ERS): a real PDF (pdf-lib, the store's page writer) — PNR, Trip Id, the train,
 * the journey from boarding to destination with times, class and quota, every passenger with the
 * place as booked and as it is now, the fare lines and the railway's rules a traveller needs on
 * board (docs/decisions/0137).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { TrainBooking } from '@contracts/trains/booking'
import { CLASS_NAMES, QUOTA_NAMES } from '@contracts/trains/codes'
import { inr, Writer } from '../documents/pdf-writer'

export async function renderTrainTicket(b: TrainBooking, productName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Train e-ticket PNR ${b.pnr ?? ''} (${b.tripId})`)
  doc.setAuthor(productName)
  doc.setSubject(`Electronic reservation slip, Trip Id ${b.tripId}`)
  doc.setCreationDate(new Date(b.createdAt))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const j = b.journey
  const w = new Writer(
    doc,
    font,
    bold,
    `${productName} train e-ticket · PNR ${b.pnr ?? '-'} · Trip Id ${b.tripId} · Carry an original photo ID on board.`,
  )
  w.line('Electronic Reservation Slip (ERS)', { size: 20, bold: true, gap: 8 })
  w.line(`PNR ${b.pnr ?? 'not booked'}`, { size: 14, bold: true })
  w.line(`Trip Id ${b.tripId}`, { gap: 2 })
  w.line(`Booked on ${b.createdAt.slice(0, 10)} with railway user id ${b.railUserId}`, { gap: 2 })
  w.space()

  w.line('Journey', { size: 14, bold: true, gap: 6 })
  w.rule()
  w.line(`${j.trainNo} ${j.trainName}`, { bold: true })
  w.line(`From ${j.fromName} (${j.from}) to ${j.toName} (${j.to})`)
  if (j.boarding !== j.from) w.line(`Boarding at ${j.boarding}`)
  w.line(`Departs ${j.journeyDate} ${j.departureTime}; arrives ${j.arrivalDate} ${j.arrivalTime}`)
  w.line(`${CLASS_NAMES[j.travelClass]} (${j.travelClass}), ${QUOTA_NAMES[j.quota]} quota`)
  w.space()

  w.line('Passengers', { size: 14, bold: true, gap: 6 })
  w.rule()
  for (const p of b.passengers)
    w.line(
      `${p.serial}. ${p.name}, ${p.age} ${p.gender}: booked ${p.booked?.text ?? '-'}, now ${p.current?.text ?? '-'}`,
    )
  for (const i of b.infants) w.line(`Infant: ${i.title} ${i.name}, ${i.age} (no berth)`, { size: 9 })
  w.space()

  w.line('Fare', { size: 14, bold: true, gap: 6 })
  for (const line of b.fare.lines) w.pair(line.label, inr(line.amount))
  w.rule()
  w.pair('Total paid', inr(b.fare.total), true)
  w.space()
  w.line('On board', { size: 12, bold: true, gap: 4 })
  for (const note of [
    'Each passenger carries an original photo identity card; one of the booked passengers shows it with this slip.',
    'A waitlisted e-ticket still waitlisted when the chart is prepared is cancelled and refunded; it does not allow travel.',
    'RAC passengers share a side-lower berth until one is confirmed.',
    'After the chart, a refund is claimed by filing a TDR from the booking page.',
  ])
    w.line(`- ${note}`, { size: 9 })
  return doc.save()
}
