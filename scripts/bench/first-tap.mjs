// The first tap (issue 12, docs/decisions/0056): on / at 4x CPU, the time from navigation until a
// traveller's tap on "Round trip" is handled by the app and survives its start. Printed by
// `npm run bench`, or alone against a running store:
//   node scripts/bench/first-tap.mjs http://localhost:3252 [runs]
// Each run opens / in a fresh context, taps "Round trip" as soon as it is visible, and keeps
// tapping (One-way, then Round trip again, as a traveller whose choice did not take would) until
// the app shows the return date — drawn by the app only — and still shows it once the page has
// settled. The figure is when that happened, in ms since navigation (the page's performance.now()).
import { pathToFileURL } from 'node:url'

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

async function oneRun(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${base}/`, { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: 'Search flights' })
    const roundTrip = form.getByRole('radio', { name: 'Round trip' })
    const oneWay = form.getByRole('radio', { name: 'One-way' })
    const returnDate = form.getByLabel('Return date', { exact: true })
    await roundTrip.waitFor({ state: 'visible' })
    const now = () => page.evaluate(() => Math.round(globalThis.performance.now()))
    const visibleAt = await now()
    let taps = 0
    for (;;) {
      if (taps > 0) await oneWay.click()
      await roundTrip.click()
      taps += 1
      const deadline = Date.now() + 400
      while (Date.now() < deadline && !(await returnDate.isVisible())) await page.waitForTimeout(20)
      if (!(await returnDate.isVisible())) continue
      const handledAt = await now()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      if ((await returnDate.isVisible()) && (await roundTrip.isChecked()))
        return { visibleAt, handledAt, taps }
      if (taps > 50) throw new Error('no tap on Round trip was kept')
    }
  } finally {
    await context.close()
  }
}

export async function run({ base, chromePath, chromeFlags, runs = 5 }) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  const results = []
  try {
    for (let i = 0; i < runs; i++) results.push(await oneRun(browser, base))
  } finally {
    await browser.close()
  }
  const figure = (k) => median(results.map((r) => r[k]))
  const range = (k) => `${Math.min(...results.map((r) => r[k]))}–${Math.max(...results.map((r) => r[k]))}`
  return [
    { figure: `/ 4x CPU: "Round trip" visible at, ms (median of ${runs})`, value: figure('visibleAt') },
    {
      figure: `/ 4x CPU: first tap handled and kept at, ms (${range('handledAt')})`,
      value: figure('handledAt'),
    },
    { figure: '/ 4x CPU: taps until one was kept (median)', value: figure('taps') },
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://localhost:3200'
  const rows = await run({
    base,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    runs: Number(process.argv[3] ?? 5),
  })
  for (const r of rows) console.log(`${r.figure.padEnd(58)} ${String(r.value).padStart(10)}`)
}
