/**
 * Every page of the store as an address to attack (issue 24): the routes read from the generated
 * route tree (so a new page is covered the day it is added), each path parameter replaced by
 * hostile values, and hostile query strings added. What the suite sends, not what it checks.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Every route's full path in src/routeTree.gen.ts ('/bookings/$tripId', '/mygoomo/$'), root first. */
export function pageRoutes(): string[] {
  const tree = readFileSync(fileURLToPath(new URL('../../src/routeTree.gen.ts', import.meta.url)), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1]
  if (!block) throw new Error('no FileRoutesByFullPath in src/routeTree.gen.ts: build the store first')
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '')
  // '/account/bookings/' and '/account/bookings' are one page; the address without the slash is the one linked.
  return [...new Set(paths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))].sort()
}

/** Whether the route takes a value from its path ($tripId, $bookingId, a splat). */
export const hasParams = (route: string) => route.split('/').some((s) => s.startsWith('$'))

/**
 * Path parameter values, already as they go in the address: well formed but unknown, wrong case,
 * malformed, prototype names, markup, broken percent-encoding, NUL, traversal, very long, emoji.
 */
export const hostileSegments: readonly string[] = [
  'SF0000000001',
  'sf0000000002',
  'zzz',
  '-1',
  '__proto__',
  encodeURIComponent('<script>alert(1)</script>'),
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3_000),
  encodeURIComponent('😀 '),
]

/** Query strings: wrong values for the usual keys, repeats, prototype names, bad encoding, a long one. */
export const hostileQueries: readonly string[] = [
  '?status=xyz&page=abc&product=__proto__&filter=zz&sort=%00&tab=-1&count=1e309',
  '?redirect=%2F%2Fevil.example&q=%3Cscript%3E&from=ZZZ&to=&date=2026-99-99&adults=-1&rooms=999999&pnr=x',
  `?page=1e309&page=2&__proto__%5Bx%5D=1&constructor=1&mobile=maybe&h=x&f=y&search_id=${'x'.repeat(4_000)}`,
  '?%=%&%zz=1&status=%E0%A4%A&hotel_id=-1&checkin_date=2026-02-31',
]

/** The route's path with every parameter set to `segment`. */
export function pathOf(route: string, segment: string): string {
  return route
    .split('/')
    .map((s) => (s.startsWith('$') ? segment : s))
    .join('/')
}

export interface PageRequest {
  address: string
  signedIn: boolean
}

/**
 * What the suite asks for, about 360 pages (some render thousands of rows: the suite's time is the
 * budget): every page plain, signed out and signed in; the hostile queries and values shared out
 * between the two sessions, turn about, so each page meets several of each in each.
 */
export function hostileRequests(routes: readonly string[]): PageRequest[] {
  const requests: PageRequest[] = []
  const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
  routes.forEach((route, r) => {
    if (!hasParams(route)) {
      for (const signedIn of [false, true]) requests.push({ address: route, signedIn })
      requests.push({ address: `${route}${at(hostileQueries, r)}`, signedIn: false })
      requests.push({ address: `${route}${at(hostileQueries, r + 1)}`, signedIn: true })
      return
    }
    hostileSegments.forEach((segment, s) => {
      requests.push({ address: pathOf(route, segment), signedIn: (s + r) % 2 === 1 })
    })
    // A well-formed value with a hostile query: the pages that get furthest.
    requests.push({ address: `${pathOf(route, 'SF0000000001')}${at(hostileQueries, r)}`, signedIn: false })
    requests.push({ address: `${pathOf(route, 'SF0000000001')}${at(hostileQueries, r + 1)}`, signedIn: true })
  })
  return requests
}
