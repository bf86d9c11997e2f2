// Every page of the built store, from the route tree, asked for with hostile path parameters and
// query strings, signed out and signed in (a real session, signed in through the store): no answer
// ≥ 500, no internal text, no redirect loop. And the pages of issue 24: a trip the browser cannot
// open answers 404 with a way on, a wrong filter falls back to the list, the services asked once.
import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_ID_HEADER } from '@contracts/logging/request-id'
import { createLogger } from '~/services/platform/log'
import { callServerFn, sessionCookie, startBuiltStore, type RunningStore } from '../support/store-process'
import { internalText } from './store-answers'
import { hostileRequests, pageRoutes } from './store-pages'

let store: RunningStore
let session = ''
/** The services' log lines (JSON), to count the requests one page made. */
const serviceLog: string[] = []
/** About 360 pages on the shared 2-core machine. */
const slow = 180_000

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      serviceLog.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  store = await startBuiltStore({ upstream: { log: createLogger({ level: 'info', destination }) } })
  const signedIn = await callServerFn(store, 'signInWithPassword', 'POST', {
    login: 'demo@safarnama.example',
    password: 'Demo@Safarnama1',
  })
  expect(signedIn.status).toBe(200)
  session = sessionCookie(signedIn)
}, 360_000)

afterAll(async () => {
  await store?.stop()
})

interface Page {
  status: number
  location: string | null
  text: string
}

async function open(address: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${store.origin}${address}`, { headers, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), text: await response.text() }
}

const as = (signedIn: boolean): Record<string, string> => (signedIn ? { cookie: session } : {})

/**
 * Internal text in what the page says or carries, not in its markup ('<select id=… from' is not
 * SQL); Start's own stream marker (__SEROVAL_STREAM__) is in every streamed page, not a leak of ours.
 */
const leaked = (html: string) =>
  internalText(html.replace(/<[a-z][^>]*>/gi, ' ').replaceAll('__SEROVAL_STREAM__', ''))

/** The page's headings and links, as a reader meets them. */
const headings = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])
const linkTo = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((m) => m[2] === name)?.[1]

/** Follows our own redirects (a canonical address, the sign-in page) to the page they end on. */
async function follow(address: string, signedIn: boolean): Promise<{ chain: string[]; page: Page }> {
  const chain = [address]
  let page = await open(address, as(signedIn))
  while (page.status >= 300 && page.status < 400 && page.location) {
    const next = new URL(page.location, `${store.origin}${address}`)
    expect(next.origin, `${address} redirected off the store: ${page.location}`).toBe(store.origin)
    chain.push(`${next.pathname}${next.search}`)
    expect(chain.length, `a redirect loop: ${chain.join(' → ')}`).toBeLessThan(6)
    page = await open(`${next.pathname}${next.search}`, as(signedIn))
  }
  return { chain, page }
}

describe('every page of the store', () => {
  it('reads the pages from the route tree, parameter pages included', () => {
    const routes = pageRoutes()
    expect(routes.length).toBeGreaterThan(50)
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/account/bookings',
        '/bookings/$tripId',
        '/bookings/$tripId/cancel',
        '/flights/booking/confirmation/$tripId',
        '/hotels/confirmation/$bookingId',
      ]),
    )
  })

  it(
    'answers hostile addresses signed out and signed in below 500, without internal text or a redirect loop',
    async () => {
      const jobs = hostileRequests(pageRoutes())
      const failures: string[] = []
      let next = 0
      // Four at a time: the store and the services share the machine with the suite itself.
      const worker = async () => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          const { chain, page } = await follow(job.address, job.signedIn)
          const who = job.signedIn ? 'signed in' : 'signed out'
          if (page.status >= 500)
            failures.push(`${chain.join(' → ').slice(0, 200)} (${who}) → ${page.status}`)
          const internal = leaked(page.text)
          if (internal) failures.push(`${job.address.slice(0, 200)} (${who}) shows "${internal}"`)
        }
      }
      await Promise.all([worker(), worker(), worker(), worker()])
      expect(failures).toEqual([])
      expect(store.alive()).toBe(true)
    },
    slow,
  )
})

describe('a trip page the browser cannot open (issue 24)', () => {
  const guestPages = [
    '/bookings/$tripId',
    '/bookings/$tripId/cancel',
    '/flights/booking/confirmation/$tripId',
  ]
  const accountPages = ['/account/bookings/$tripId', '/account/bookings/$tripId/cancel']

  it('answers 404 with the way to find the booking, the Trip Id filled in, and the list when signed in', async () => {
    for (const signedIn of [false, true]) {
      for (const route of signedIn ? [...guestPages, ...accountPages] : guestPages) {
        const unknown = await open(route.replace('$tripId', 'sf0000000009'), as(signedIn))
        expect(unknown.status, route).toBe(404)
        expect(headings(unknown.text), route).toEqual(['We could not find this booking'])
        expect(linkTo(unknown.text, 'Find your booking'), route).toBe('/bookings/find?tripId=SF0000000009')
        if (signedIn) expect(linkTo(unknown.text, 'See all your bookings'), route).toBe('/account/bookings')
        else expect(linkTo(unknown.text, 'Sign in to see your bookings'), route).toMatch(/^\/sign-in\?/)

        const malformed = await open(route.replace('$tripId', 'not-a-trip'), as(signedIn))
        expect(malformed.status, route).toBe(404)
        expect(linkTo(malformed.text, 'Find your booking'), route).toBe('/bookings/find')
      }
    }
  })

  it('answers a hotel or train booking this browser never made with 404 and the way to find it', async () => {
    for (const address of ['/hotels/confirmation/HB404', '/trains/confirmation/TB404']) {
      const page = await open(address)
      expect(page.status, address).toBe(404)
      expect(linkTo(page.text, 'Find your booking'), address).toBe('/bookings/find')
    }
  })

  it('asks the services once for it: no retry, no second read of the same trip', async () => {
    for (const address of ['/bookings/SF0000000008', '/bookings/SF0000000008/cancel']) {
      const requestId = randomUUID()
      const page = await open(address, { [REQUEST_ID_HEADER]: requestId })
      expect(page.status).toBe(404)
      const reads = serviceLog
        .map((line) => JSON.parse(line) as { requestId?: string; route?: string })
        .filter((line) => line.requestId === requestId && line.route?.includes(':trip'))
      expect(
        reads.map((line) => line.route),
        address,
      ).toHaveLength(1)
    }
  })

  it('opens the find page with the Trip Id from the address, and drops one that is not a Trip Id', async () => {
    const filled = await open('/bookings/find?tripId=SF0000000009')
    expect(filled.status).toBe(200)
    expect(filled.text).toMatch(/<input[^>]*id="lookup-trip"[^>]*value="SF0000000009"/)
    const { chain } = await follow('/bookings/find?tripId=%3Cx%3E', false)
    expect(chain.at(-1)).toBe('/bookings/find')
  })
})

describe('the bookings list with a wrong filter in the address (issue 24)', () => {
  it('falls back to the whole list: one redirect to the plain address, then the list', async () => {
    for (const query of ['?status=xyz&page=abc', '?product=zz', '?page=-4']) {
      const { chain, page } = await follow(`/account/bookings${query}`, true)
      expect(chain, query).toEqual([`/account/bookings${query}`, '/account/bookings'])
      expect(page.status, query).toBe(200)
      expect(headings(page.text), query).toEqual(['My bookings'])
    }
    const kept = await follow('/account/bookings?status=upcoming&xyz=1', true)
    expect(kept.page.status).toBe(200)
  })
})
