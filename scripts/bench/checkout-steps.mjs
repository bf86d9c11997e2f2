// The checkout steps of every product (issue 24: "Book now" on a train was a full page load of about
// 200 scripts), printed by `npm run bench` (alone: `npm run bench -- --no-build --only=checkout-steps`),
// or against a running store (the services on the next port):
//   node scripts/bench/checkout-steps.mjs http://localhost:3200 [runs]
// - Each step into or inside a checkout, as a traveller takes it, at normal CPU in a fresh
//   phone-size context: the scripts the browser requested from the click until the step's form is
//   shown, and the time from the click (its event's timeStamp, seen by a capturing listener) until
//   the form is in the page, visible and painted (a MutationObserver, then one animation frame).
//   Both survive a full page load (the times are the page clocks' epoch, kept in sessionStorage),
//   so a step that is not a client navigation shows as one. Median of CHECKOUT_STEPS_RUNS (default 3).
//     flight   results Book → "Your flight"; Continue → Add-ons (an available seat);
//              Skip add-ons → Traveller details (the form)
//     hotel    hotel page Choose → "Review your booking" (Continue); Continue → "Guest details" (the form)
//     train    results Book now → "Passengers" (the form)
// - Each checkout page opened by its address at 4x CPU (Emulation.setCPUThrottlingRate): its DOM
//   size (elements in the document once settled) and its time to interactive: ms from navigation
//   until its form is shown and no long task (> 50 ms, PerformanceObserver 'longtask') has run for
//   a second since — the end of the last long task, or the form, whichever is later. Median of the
//   same runs. The seat map (flight Add-ons) is the heavy one to watch (issue 24: an accessibility
//   scan of it took 12–51 s).
// Long on purpose: every product's steps and how each is timed, in one script that runs alone.
/* global window, document, location, sessionStorage, performance, requestAnimationFrame, MutationObserver, PerformanceObserver */
import { URLSearchParams, pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { endCheckout, freshFares, heading, openResults, tripIdOf } from './checkout.mjs'
import { runAlone } from './home-lighthouse.mjs'

const PHONE = { width: 412, height: 823 }
const GIVE_UP_MS = 30_000
const day = (n) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2)
}
const withRange = (xs) => (xs.length ? `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})` : 'n/a')

/**
 * What shows a step's form: its address, its level-1 heading and the control a traveller uses first.
 */
const FORMS = {
  yourFlight: {
    path: '/flights/booking/your-flight',
    h1: 'Your flight',
    ready: '.checkout-actions .checkout-primary',
  },
  addOns: {
    path: '/flights/booking/add-ons',
    h1: 'Add-ons',
    ready: '.seat-map button[aria-label$=", available"]',
  },
  travellers: {
    path: '/flights/booking/traveller-details',
    h1: 'Traveller details',
    ready: 'main form input',
  },
  review: {
    path: '/hotels/booking/review',
    h1: 'Review your booking',
    ready: 'main button.checkout-primary',
  },
  guests: { path: '/hotels/booking/guests', h1: 'Guest details', ready: 'main form input' },
  passengers: {
    path: '/trains/booking/passengers',
    h1: 'Passengers',
    ready: 'form[aria-label="Passengers"] input',
  },
}

/**
 * In every document of the context: the click a step starts with and the frame its form is first
 * painted in (epoch ms, in sessionStorage: a full page load keeps them), and the long tasks since
 * the document started (window.__longTasks: [start, end] in the page's ms).
 */
function watchSteps() {
  window.__longTasks = []
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.startTime + e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long task timing in this browser
  }
  const epoch = (t) => performance.timeOrigin + t
  document.addEventListener(
    'click',
    (e) => {
      if (sessionStorage.getItem('bench.armed') !== '1') return
      sessionStorage.setItem('bench.armed', '0')
      sessionStorage.setItem('bench.click', String(epoch(e.timeStamp)))
    },
    { capture: true },
  )
  const shown = () => {
    const form = JSON.parse(sessionStorage.getItem('bench.form') ?? 'null')
    if (!form || sessionStorage.getItem('bench.ready') || location.pathname !== form.path) return false
    const h1 = [...document.querySelectorAll('h1')].some(
      (h) => h.textContent.trim() === form.h1 && h.checkVisibility(),
    )
    return h1 && [...document.querySelectorAll(form.ready)].some((el) => el.checkVisibility())
  }
  const look = () => {
    // The document being left is not watched (it could mark the next one's form as shown).
    if (window.__benchOff || !shown()) return
    sessionStorage.setItem('bench.ready', 'pending')
    requestAnimationFrame(() => {
      sessionStorage.setItem('bench.ready', String(epoch(performance.now())))
      window.__readyAt = performance.now()
    })
  }
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  })
  window.__benchLook = look
}

/** Reads sessionStorage across navigations (a page that is loading has no context for a moment). */
async function stored(page, key) {
  try {
    return await page.evaluate((k) => sessionStorage.getItem(k), key)
  } catch {
    return null
  }
}

/**
 * Clicks `control` and resolves when `form` is painted: ms from the click, and the scripts the
 * browser requested in between.
 */
async function timedStep(page, control, form) {
  await control.waitFor({ state: 'visible', timeout: GIVE_UP_MS })
  await page.waitForLoadState('networkidle')
  await page.evaluate((f) => {
    sessionStorage.setItem('bench.form', JSON.stringify(f))
    sessionStorage.removeItem('bench.ready')
    sessionStorage.removeItem('bench.click')
    sessionStorage.setItem('bench.armed', '1')
  }, form)
  const scripts = []
  const onRequest = (r) => {
    if (r.resourceType() === 'script') scripts.push(Date.now())
  }
  page.on('request', onRequest)
  try {
    await control.click()
    const until = Date.now() + GIVE_UP_MS
    let ready = null
    while (Date.now() < until) {
      ready = Number(await stored(page, 'bench.ready'))
      if (ready > 0) break
      // A client navigation keeps the document: look again in case the form was already there.
      await page.evaluate(() => window.__benchLook?.()).catch(() => undefined)
      await page.waitForTimeout(50)
    }
    if (!(ready > 0)) throw new Error(`${form.h1} was not shown within ${GIVE_UP_MS / 1000} s`)
    const click = Number(await stored(page, 'bench.click'))
    return { ms: Math.round(ready - click), scripts: scripts.filter((t) => t <= ready + 5).length }
  } finally {
    page.off('request', onRequest)
  }
}

/**
 * The page at `path` opened by navigation at 4x CPU: its elements once settled, and its time to
 * interactive (the form shown, then a second without a long task).
 */
async function heavyness(page, base, path, form) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  try {
    await page.evaluate((f) => {
      window.__benchOff = true
      sessionStorage.setItem('bench.form', JSON.stringify(f))
      sessionStorage.removeItem('bench.ready')
    }, form)
    await page.goto(`${base}${path}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => typeof window.__readyAt === 'number', null, {
      timeout: GIVE_UP_MS,
      polling: 100,
    })
    await page.waitForLoadState('networkidle')
    // Settled: a second without a long task (or the give-up time).
    await page.waitForFunction(
      () => {
        const last = window.__longTasks.reduce((m, [, end]) => Math.max(m, end), 0)
        return performance.now() - Math.max(last, window.__readyAt) >= 1000
      },
      null,
      { timeout: GIVE_UP_MS, polling: 100 },
    )
    return await page.evaluate(() => {
      const last = window.__longTasks.reduce((m, [, end]) => Math.max(m, end), 0)
      return {
        longTasks: window.__longTasks.length,
        readyAt: Math.round(window.__readyAt),
        elements: document.getElementsByTagName('*').length,
        tti: Math.round(Math.max(last, window.__readyAt)),
      }
    })
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined)
    await cdp.detach().catch(() => undefined)
  }
}

async function freshContext(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE })
  await context.addInitScript(watchSteps)
  return context
}

/** One flight checkout: its three steps, then its three pages at 4x CPU. */
async function flightRun(browser, base, upstream) {
  const context = await freshContext(browser)
  let tripId = null
  try {
    const page = await context.newPage()
    const book = await openResults(page, base)
    const steps = {}
    steps.book = await timedStep(page, book, FORMS.yourFlight)
    tripId = await tripIdOf(page)
    steps.continue = await timedStep(
      page,
      page.getByRole('button', { name: 'Continue', exact: true }),
      FORMS.addOns,
    )
    steps.skip = await timedStep(
      page,
      page.getByRole('button', { name: /^(Skip add-ons|Continue)$/ }),
      FORMS.travellers,
    )
    await heading(page, 'Traveller details').waitFor()
    const pages = {}
    for (const [key, form] of [
      ['yourFlight', FORMS.yourFlight],
      ['addOns', FORMS.addOns],
      ['travellers', FORMS.travellers],
    ])
      pages[key] = await heavyness(page, base, form.path, form)
    return { steps, pages }
  } finally {
    await context.close()
    await endCheckout(upstream, tripId)
  }
}

/** A Goa hotel with rooms to choose, from the services. */
async function hotelAddress(upstream) {
  const stay = { checkin_date: day(40), checkout_date: day(42) }
  const rooms = [{ adults_count: 2, children_age: [] }]
  const r = await fetch(`${upstream}/hotels/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...stay, rooms, location_id: 'goa', city_name: 'Goa' }),
  })
  if (!r.ok) throw new Error(`the hotel search: HTTP ${r.status}`)
  const hotel = (await r.json()).hotels?.[0]
  if (!hotel) throw new Error('no hotel in Goa')
  return `/hotels/${encodeURIComponent(hotel.hotel_id)}?${new URLSearchParams({ ...stay, rooms: '2a' })}`
}

/** One hotel checkout: Choose → Review, Continue → Guest details; then the guests page at 4x CPU. */
async function hotelRun(browser, base, address) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${base}${address}`)
    const choose = page.locator('button:enabled', { hasText: /^Choose$/ }).first()
    const steps = {}
    steps.choose = await timedStep(page, choose, FORMS.review)
    steps.continue = await timedStep(
      page,
      page.getByRole('button', { name: 'Continue', exact: true }),
      FORMS.guests,
    )
    const guests = new URL(page.url())
    const pages = { guests: await heavyness(page, base, `${guests.pathname}${guests.search}`, FORMS.guests) }
    return { steps, pages }
  } finally {
    await context.close()
  }
}

/** One train checkout: Book now on the results → Passengers; then that page at 4x CPU. */
async function trainRun(browser, base) {
  const context = await freshContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(`${base}/trains/search?from=NDLS&to=BCT&date=${day(10)}&quota=GN`)
    const card = page.locator('article.train-card').first()
    await card.getByRole('button', { name: 'Check availability' }).click()
    const book = card.getByRole('link', { name: /^Book now/ }).first()
    const steps = { book: await timedStep(page, book, FORMS.passengers) }
    const here = new URL(page.url())
    const pages = {
      passengers: await heavyness(page, base, `${here.pathname}${here.search}`, FORMS.passengers),
    }
    return { steps, pages }
  } finally {
    await context.close()
  }
}

/** The rows of one product's runs: each step's scripts and time, each page's size and time. */
function rowsOf(product, runs, stepNames, pageNames) {
  const rows = []
  for (const [key, name] of stepNames) {
    const seen = runs.map((r) => r.steps[key])
    rows.push({
      figure: `${product} ${name}: scripts requested (median)`,
      value: median(seen.map((s) => s.scripts)),
    })
    rows.push({
      figure: `  ms until the form is shown, median (range)`,
      value: withRange(seen.map((s) => s.ms)),
    })
  }
  for (const [key, name] of pageNames) {
    const seen = runs.map((r) => r.pages[key])
    rows.push({
      figure: `4x CPU ${product} ${name}: elements (median)`,
      value: median(seen.map((p) => p.elements)),
    })
    rows.push({ figure: `  form shown at ms, median (range)`, value: withRange(seen.map((p) => p.readyAt)) })
    rows.push({
      figure: `  time to interactive ms, median (range)`,
      value: withRange(seen.map((p) => p.tti)),
    })
    rows.push({ figure: `  long tasks until then (median)`, value: median(seen.map((p) => p.longTasks)) })
  }
  return rows
}

async function product(name, runs, once, stepNames, pageNames) {
  const done = []
  try {
    for (let i = 0; i < runs; i++) done.push(await once())
  } catch (error) {
    return [{ figure: `${name} checkout steps`, value: `failed: ${error.message.split('\n')[0]}` }]
  }
  return rowsOf(name, done, stepNames, pageNames)
}

export async function run({
  base,
  upstream,
  chromePath,
  chromeFlags,
  runs = Number(process.env.CHECKOUT_STEPS_RUNS ?? 3),
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  const rows = []
  try {
    await freshFares(upstream)
    rows.push(
      ...(await product(
        'flight',
        runs,
        () => flightRun(browser, base, upstream),
        [
          ['Book → Your flight', 'book'],
          ['Continue → Add-ons (seat map)', 'continue'],
          ['Skip add-ons → Traveller details', 'skip'],
        ].map(([n, k]) => [k, n]),
        [
          ['yourFlight', 'Your flight'],
          ['addOns', 'Add-ons (seat map)'],
          ['travellers', 'Traveller details'],
        ],
      )),
    )
    const address = await hotelAddress(upstream)
    rows.push(
      ...(await product(
        'hotel',
        runs,
        () => hotelRun(browser, base, address),
        [
          ['choose', 'Choose → Review your booking'],
          ['continue', 'Continue → Guest details'],
        ],
        [['guests', 'Guest details']],
      )),
    )
    rows.push(
      ...(await product(
        'train',
        runs,
        () => trainRun(browser, base),
        [['book', 'Book now → Passengers']],
        [['passengers', 'Passengers']],
      )),
    )
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAlone(run, { runs: Number(process.argv[3] ?? process.env.CHECKOUT_STEPS_RUNS ?? 3) })
}
