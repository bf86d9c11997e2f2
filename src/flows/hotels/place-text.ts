/**
 * The hotel form sent as a plain GET before the app has started (docs/decisions/0121): the place
 * comes as the text typed (`place=Goa`), without the id a pick from the list gives. The results
 * route resolves it to the best place the places call answers, the way a pick would: an exact
 * name first (a city before an area before a hotel), else the first choice.
 */
import type { HotelPlace } from '@contracts/hotels/search-params'
import { placeChoices, PLACE_MIN_CHARS } from '@machines/hotels/search-form.rules'
import { fetchHotelPlaces } from '~/server/hotels/search.functions'

export async function placeFromText(text: string): Promise<HotelPlace | null> {
  const q = text.trim()
  if (q.length < PLACE_MIN_CHARS) return null
  // A typed name may carry the list's words ('Goa, city'): the name is before the comma.
  const name = q.split(',')[0]?.trim().toLowerCase() ?? ''
  try {
    const choices = placeChoices(
      await fetchHotelPlaces({ data: { q: name.length >= PLACE_MIN_CHARS ? name : q } }),
    )
    return choices.find((c) => c.name.toLowerCase() === name) ?? choices[0] ?? null
  } catch {
    return null
  }
}
