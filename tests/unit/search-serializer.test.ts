import { describe, expect, it } from 'vitest'
import { createRouter, type AnyRoute } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { routeTree } from '~/routeTree.gen'
import { parseSearch, stringifySearch } from '~/lib/search-serializer'

/**
 * One address for one state (issue 24, docs/decisions/0200): every route's search, written by the
 * store's serializer, reads back through the router's parse and the route's own validateSearch as
 * the same search and the same address — so the server answers it without a redirect — and no
 * plain value is JSON-quoted. Routes are taken from the route tree: a new route with a search
 * schema fails here until it has samples.
 */

type Sample = Record<string, unknown>
/**
 * Addresses the store writes or a traveller types, per route. Numbers-as-text on purpose (train
 * numbers, PNRs, phone numbers, ids): the reader takes them as numbers and each schema that wants
 * text must take them back as text.
 */
const samples: Record<string, Sample[]> = {
  '/account/wallet': [
    { filter: 'credits', page: 2 },
    { filter: 'all', page: 1 },
  ],
  '/account/bookings/': [{ product: 'trains', status: 'upcoming', page: 3 }, {}],
  '/reset-password': [{ reset_password_token: 'a1b2c3d4e5' }, { reset_password_token: '1234567890' }],
  '/sign-in': [{ redirect: '/trains/pnr?pnr=1234567890' }, { redirect: '/account' }, {}],
  '/dev/outbox': [{ to: '9876543210' }, { to: 'meera@example.com' }],
  '/vouchers/': [{ product: 'hotels' }, {}],
  '/flights/bench': [{ count: 5000, seed: 7 }],
  '/flights/search/$searchType': [
    {
      origin: 'DEL',
      destination: 'BOM',
      travelDate: '2026-12-03',
      originCountry: 'IN',
      destinationCountry: 'IN',
      adults: 2,
      children: 0,
      infants: 0,
      class: 'e',
      residentOfIndia: true,
    },
    { o: 'DEL,BOM', d: 'BOM,GOI', td: '2026-12-03,2026-12-06', px: '1-0-0', c: 'e' },
  ],
  '/flights/widget/search': [{ target: '_blank', mobile: true, h: 400 }],
  '/hotels/$hotelId': [
    { checkin_date: '2026-12-03', checkout_date: '2026-12-05', rooms: '2', search_id: '1201' },
  ],
  '/hotels/search': [
    {
      checkin_date: '2026-12-03',
      checkout_date: '2026-12-05',
      rooms: '2-1_5',
      location_id: '1201',
      city_name: 'Goa',
      page_no: 2,
      star_rating: '4,5',
      price_min: 1000,
      sort: 'price_low',
    },
  ],
  '/hotels/booking/guests': [
    {
      checkin_date: '2026-12-03',
      checkout_date: '2026-12-05',
      hotel_id: '104',
      offer_id: 'o-1',
      room_idx: '0',
      rooms: '2',
      search_id: '55',
    },
  ],
  '/hotels/booking/review': [{ booking_id: '987654', status: 'pending' }],
  '/hotels/confirmation/$bookingId': [{ status: 'failed' }, {}],
  '/trains/booking': [
    {
      train: '12314',
      from: 'NDLS',
      to: 'BCT',
      date: '2026-12-03',
      class: '3A',
      quota: 'GN',
      boarding: 'NZM',
    },
  ],
  '/trains/live': [{ train: '12314', date: '2026-12-03' }, { train: '12951' }],
  '/bookings/find': [{ tripId: 'SF1234567890' }, {}],
  '/trains/pnr': [{ pnr: '1234567890' }, { pnr: '4567891230', status: 'invalid' }],
  '/trains/search': [
    {
      from: 'NDLS',
      to: 'BCT',
      date: '2026-12-03',
      quota: 'GN',
      class: '3A',
      dep: 'morning,night',
      sort: 'duration-desc',
    },
  ],
  '/trains/confirmation/$bookingId': [{ status: 'failed' }, {}],
}

/** Text as the page reads it: routes that keep any primitive leave the reading of 12314 to the page. */
const asText = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).map(([k, v]) => [k, typeof v === 'object' ? v : String(v)]))

const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  context: { queryClient: new QueryClient() },
})
// Every route of the tree, whatever its own type: only its options.validateSearch is read here.
const routes: AnyRoute[] = Object.values(router.routesById)
const withSchema = routes.filter(
  (route) => route.options.validateSearch,
)

describe('the search serializer', () => {
  it('writes plain values plain and lists as JSON; reads both back, and old quoted addresses too', () => {
    expect(stringifySearch({ train: '12314', ok: true, n: 3, name: 'New Delhi (NDLS)' })).toBe(
      '?train=12314&ok=true&n=3&name=New+Delhi+%28NDLS%29',
    )
    expect(stringifySearch({ a: [1, 2], o: { x: 'y' }, gone: undefined })).toBe(
      `?a=${encodeURIComponent('[1,2]')}&o=${encodeURIComponent('{"x":"y"}')}`,
    )
    expect(parseSearch('?a=%5B1%2C2%5D&train=%2212314%22&pnr=1234567890&q=&b=false')).toEqual({
      a: [1, 2],
      train: '12314',
      pnr: 1234567890,
      q: '',
      b: false,
    })
  })

  it('keeps text that would read back as something else as text (quoted only then)', () => {
    for (const text of ['[1]', '{"a":1}', 'null', ' 12', '"quoted"', '007', '1e3', '-', 'true1']) {
      const address = stringifySearch({ q: text })
      expect(parseSearch(address), address).toEqual({ q: text })
    }
    expect(stringifySearch({ q: '007' })).toBe('?q=007')
  })

  it('covers every route with a search schema', () => {
    expect(withSchema.length).toBeGreaterThan(10)
    expect(withSchema.map((r) => r.id).filter((id) => !(id in samples))).toEqual([])
  })

  describe.each(withSchema.map((route) => [route.id, route] as const))('%s', (id, route) => {
    const validate = route.options.validateSearch as (s: Record<string, unknown>) => Record<string, unknown>
    it.each((samples[id] ?? []).map((s) => [stringifySearch(s), s] as const))(
      '%s reads back as the same search and address',
      (address, sample) => {
        expect(address).not.toContain('%22')
        const wanted = validate(sample)
        const read = validate(parseSearch(address))
        // What the store wrote is what the route keeps (its types: "12314" stays text where wanted).
        const typed = Object.entries(wanted).every(([k, v]) => typeof v === typeof read[k])
        expect(typed ? read : asText(read)).toEqual(typed ? wanted : asText(wanted))
        // The schema's own answer is written as the same address: the server has nothing to redirect.
        expect(stringifySearch(read)).toBe(stringifySearch(wanted))
        expect(stringifySearch(read)).toBe(address)
      },
    )
  })
})
