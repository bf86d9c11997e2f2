/**
 * Words the hotel pages share. A place named once (issue 24): "Agonda, Goa" not "Agonda, Goa, Goa" when the city and its state
 * share a name, and no locality, city or state repeated after an address that already has them.
 * Pure and zod-free (the results page's bundle): the pages, the voucher and the results' title use it.
 */
import type { PropertyType, TAX_LABELS } from './search'

/** How each tax reads, the same at checkout, on the booking and on the voucher (issue 24). */
export const TAX_WORDS: Record<(typeof TAX_LABELS)[number], string> = {
  'mandatory tax': 'Taxes (GST)',
  'resort fee': 'Resort fee',
  'mandatory fee': 'Mandatory fee',
  'sales tax': 'Sales tax',
}

/** What /homestays searches (001 §2 Homestays; issue 15); search.ts re-exports it. */
export const HOMESTAY_TYPES = ['Homestay', 'Holiday Home', 'Villa'] as const satisfies readonly PropertyType[]

/** The parts in order, each once (compared without case or surrounding spaces); empties dropped. */
export function placeWords(...parts: Array<string | null | undefined>): string {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const part of parts.flatMap((p) => (p ?? '').split(','))) {
    const t = part.trim()
    if (!t || seen.has(t.toLowerCase())) continue
    seen.add(t.toLowerCase())
    kept.push(t)
  }
  return kept.join(', ')
}

/** A hotel's full address: its street address, then whatever of locality, city, state it lacks. */
export function hotelAddress(hotel: {
  address: string
  locality: { name: string }
  city: { name: string; state: string }
}): string {
  return placeWords(hotel.address, hotel.locality.name, hotel.city.name, hotel.city.state)
}
