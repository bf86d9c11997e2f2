import { expect, test } from '@playwright/test'

/**
 * The scripts every page loads before it is interactive stay free of zod: route options, the root
 * and anything they import statically load with every page, and zod's schemas there cost a phone
 * ≈ 25 KB gzip and hundreds of milliseconds of compile time (docs/decisions/0021). An exported
 * schema in a *.functions.ts file, or a schema at the top of a route file, brings it back; this
 * test names the file that did.
 */
const staticImport = /(?:from|import)\s*"\.\/([\w.$-]+\.js)"/g

async function firstScripts(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const seeds = [...html.matchAll(/(?:src|href)="\/assets\/([\w.$-]+\.js)"/g)].map((m) => m[1]!)
  // The route's modules, which src/client.tsx loads after the first frame (AppHeadContent).
  const modules = /<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1] ?? ''
  expect(modules).toContain('/assets/')
  for (const href of modules.split(' ')) seeds.push(href.replace(/^\/assets\//, ''))
  const seen = new Map<string, string>()
  const queue = [...new Set(seeds)]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    const source = await (await request.get(`/assets/${file}`)).text()
    seen.set(file, source)
    // src/client.tsx imports src/boot/react-dom.ts and src/hydrate.tsx after the first frame:
    // part of every page's start.
    if (seen.size === 1 || file.startsWith('index-'))
      for (const m of source.matchAll(/(?:assets\/|\.\/)((?:hydrate|react-dom)-[\w-]+\.js)/g))
        queue.push(m[1]!)
    for (const m of source.matchAll(staticImport)) queue.push(m[1]!)
  }
  return seen
}

// The home pages (the flight form included) and the flight results page: the results page's poll
// answers are checked on the server, and its machines read plain defaults (docs/decisions/0019).
const results =
  '/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=2030-01-15'
// The hotel results read their address without zod too (contracts/hotels/search-params.ts).
const hotelResults =
  '/hotels/search?checkin_date=2030-01-15&checkout_date=2030-01-17&rooms=2a&location_id=goa&city_name=Goa'
// The train pages read theirs with contracts/trains/search-params.ts and src/lib/trains/results-address.ts.
const trainResults = '/trains/search?from=NDLS&to=BCT&date=2030-01-15&quota=GN&type=R&sort=duration-asc'
for (const path of ['/', '/hotels', results, hotelResults, '/trains', trainResults]) {
  test(`the first scripts of ${path} carry no zod`, async ({ request }) => {
    const scripts = await firstScripts(request, path)
    expect([...scripts.keys()].some((f) => f.startsWith('hydrate-'))).toBe(true)
    expect([...scripts.keys()].some((f) => f.startsWith('react-dom-'))).toBe(true)
    const withZod = [...scripts].filter(([, source]) => source.includes('ZodError')).map(([file]) => file)
    expect(withZod).toEqual([])
  })
}

// The hotel and train results pages leave out what they show only later (docs/decisions/0164,
// 0165): the search form behind "Modify search" (its machine, the station or place field) and
// date-fns (the cards' dates are plain words).
const later: Array<[string, string, string]> = [
  ['date-fns', 'unescaped latin alphabet character', ''],
  ['the hotel search form', "id:`hotelSearchForm`", "id:'hotelSearchForm'"],
  ['the train search form', 'Swap From and To', ''],
]
for (const path of [hotelResults, trainResults]) {
  test(`the first scripts of ${path} leave out the form and date-fns`, async ({ request }) => {
    const scripts = await firstScripts(request, path)
    for (const [what, text, other] of later) {
      const files = [...scripts]
        .filter(([, source]) => source.includes(text) || (other !== '' && source.includes(other)))
        .map(([file]) => `${what}: ${file}`)
      expect(files).toEqual([])
    }
  })
}
