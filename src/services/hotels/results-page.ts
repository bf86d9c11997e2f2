/**
 * A results page of a hotel search for a query (001 §3 "Hotel results"; docs/decisions/0098, 0120):
 * filters, sort, facets, price ranges and paging over the search's arrived cards (./search.ts).
 */
import { SMART_FILTERS, type Facets, type ResultsAnswer, type ResultsQuery } from '@contracts/hotels/search'
import { daysBetween } from '~/services/platform/time'
import type { RoomsLeft } from './inventory'
import { arrivedBatches, bookableEntries, cardOf, entriesOf, whereOf, type Entry } from './search'
import type { StoredHotelSearch } from './store'
import { AMENITIES } from './supplier'

const rupees = (range: readonly number[] | undefined) =>
  range && range.length === 2 ? { min: (range[0] ?? 0) * 100, max: (range[1] ?? 0) * 100 } : undefined

/**
 * The filter groups of a query, each a test of one entry. Facet counts of a group are taken under
 * every other group's filter (docs/decisions/0120): a traveller who ticked 4 stars sees how many
 * 4-star hotels have a pool, and the star counts still offer 3 and 5 stars beside 4.
 */
type Group = 'hotel' | 'stars' | 'rating' | 'type' | 'location' | 'price' | 'amenities' | 'smart'
type Test = (e: Entry) => boolean

function groupsOf(query: ResultsQuery): Array<[Group, Test]> {
  const groups: Array<[Group, Test]> = []
  const hotelId = query.filter_hotel_id
  if (hotelId !== undefined) groups.push(['hotel', (e) => e.info.hotel_id === hotelId])
  if (query.star_rating?.length) {
    const stars = new Set(query.star_rating)
    groups.push(['stars', (e) => stars.has(e.info.star_rating)])
  }
  if (query.ta_rating?.length) {
    const minRating = Math.min(...query.ta_rating)
    groups.push(['rating', (e) => (e.info.ta_rating ?? -1) >= minRating])
  }
  if (query.property_type?.length) {
    const types = new Set<string>(query.property_type)
    groups.push(['type', (e) => types.has(e.info.property_type)])
  }
  if (query.location?.length) {
    const places = new Set(query.location)
    groups.push(['location', (e) => places.has(e.info.locality.id)])
  }
  const perNight = rupees(query.price_per_night)
  const total = rupees(query.total_price)
  if (perNight || total)
    groups.push([
      'price',
      (e) =>
        (!perNight || (e.price.per_night >= perNight.min && e.price.per_night <= perNight.max)) &&
        (!total || (e.price.total >= total.min && e.price.total <= total.max)),
    ])
  const amenities = query.amenities ?? []
  if (amenities.length)
    groups.push(['amenities', (e) => amenities.every((a) => e.hotel.amenities.some((h) => h === a))])
  const smart = query.smart_filters ?? []
  if (smart.length) groups.push(['smart', (e) => smart.every((s) => e.info.smart_filters.includes(s))])
  return groups
}

/** The entries every group keeps but `except` (all groups when none is left out). */
function keptBy(entries: readonly Entry[], groups: Array<[Group, Test]>, except?: Group): Entry[] {
  const tests = groups.filter(([g]) => g !== except).map(([, t]) => t)
  return tests.length ? entries.filter((e) => tests.every((t) => t(e))) : [...entries]
}

function sorted(entries: Entry[], query: ResultsQuery, hbo: string | null): Entry[] {
  const byPrice = (a: Entry, b: Entry) => a.price.per_night - b.price.per_night
  switch (query.sort) {
    case 'price,asc':
      return [...entries].sort((a, b) => byPrice(a, b) || b.rank - a.rank)
    case 'price,desc':
      return [...entries].sort((a, b) => byPrice(b, a) || b.rank - a.rank)
    case 'rating,desc':
      return [...entries].sort((a, b) => b.rating - a.rating || b.rank - a.rank)
    case 'stars,desc':
      return [...entries].sort((a, b) => b.info.star_rating - a.info.star_rating || b.rank - a.rank)
    case undefined: {
      // Recommended order (already the entries' order), the hotel booked or opened first.
      const first = hbo ? entries.find((e) => e.hotel.id === hbo) : undefined
      return first ? [first, ...entries.filter((e) => e !== first)] : entries
    }
  }
}

function countBy<K>(entries: readonly Entry[], keys: (e: Entry) => readonly K[]): Map<K, number> {
  const counts = new Map<K, number>()
  for (const e of entries) for (const k of keys(e)) counts.set(k, (counts.get(k) ?? 0) + 1)
  return counts
}

/**
 * The facets of the arrived hotels under the query's filters. A group whose choices add up (stars,
 * guest rating, property type, area: a hotel matches any one ticked) is counted under every other
 * group: its own choices stay visible with what each would add. Amenities and smart filters narrow
 * (a hotel must have all ticked), so theirs are counted under all the filters, the ticked ones too:
 * each count is what ticking that one more would leave.
 */
function facetsOf(arrived: readonly Entry[], groups: Array<[Group, Test]>, kept: readonly Entry[]): Facets {
  const under = (group: Group) => (groups.some(([g]) => g === group) ? keptBy(arrived, groups, group) : kept)
  // Which choices a facet lists, and in what order, comes from every hotel arrived: a choice whose
  // count falls to 0 under the filters stays listed (a ticked one can be unticked), in its place.
  const all = {
    localities: countBy(arrived, (e) => [e.hotel.locality]),
    stars: countBy(arrived, (e) => [e.info.star_rating]),
    amenities: countBy(arrived, (e) => e.hotel.amenities),
    smart: countBy(arrived, (e) => e.hotel.smartFilters),
    types: countBy(arrived, (e) => [e.info.property_type]),
  }
  const localities = countBy(under('location'), (e) => [e.hotel.locality])
  const stars = countBy(under('stars'), (e) => [e.info.star_rating])
  const amenities = countBy(kept, (e) => e.hotel.amenities)
  const smart = countBy(kept, (e) => e.hotel.smartFilters)
  const types = countBy(under('type'), (e) => [e.info.property_type])
  const rated = under('rating')
  return {
    locations: [...all.localities]
      .filter(([l]) => l.id && l.name && l.name.toLowerCase() !== 'none')
      .sort((a, b) => b[1] - a[1] || a[0].name.localeCompare(b[0].name))
      .map(([l]) => ({ id: l.id, name: l.name, count: localities.get(l) ?? 0 })),
    star_ratings: [...all.stars.keys()]
      .sort((a, b) => b - a)
      .map((value) => ({ value, count: stars.get(value) ?? 0 })),
    ta_ratings: [4, 3, 2].map((value) => ({
      value,
      count: rated.filter((e) => (e.info.ta_rating ?? -1) >= value).length,
    })),
    amenities: AMENITIES.filter((a) => all.amenities.has(a.id)).map((a) => ({
      id: a.id,
      name: a.name,
      count: amenities.get(a.id) ?? 0,
    })),
    smart_filters: SMART_FILTERS.filter((s) => all.smart.has(s.id)).map((s) => ({
      id: s.id,
      name: s.name,
      count: smart.get(s.id) ?? 0,
    })),
    property_types: [...all.types]
      .sort((a, b) => b[1] - a[1])
      .map(([value]) => ({ value, count: types.get(value) ?? 0 })),
  }
}

function rangeOf(values: readonly number[]) {
  if (!values.length) return null
  let min = Infinity
  let max = -Infinity
  for (const v of values) {
    if (v < min) min = v
    if (v > max) max = v
  }
  return { min, max }
}

/** A results page of the search at `now` for the query (POST answers page 1 of the default query). */
export function resultsPage(
  search: StoredHotelSearch,
  query: ResultsQuery,
  now: number,
  initial = false,
  /** Rooms left where bookings took some (roomsLeftInCity); none taken when absent. */
  left: RoomsLeft = new Map(),
): ResultsAnswer {
  const ready = arrivedBatches(search, now, initial)
  const where = whereOf(search.request)
  const arrived = bookableEntries(
    entriesOf(search).filter((e) => e.batch < ready),
    search,
    left,
  )
  const hbo = query.hbo ?? search.request.hotel_id ?? null
  const groups = groupsOf(query)
  const matching = keptBy(arrived, groups)
  const kept = sorted(matching, query, hbo)
  const start = (query.page_no - 1) * query.page_size
  const page = kept.slice(start, start + query.page_size)
  return {
    status: ready >= search.scenario.batches ? 'COMPLETED' : 'PENDING',
    hotels: page.map((e) => cardOf(e.info, e)),
    meta: {
      searchId: search.id,
      hotels: kept.length,
      price_range_per_night: rangeOf(arrived.map((e) => e.price.per_night)),
      price_range_total: rangeOf(arrived.map((e) => e.price.total)),
      country_code: 'IN',
      metaInfo: {
        search_type: where.kind,
        city_name: where.city.name,
        locality_name: where.locality?.name ?? null,
        hotel_name: where.hotel?.name ?? null,
        nights: Math.max(1, daysBetween(search.request.checkin_date, search.request.checkout_date)),
        total_results: arrived.length,
        filtered_results: kept.length,
        page_no: query.page_no,
        page_size: query.page_size,
        total_pages: Math.ceil(kept.length / query.page_size),
        hbo,
        search_track_id: `trk-${search.id}`,
        facets: facetsOf(arrived, groups, matching),
      },
    },
  }
}
