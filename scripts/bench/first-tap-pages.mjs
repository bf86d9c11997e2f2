// The first tap, everywhere (issue 24, docs/decisions/0201): on each kind of page at 4x CPU, the
// time from navigation until a tap made as soon as its control is visible is handled — its effect
// shown by the app (or, for a link or a plain GET form, by the browser). Printed by
// `npm run bench -- --only=first-tap-pages`, or alone against a running store:
//   node scripts/bench/first-tap-pages.mjs http://localhost:3252 [runs]
// One tap per run: a tap that is lost shows as a run that never ends (its row says "lost").
import { pathToFileURL } from 'node:url'

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Each page: its address, the control a traveller taps first, and what shows it was handled. */
const pages = [
  {
    name: '/ Sign in (button)',
    path: '/',
    control: (p) => p.getByRole('banner').getByRole('button', { name: 'Sign in' }),
    tap: (c) => c.click(),
    handled: (p) => p.getByRole('dialog', { name: 'Sign in' }).isVisible(),
  },
  {
    name: '/hotels Add a room (button)',
    path: '/hotels',
    control: (p) => p.getByRole('button', { name: 'Add a room' }),
    tap: (c) => c.click(),
    handled: (p) => p.getByRole('spinbutton', { name: 'Adults in room 2' }).isVisible(),
  },
  {
    name: '/trains popular station (chip)',
    path: '/trains',
    control: (p) =>
      p.getByRole('group', { name: 'Popular stations' }).getByRole('button', { name: /\(NDLS\)/ }),
    tap: (c) => c.click(),
    handled: async (p) =>
      /\(NDLS\)$/.test(await p.getByRole('combobox', { name: 'From', exact: true }).inputValue()),
  },
  {
    name: 'flights results sort (button)',
    path: `/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${day(5)}`,
    control: (p) => p.getByRole('button', { name: 'Sort by departure' }),
    tap: (c) => c.click(),
    handled: (p) => p.getByRole('button', { name: 'Sorted by departure, ascending' }).isVisible(),
  },
  {
    name: 'hotels results sort (button)',
    path: `/hotels/search?checkin_date=${day(7)}&checkout_date=${day(9)}&rooms=2a&location_id=goa&city_name=Goa`,
    control: (p) => p.getByRole('button', { name: 'Price: low to high' }),
    tap: (c) => c.click(),
    handled: async (p) => /sort=price/.test(p.url()),
  },
  {
    name: 'trains results sort (select)',
    path: `/trains/search?from=NDLS&to=BCT&date=${day(10)}&quota=GN`,
    control: (p) => p.getByLabel('Sort by'),
    tap: (c) => c.selectOption('duration-asc'),
    handled: async (p) => /sort=duration-asc/.test(p.url()),
  },
  {
    name: '/bookings/find typed and sent (form)',
    path: '/bookings/find',
    control: (p) => p.getByLabel('Trip Id'),
    tap: async (c) => {
      const p = c.page()
      await c.fill('SF0000000001')
      await p.getByLabel('E-mail or mobile number used when booking').fill('a@x.com')
      await p.getByRole('button', { name: 'Find booking' }).click()
    },
    handled: (p) => p.getByRole('alert').filter({ hasText: 'We could not find' }).isVisible(),
  },
  {
    name: '/trains/pnr checked (GET form)',
    path: '/trains/pnr',
    control: (p) => p.getByLabel('PNR number'),
    tap: async (c) => {
      await c.fill('1234567890')
      await c.page().getByRole('button', { name: 'Check status' }).click()
    },
    handled: async (p) => /pnr=1234567890$/.test(p.url()),
  },
]

const GIVE_UP_MS = 30_000

async function oneRun(browser, base, entry) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1366, height: 768 },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const started = Date.now()
    await page.goto(`${base}${entry.path}`, { waitUntil: 'commit' })
    const control = entry.control(page)
    await control.waitFor({ state: 'visible', timeout: GIVE_UP_MS })
    const visibleAt = Date.now() - started
    await entry.tap(control)
    while (Date.now() - started < GIVE_UP_MS) {
      if (await entry.handled(page).catch(() => false)) return { visibleAt, handledAt: Date.now() - started }
      await page.waitForTimeout(25)
    }
    return { visibleAt, handledAt: null }
  } finally {
    await context.close()
  }
}

export async function run({ base, chromePath, chromeFlags, runs = 3 }) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  const rows = []
  try {
    for (const entry of pages) {
      const results = []
      for (let i = 0; i < runs; i++) results.push(await oneRun(browser, base, entry))
      const handled = results.filter((r) => r.handledAt !== null).map((r) => r.handledAt)
      const lost = results.length - handled.length
      rows.push({
        figure: `4x CPU ${entry.name}: visible at, ms (median of ${runs})`,
        value: median(results.map((r) => r.visibleAt)),
      })
      rows.push({
        figure: `4x CPU ${entry.name}: tap handled at, ms${lost ? ` (${lost} lost)` : ''}`,
        value: handled.length ? median(handled) : 'lost',
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://localhost:3200'
  const rows = await run({
    base,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    runs: Number(process.argv[3] ?? 3),
  })
  for (const r of rows) console.log(`${r.figure.padEnd(70)} ${String(r.value).padStart(10)}`)
}
