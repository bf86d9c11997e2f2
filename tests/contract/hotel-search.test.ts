// The hotel search service over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): searches and
// their batched results, filters, sort, facets, places, the hotel page with live inventory, the
// sandbox scenarios and the 4xx answers. Shapes are checked with the shared contracts.
// Long on purpose: one contract suite on one running service and its helpers; each describe is a section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  availabilityAnswerSchema,
  detailsAnswerSchema,
  ratingsAnswerSchema,
  type AvailabilityAnswer,
} from '@contracts/hotels/hotel'
import {
  autocompleteAnswerSchema,
  homestayPlacesAnswerSchema,
  placesAnswerSchema,
  resultsAnswerSchema,
  type ResultsAnswer,
} from '@contracts/hotels/search'
import { addDays, todayInIndia } from '~/services/flights/supplier'
import type { RunningUpstream } from '~/services/main'
import { clockFrom, startTestUpstream } from '../support/upstream'

const now = clockFrom()
let services: RunningUpstream
beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: now })
}, 60_000)
afterAll(() => services?.close())

const day = (n: number) => addDays(todayInIndia(now()), n)
const stay = (rooms = [{ adults_count: 2, children_age: [] as number[] }], from = 20, nights = 3) => ({
  checkin_date: day(from),
  checkout_date: day(from + nights),
  rooms,
})
/** The issue's story: Goa, 2 rooms, one with a child of 5. */
const goa = () => ({
  ...stay([
    { adults_count: 2, children_age: [] },
    { adults_count: 1, children_age: [5] },
  ]),
  location_id: 'goa',
  city_name: 'Goa',
})
const fast = 'batches=1;latencyMs=0'

async function post(path: string, body: unknown, scenario = '') {
  return fetch(`${services.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(scenario ? { 'x-sandbox-scenario': scenario } : {}) },
    body: JSON.stringify(body),
  })
}
const get = (path: string, scenario = '') =>
  fetch(`${services.url}${path}`, { headers: scenario ? { 'x-sandbox-scenario': scenario } : {} })

async function search(body: unknown, scenario = fast): Promise<ResultsAnswer> {
  const res = await post('/hotels/search', body, scenario)
  expect(res.status).toBe(200)
  return resultsAnswerSchema.parse(await res.json())
}
async function results(id: string, query = ''): Promise<ResultsAnswer> {
  const res = await get(`/hotels/search/${id}${query ? `?${query}` : ''}`)
  expect(res.status).toBe(200)
  return resultsAnswerSchema.parse(await res.json())
}
async function refused(res: Response, status: number) {
  expect(res.status).toBe(status)
  return (await res.json()) as {
    statusMessage: string
    code: string
    errors?: { field: string; message: string }[]
  }
}
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field)

describe('POST /hotels/search', () => {
  it('answers a search id and the first page at once; the same search gives the same hotels', async () => {
    const first = await search(goa())
    expect(first.status).toBe('COMPLETED')
    expect(first.hotels).toHaveLength(50)
    expect(first.meta.metaInfo.total_results).toBeGreaterThanOrEqual(2000)
    expect(first.meta.metaInfo).toMatchObject({
      search_type: 'location',
      city_name: 'Goa',
      nights: 3,
      page_no: 1,
    })
    expect(first.meta.country_code).toBe('IN')
    const again = await search(goa())
    expect(again.meta.searchId).not.toBe(first.meta.searchId)
    expect(again.hotels).toEqual(first.hotels)
    for (const card of first.hotels) {
      expect(card.city.name).toBe('Goa')
      expect(card.price.total).toBeGreaterThan(card.price.per_night)
      expect(card.default_image.alt).toContain(card.name)
    }
  })

  it('arrives in batches: PENDING with the first batch, COMPLETED when every batch is in', async () => {
    const first = await search(goa(), 'batches=3;latencyMs=400')
    expect(first.status).toBe('PENDING')
    const part = first.meta.metaInfo.total_results
    await new Promise((r) => setTimeout(r, 900))
    const all = await results(first.meta.searchId)
    expect(all.status).toBe('COMPLETED')
    expect(all.meta.metaInfo.total_results).toBeGreaterThan(part)
    // In the recommended order the later batches are appended: the first page shown while the
    // search was pending is still the first page (0173).
    expect(all.hotels.map((h) => h.hotel_id)).toEqual(first.hotels.map((h) => h.hotel_id))
  })

  it('a hotel search is its city with the hotel first; a locality search keeps to the locality', async () => {
    const byHotel = await search({ ...stay(), hotel_id: 'goa-h0042' })
    expect(byHotel.meta.metaInfo.search_type).toBe('hotel')
    expect(byHotel.meta.metaInfo.hbo).toBe('goa-h0042')
    expect(byHotel.hotels[0]?.hotel_id).toBe('goa-h0042')
    expect(byHotel.meta.metaInfo.total_results).toBeGreaterThan(1000)
    const byLocality = await search({ ...stay(), locality_id: 'goa.calangute' })
    expect(byLocality.meta.metaInfo).toMatchObject({ search_type: 'locality', locality_name: 'Calangute' })
    expect(new Set(byLocality.hotels.map((h) => h.locality.name))).toEqual(new Set(['Calangute']))
  })

  it('a homestay search passes property types and finds only those', async () => {
    const answer = await search({
      ...stay([{ adults_count: 1, children_age: [] }]),
      location_id: 'goa',
      property_types: ['Homestay', 'Holiday Home', 'Villa'],
    })
    expect(answer.hotels.length).toBeGreaterThan(0)
    for (const h of answer.hotels) expect(['Homestay', 'Holiday Home', 'Villa']).toContain(h.property_type)
  })

  it.each([
    [{ ...goa(), checkin_date: day(-1) }, 'checkin_date'],
    [{ ...goa(), checkout_date: day(20) }, 'checkout_date'],
    [{ ...goa(), checkout_date: day(51) }, 'checkout_date'],
    [{ ...goa(), rooms: [{ adults_count: 2, children_age: [1] }] }, 'rooms.0.children_age.0'],
    [{ ...goa(), rooms: [{ adults_count: 2, children_age: [13] }] }, 'rooms.0.children_age.0'],
    [{ ...goa(), location_id: 'atlantis' }, 'location_id'],
    [{ ...stay() }, 'location_id'],
    [{ ...goa(), checkin_date: '2026-02-30' }, 'checkin_date'],
  ])('refuses a bad search with a 400 naming the field (%#)', async (body, field) => {
    const answer = await refused(await post('/hotels/search', body, fast), 400)
    expect(fieldsOf(answer)).toContain(field)
    expect(answer.statusMessage).toMatch(/\w{3}/)
  })

  it('a failing supplier refuses the search with a 503 in the error shape', async () => {
    const answer = await refused(await post('/hotels/search', goa(), 'failure=error'), 503)
    expect(answer.code).toBe('SUPPLIER_UNAVAILABLE')
  })
})

describe('GET /hotels/search/{searchId}', () => {
  let id = ''
  let all: ResultsAnswer
  beforeAll(async () => {
    id = (await search(goa())).meta.searchId
    all = await results(id)
  })

  it('filters 4 stars with a pool, all of them, and counts them in the facets', async () => {
    const answer = await results(id, 'star_rating[0]=4&amenities[0]=pool')
    expect(answer.meta.metaInfo.filtered_results).toBeGreaterThan(0)
    expect(answer.meta.metaInfo.filtered_results).toBeLessThan(all.meta.metaInfo.total_results)
    for (const h of answer.hotels) {
      expect(h.star_rating).toBe(4)
      expect(h.amenities.map((a) => a.id)).toContain('pool')
    }
    const four = all.meta.metaInfo.facets.star_ratings.find((s) => s.value === 4)
    expect(four?.count).toBeGreaterThanOrEqual(answer.meta.metaInfo.filtered_results)
  })

  it('counts each facet under the other filters applied', async () => {
    const four = await results(id, 'star_rating[0]=4')
    const fourWithPool = await results(id, 'star_rating[0]=4&amenities[0]=pool')
    const facets = four.meta.metaInfo.facets
    // Amenities narrow: the pool count is what ticking the pool would leave of the 4-star hotels.
    expect(facets.amenities.find((a) => a.id === 'pool')?.count).toBe(
      fourWithPool.meta.metaInfo.filtered_results,
    )
    expect(facets.amenities.find((a) => a.id === 'pool')?.count).toBeLessThan(
      all.meta.metaInfo.facets.amenities.find((a) => a.id === 'pool')?.count ?? 0,
    )
    // Stars add up: their own counts stay those without a star filter, 3 and 5 still offered.
    expect(facets.star_ratings).toEqual(all.meta.metaInfo.facets.star_ratings)
    // Guest ratings and areas count the 4-star hotels only.
    const rated4 = await results(id, 'star_rating[0]=4&ta_rating[0]=4')
    expect(facets.ta_ratings.find((t) => t.value === 4)?.count).toBe(rated4.meta.metaInfo.filtered_results)
    const inAreas = facets.locations.reduce((n, l) => n + l.count, 0)
    expect(inAreas).toBe(four.meta.metaInfo.filtered_results)
    // A choice that no hotel keeps under the filters stays listed, with 0, so it can be unticked.
    const none = await results(id, 'price_per_night[0]=0&price_per_night[1]=0')
    expect(none.meta.metaInfo.filtered_results).toBe(0)
    expect(none.meta.metaInfo.facets.amenities.map((a) => a.id)).toEqual(
      all.meta.metaInfo.facets.amenities.map((a) => a.id),
    )
    expect(none.meta.metaInfo.facets.amenities.every((a) => a.count === 0)).toBe(true)
  })

  it('reads repeated keys as indexed arrays do', async () => {
    const indexed = await results(id, 'star_rating[0]=3&star_rating[1]=5&page_size=20')
    const repeated = await results(id, 'star_rating=3&star_rating=5&page_size=20')
    expect(repeated.hotels).toEqual(indexed.hotels)
    for (const h of indexed.hotels) expect([3, 5]).toContain(h.star_rating)
    const facet = (v: number) => all.meta.metaInfo.facets.star_ratings.find((s) => s.value === v)?.count ?? 0
    expect(indexed.meta.metaInfo.filtered_results).toBe(facet(3) + facet(5))
  })

  it('sorts by price both ways, by rating and by stars', async () => {
    const asc = (await results(id, 'sort=price,asc')).hotels.map((h) => h.price.per_night)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await results(id, 'sort=price,desc')).hotels.map((h) => h.price.per_night)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    expect(desc[0]).toBe(all.meta.price_range_per_night?.max)
    expect(asc[0]).toBe(all.meta.price_range_per_night?.min)
    const ratings = (await results(id, 'sort=rating,desc')).hotels.map((h) => h.ta_rating ?? -1)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const stars = (await results(id, 'sort=stars,desc')).hotels.map((h) => h.star_rating)
    expect(stars[0]).toBe(5)
  })

  it('filters by guest rating, property type, smart filters, locality and price in rupees', async () => {
    const rated = await results(id, 'ta_rating[0]=4')
    for (const h of rated.hotels) expect(h.ta_rating).toBeGreaterThanOrEqual(4)
    expect(rated.meta.metaInfo.filtered_results).toBe(
      all.meta.metaInfo.facets.ta_ratings.find((t) => t.value === 4)?.count,
    )
    const villas = await results(id, 'property_type[0]=Villa')
    for (const h of villas.hotels) expect(h.property_type).toBe('Villa')
    const smart = await results(id, 'smart_filters[0]=free_cancellation&smart_filters[1]=couple_friendly')
    for (const h of smart.hotels)
      expect(h.smart_filters).toEqual(expect.arrayContaining(['free_cancellation', 'couple_friendly']))
    const baga = await results(id, 'location[0]=goa.baga&location[1]=goa.anjuna')
    expect(new Set(baga.hotels.map((h) => h.locality.id))).toEqual(new Set(['goa.baga', 'goa.anjuna']))
    const cheap = await results(id, 'price_per_night[0]=0&price_per_night[1]=3000')
    expect(cheap.hotels.length).toBeGreaterThan(0)
    for (const h of cheap.hotels) expect(h.price.per_night).toBeLessThanOrEqual(300_000)
    const total = await results(id, 'total_price[0]=20000&total_price[1]=40000')
    for (const h of total.hotels) {
      expect(h.price.total).toBeGreaterThanOrEqual(2_000_000)
      expect(h.price.total).toBeLessThanOrEqual(4_000_000)
    }
    const one = await results(id, 'filter_hotel_id=goa-h0007')
    expect(one.hotels.map((h) => h.hotel_id)).toEqual(['goa-h0007'])
  })

  it('pages by 50 and echoes hbo, putting that hotel first', async () => {
    const second = await results(id, 'page_no=2')
    expect(second.hotels).toHaveLength(50)
    expect(second.hotels[0]).toEqual((await results(id, 'page_no=3&page_size=25')).hotels[0])
    expect(second.meta.metaInfo.total_pages).toBe(Math.ceil(all.meta.metaInfo.total_results / 50))
    const hbo = await results(id, 'hbo=goa-h1999')
    expect(hbo.meta.metaInfo.hbo).toBe('goa-h1999')
    expect(hbo.hotels[0]?.hotel_id).toBe('goa-h1999')
  })

  it('refuses a bad query naming the parameter, and an unknown search with a 404', async () => {
    expect(fieldsOf(await refused(await get(`/hotels/search/${id}?star_rating[0]=9`), 400))).toContain(
      'star_rating.0',
    )
    expect(fieldsOf(await refused(await get(`/hotels/search/${id}?ta_rating[0]=5`), 400))).toContain(
      'ta_rating.0',
    )
    expect(fieldsOf(await refused(await get(`/hotels/search/${id}?page_size=51`), 400))).toContain(
      'page_size',
    )
    expect(fieldsOf(await refused(await get(`/hotels/search/${id}?sort=name,asc`), 400))).toContain('sort')
    const missing = await refused(await get('/hotels/search/00000000-0000-4000-8000-000000000000'), 404)
    expect(missing.statusMessage).toContain('start a new search')
  })

  it('an expired search answers 410 SEARCH_EXPIRED, saying to search again', async () => {
    const expired = await search(goa(), 'batches=1;latencyMs=0;failure=expired')
    const answer = await refused(await get(`/hotels/search/${expired.meta.searchId}`), 410)
    expect(answer.code).toBe('SEARCH_EXPIRED')
    expect(answer.statusMessage).toContain('Search again')
    const short = await search(goa(), 'batches=1;latencyMs=0;expiresInMs=300')
    await new Promise((r) => setTimeout(r, 400))
    expect((await refused(await get(`/hotels/search/${short.meta.searchId}`), 410)).code).toBe(
      'SEARCH_EXPIRED',
    )
  })

  it('poll-error answers 503', async () => {
    const failing = await search(goa(), 'batches=1;latencyMs=0;failure=poll-error')
    expect((await refused(await get(`/hotels/search/${failing.meta.searchId}`), 503)).code).toBe(
      'SUPPLIER_UNAVAILABLE',
    )
  })

  it('autocompletes hotel names within the search', async () => {
    const name = all.hotels[3]?.name ?? ''
    const word = name.split(' ').find((w) => w.length >= 4) ?? name
    const res = await get(`/hotels/search/autocomplete?q=${encodeURIComponent(word)}&search_id=${id}`)
    const answer = autocompleteAnswerSchema.parse(await res.json())
    expect(answer.search.length).toBeGreaterThan(0)
    for (const h of answer.search) expect(h.name.toLowerCase()).toContain(word.toLowerCase())
  })
})

describe('places', () => {
  it('finds hotels, localities and cities from 3 characters', async () => {
    const answer = placesAnswerSchema.parse(await (await get('/hotels/places?q=calan')).json())
    expect(answer.localities.map((l) => l.name)).toContain('Calangute')
    expect(answer.localities.find((l) => l.name === 'Calangute')?.location_id).toBe('goa')
    const mumbai = placesAnswerSchema.parse(await (await get('/hotels/places?q=mum')).json())
    expect(mumbai.locations).toEqual([{ id: 'mumbai', name: 'Mumbai', state: 'Maharashtra' }])
  })

  it('refuses fewer than 3 characters', async () => {
    const answer = await refused(await get('/hotels/places?q=go'), 400)
    expect(answer.errors?.[0]).toEqual({ field: 'q', message: 'Type at least 3 characters' })
  })

  it('answers homestay places in India as {name, id, city, state}', async () => {
    const answer = homestayPlacesAnswerSchema.parse(
      await (await get('/hotels/homestays/places?q=mana')).json(),
    )
    expect(answer.places).toContainEqual({
      name: 'Manali',
      id: 'manali',
      city: 'Manali',
      state: 'Himachal Pradesh',
    })
  })
})

describe('the hotel page', () => {
  const page = (id: string, q: unknown, scenario = '') =>
    get(`/hotels/hotels/${id}?hotel_id=${id}&q=${encodeURIComponent(JSON.stringify(q))}`, scenario)
  const available = async (res: Response): Promise<AvailabilityAnswer> => {
    expect(res.status).toBe(200)
    return availabilityAnswerSchema.parse(await res.json())
  }

  it('answers rooms with offers, live counts and the policy; the card price is the cheapest offer', async () => {
    const found = await search(goa())
    const card = found.hotels[0]
    if (!card) throw new Error('the search found hotels')
    const answer = await available(await page(card.hotel_id, { ...goa(), search_id: found.meta.searchId }))
    expect(answer.hotelAvailable).toBe(true)
    expect(answer.price_change).toBeNull()
    const offers = answer.hotel.rooms.flatMap((r) => r.offers)
    expect(Math.min(...offers.map((o) => o.price.amount))).toBe(card.price.total)
    for (const o of offers) {
      expect(o.available_count).toBeGreaterThanOrEqual(2)
      expect(o.cancellation_policy.text.length).toBeGreaterThan(10)
    }
  })

  it('says when the price changed since the search (price-change scenario)', async () => {
    const found = await search(goa())
    const card = found.hotels[1]
    if (!card) throw new Error('the search found hotels')
    const answer = await available(
      await page(card.hotel_id, { ...goa(), search_id: found.meta.searchId }, 'priceChange=10'),
    )
    expect(answer.price_change?.old).toEqual(card.price)
    expect(answer.price_change?.new.total).toBeGreaterThan(card.price.total)
  })

  it('sold out: no offers, hotelAvailable false', async () => {
    const answer = await available(await page('goa-h0003', stay(), 'availability=soldout'))
    expect(answer.hotelAvailable).toBe(false)
    expect(answer.hotel.rooms.every((r) => r.offers.length === 0)).toBe(true)
  })

  it.each([500, 503])('a supplier failure answers %i with errors.status', async (status) => {
    const res = await page('goa-h0003', stay(), `availability=${status}`)
    expect(res.status).toBe(status)
    const body = (await res.json()) as { statusMessage: string; errors: { status: number } }
    expect(body.errors.status).toBe(status)
    expect(body.statusMessage).toContain('try again')
  })

  it('refuses a bad stay naming the field inside q, a malformed q, and an unknown hotel', async () => {
    expect(
      fieldsOf(await refused(await page('goa-h0003', { ...stay(), checkin_date: day(-2) }), 400)),
    ).toContain('q.checkin_date')
    expect(fieldsOf(await refused(await page('goa-h0003', { ...stay(), rooms: [] }), 400))).toContain(
      'q.rooms',
    )
    expect(fieldsOf(await refused(await get('/hotels/hotels/goa-h0003?q=%7Bnot-json'), 400))).toContain('q')
    expect(
      fieldsOf(await refused(await get('/hotels/hotels/goa-h0003?hotel_id=goa-h0004&q=%7B%7D'), 400)),
    ).toContain('hotel_id')
    await refused(await page('goa-h9999', stay()), 404)
  })

  it('details=503 fails the static details and ratings with errors.status', async () => {
    for (const path of ['/hotels/hotels/goa-h0003/details', '/hotels/hotels/goa-h0003/ta_ratings']) {
      const res = await get(path, 'details=503')
      expect(res.status).toBe(503)
      expect(((await res.json()) as { errors: { status: number } }).errors.status).toBe(503)
    }
  })

  it('answers details and guest ratings', async () => {
    const details = detailsAnswerSchema.parse(await (await get('/hotels/hotels/goa-h0003/details')).json())
    expect(details.hotel.hotel_id).toBe('goa-h0003')
    expect(details.hotel.landmarks.length).toBeGreaterThan(0)
    const ratings = ratingsAnswerSchema.parse(await (await get('/hotels/hotels/goa-h0003/ta_ratings')).json())
    const { excellent, good, average, poor, terrible } = ratings.breakdown
    expect(excellent + good + average + poor + terrible).toBe(ratings.reviews_count)
    await refused(await get('/hotels/hotels/nope/details'), 404)
  })
})

describe('POST /hotels/sandbox/scenario', () => {
  const asClient = (ip: string, path: string, init: RequestInit = {}) =>
    fetch(`${services.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    })
  const hotelPage = (ip: string) =>
    asClient(ip, `/hotels/hotels/goa-h0005?q=${encodeURIComponent(JSON.stringify(stay()))}`)
  const setScenario = (ip: string, scenario: string) =>
    asClient(ip, '/hotels/sandbox/scenario', { method: 'POST', body: JSON.stringify({ scenario }) })

  it("sets the scenario of one client's next calls, and clears it", async () => {
    expect((await setScenario('198.51.100.7', 'availability=soldout')).status).toBe(200)
    const soldOut = availabilityAnswerSchema.parse(await (await hotelPage('198.51.100.7')).json())
    expect(soldOut.hotelAvailable).toBe(false)
    const other = availabilityAnswerSchema.parse(await (await hotelPage('198.51.100.8')).json())
    expect(other.hotelAvailable).toBe(true)
    expect((await setScenario('198.51.100.7', '')).status).toBe(200)
    const cleared = availabilityAnswerSchema.parse(await (await hotelPage('198.51.100.7')).json())
    expect(cleared.hotelAvailable).toBe(true)
  })

  it('refuses a bad value now, naming the control', async () => {
    const answer = await refused(await setScenario('198.51.100.9', 'availability=maybe'), 400)
    expect(fieldsOf(answer)).toContain('scenario.availability')
  })
})

describe('hotel content', () => {
  it('serves hotel_srp_offer and hotel_seo_detail through the content service', async () => {
    const offer = await get('/content/Services/Content/GetContentbyTitle/hotel_srp_offer')
    expect(offer.status).toBe(200)
    const seo = (await (
      await get('/content/Services/Content/GetContentbyTitle/hotel_seo_detail')
    ).json()) as {
      GetContentbyTitleResult: { Content: { Value: string } }[]
    }
    const value = seo.GetContentbyTitleResult[0]?.Content.Value ?? ''
    expect(value).toContain('Hotels in Goa')
  })
})
