import { activeLegs, type SearchFormValues } from '@machines/flights/search-form.rules'
import type { LastSearch } from '~/lib/flights/last-searches'

const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/** Chip text for a search: 'Delhi (DEL) → Mumbai (BOM)', '12 Dec · 2 travellers · Economy'. */
export function describeSearch(v: SearchFormValues): { title: string; detail: string } {
  const legs = activeLegs(v)
  const places = [legs[0]?.origin?.label ?? '', ...legs.map((l) => l.destination?.label ?? '')]
  const arrow = v.tripType === 'roundtrip' ? ' ⇄ ' : ' → '
  const travellers = v.adults + v.children + v.infants
  const dates = [legs[0]?.date, v.tripType === 'roundtrip' ? v.returnDate : null]
    .filter((d): d is string => Boolean(d))
    .map(dateLabel)
    .join(' – ')
  return {
    title: places.join(arrow),
    detail: `${dates} · ${travellers} traveller${travellers === 1 ? '' : 's'}`,
  }
}

/** 'Recent searches' chips: choosing one fills the form with it (dates checked again). */
export function RecentSearches({
  entries,
  onChoose,
}: {
  entries: LastSearch[]
  onChoose: (e: LastSearch) => void
}) {
  if (!entries.length) return null
  return (
    <section className="recent" aria-labelledby="recent-searches-title">
      <h3 id="recent-searches-title">Recent searches</h3>
      <ul>
        {entries.map((e) => (
          <li key={`${e.searchType}-${e.searchedAt}`}>
            <button type="button" className="chip" onClick={() => onChoose(e)}>
              <span>{e.title}</span> <span className="hint">{e.detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
