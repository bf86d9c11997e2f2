// Home page (/) speed figures (issue 2: Lighthouse mobile performance >= 95), printed by
// `npm run bench`, or alone against a running store:
//   node scripts/bench/home-lighthouse.mjs http://localhost:3400 [runs] [page path]
// (flights-page.mjs runs it on the results page, checkout.mjs on the checkout steps with the
// `headers` option: a live checkout's session cookie, sent with every request of every run.)
// Lighthouse on this shared 2-CPU machine moves by ±10 points, so it runs several times and the
// median and spread are printed, beside deterministic proxies that do not depend on the load:
// the JavaScript the page loads (gzip bytes) and, from a Chrome trace, the main thread's CPU time
// (thread time, which the other processes on the machine do not inflate) times 4 — Lighthouse's
// CPU slowdown — with the blocking time the same tasks would make.
import { Buffer } from 'node:buffer'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const spread = (xs) => `${Math.min(...xs)}–${Math.max(...xs)}`

/** Chromium's flags when a bench module runs alone: those npm run bench gives (scripts/bench.mjs). */
export const aloneChromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * A bench module run alone (`node scripts/bench/<name>.mjs <store URL> …`): its `run` given the
 * tools npm run bench gives (the upstream services on the store's port + 1, or `upstreamEnv`), and
 * its rows printed.
 */
export async function runAlone(run, { upstreamEnv, defaultBase = 'http://localhost:3200', ...options } = {}) {
  const base = process.argv[2] ?? defaultBase
  const upstream = process.env[upstreamEnv] ?? `http://127.0.0.1:${Number(new URL(base).port) + 1}`
  const { default: lighthouse } = await import('lighthouse')
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const rows = await run({
    base,
    upstream,
    chromePath,
    chromeFlags: aloneChromeFlags,
    lighthouse,
    ...options,
  })
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(58)} ${String(r.value).padStart(16)}  ${r.target ? `target ${r.target}` : ''}`,
    )
}

/** Files, raw and gzip -9 bytes of the given script URLs. */
async function scriptBytes(base, urls, headers) {
  let gzip = 0
  let raw = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base), { headers })).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { files: urls.size, raw, gzip }
}

/**
 * The scripts the server's HTML names: the entry, module preloads, and the route's modules listed
 * in `<meta name="app-modules">` (loaded after the first frame, docs/decisions/0029).
 */
async function htmlScripts(base, PAGE, headers) {
  const html = await (await fetch(`${base}${PAGE}`, { headers })).text()
  const listed = /<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1] ?? ''
  return new Set([
    ...[
      ...html.matchAll(
        /<(?:link rel="modulepreload"|script type="module"[^>]*?) [^>]*?(?:href|src)="([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
    ...listed.split(' ').filter(Boolean),
  ])
}

/**
 * Loads the page in a fresh browser context (Lighthouse's mobile viewport and user agent) with a
 * trace, waits for the after-load work, and sums each main-thread task's CPU time x 4.
 */
async function traceFigures(base, PAGE, chromePath, chromeFlags, runs, headers) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  const out = []
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Mobile Safari/537.36',
        extraHTTPHeaders: headers,
      })
      const page = await context.newPage()
      const scripts = new Set()
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname)
      })
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      })
      await page.goto(`${base}${PAGE}`, { waitUntil: 'load' })
      await page.waitForTimeout(3000) // the idle-time work (the configuration flow)
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
      await context.close()
      const parse = traceEvents.find((e) => e.name === 'ParseHTML')
      const tasks = traceEvents.filter(
        (e) => e.pid === parse.pid && e.tid === parse.tid && e.name === 'RunTask' && e.ph === 'X',
      )
      const x4 = tasks.map((t) => ((t.tdur ?? 0) * 4) / 1000)
      out.push({
        cpu: x4.reduce((a, b) => a + b, 0),
        blocking: x4.reduce((a, b) => a + Math.max(0, b - 50), 0),
        long: x4.filter((ms) => ms > 50).length,
        longest: Math.max(...x4),
        scripts,
      })
    }
  } finally {
    await browser.close()
  }
  return out
}

export async function run({
  base,
  chromePath,
  chromeFlags,
  lighthouse,
  runs = Number(process.env.HOME_LH_RUNS ?? 5),
  page: PAGE = '/',
  label = PAGE,
  headers = {},
}) {
  const rows = []
  const add = (figure, value, target) => rows.push({ figure, value, target })
  const traces = await traceFigures(base, PAGE, chromePath, chromeFlags, runs, headers)
  const inHtml = await scriptBytes(base, await htmlScripts(base, PAGE, headers), headers)
  const loaded = await scriptBytes(base, traces[0].scripts, headers)
  add(
    `${label} JavaScript the HTML names (entry, route modules): files, KB gzip`,
    `${inHtml.files}, ${(inHtml.gzip / 1024).toFixed(1)}`,
  )
  add(
    `${label} JavaScript loaded within 3 s of load: files, KB gzip`,
    `${loaded.files}, ${(loaded.gzip / 1024).toFixed(1)}`,
  )
  const t = (k) => traces.map((x) => Math.round(x[k]))
  add(
    `${label} main thread CPU ms x4, median of ${runs} (range)`,
    `${median(t('cpu'))} (${spread(t('cpu'))})`,
  )
  add(
    `  blocking time of those tasks ms (x4)`,
    `${median(t('blocking'))} (${spread(t('blocking'))})`,
    '<= 200',
  )
  add(`  tasks over 50 ms (x4); longest ms`, `${median(t('long'))}; ${median(t('longest'))}`)

  const chromeLauncher = await import('chrome-launcher')
  const results = []
  for (let i = 0; i < runs; i++) {
    // A fresh browser each run: no warm caches (HTTP, V8 code cache) carried between runs.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      await fetch(`${base}${PAGE}`, { headers }) // warm the server, not the browser
      const { lhr } = await lighthouse(`${base}${PAGE}`, {
        port: chrome.port,
        extraHeaders: headers,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      })
      const a = lhr.audits
      // A page that sent Lighthouse elsewhere (an expired checkout, a step that needs another first)
      // measured that other page: said in a row below.
      const ended = new URL(lhr.finalDisplayedUrl).pathname
      results.push({
        ended,
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        script: a['mainthread-work-breakdown'].details.items.find((x) => x.group === 'scriptEvaluation')
          ?.duration,
        bootup: a['bootup-time'].details.items,
      })
    } finally {
      await chrome.kill()
    }
  }
  const col = (k) => results.map((r) => r[k])
  const ms = (k) => `${Math.round(median(col(k)))} (${spread(col(k).map(Math.round))})`
  add(
    `Lighthouse mobile performance ${label}, median of ${runs} (range)`,
    `${median(col('perf'))} (${spread(col('perf'))})`,
    '>= 95',
  )
  add(
    `Lighthouse accessibility ${label}, median (range)`,
    `${median(col('a11y'))} (${spread(col('a11y'))})`,
    '100',
  )
  const elsewhere = col('ended').filter((p) => p !== new URL(PAGE, base).pathname)
  if (elsewhere.length) add(`  runs that ended on another page`, `${elsewhere.length}: ${elsewhere[0]}`, '0')
  add(`  first contentful paint ms`, ms('fcp'))
  add(`  largest contentful paint ms`, ms('lcp'))
  add(`  total blocking time ms`, ms('tbt'))
  add(`  cumulative layout shift`, median(col('cls')).toFixed(3))
  add(`  script evaluation ms (4x CPU)`, ms('script'))
  // Script time per file, median over the runs: which chunk costs what.
  const perUrl = new Map()
  for (const r of results)
    for (const item of r.bootup) {
      const key = String(item.url).replace(base, '')
      perUrl.set(key, [...(perUrl.get(key) ?? []), item.scripting + item.scriptParseCompile])
    }
  for (const [url, xs] of [...perUrl].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 6))
    add(`    script ms ${url.slice(0, 40)}`, Math.round(median(xs)))
  return rows
}

// Alone: node scripts/bench/home-lighthouse.mjs <base> [runs] [page path, default /]
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAlone(run, {
    defaultBase: 'http://localhost:3000',
    runs: Number(process.argv[3] ?? process.env.HOME_LH_RUNS ?? 5),
    page: process.argv[4] ?? '/',
  })
}
