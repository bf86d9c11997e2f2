// Train results figures (issue 16), printed by `npm run bench` (alone: `npm run bench -- --only=trains`),
// or against a running store:
//   node scripts/bench/trains-results.mjs http://localhost:3660
// - availability click → paint: on Chennai Central → Howrah ten days ahead, the card with the most
//   classes (the daily 12401 has six: 1A, 2A, 3A, 3E, SL, 2S; New Delhi → Mumbai Central's trains have
//   four at most); "Check availability" is clicked in the page and the time runs
//   until every class tab shows its status (not 'Checking…') and one animation frame has passed (the
//   paint). Every class is asked at once, one request. Median of TRAINS_AVL_RUNS (default 5), each on
//   a fresh page (a quota already answered is not asked again).
// - Lighthouse mobile of the New Delhi → Mumbai Central results page (median of TRAINS_LH_RUNS runs, default 5).
/* global document, performance, requestAnimationFrame, MutationObserver */
import { chromium } from '@playwright/test'

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2)
}

/** Clicks "Check availability" on the card with the most classes; ms until every tab is painted. */
function timeAvailability(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const cards = [...document.querySelectorAll('article.train-card')]
        const card = cards.sort(
          (a, b) =>
            b.querySelectorAll('.train-class-chip').length - a.querySelectorAll('.train-class-chip').length,
        )[0]
        const button =
          card && [...card.querySelectorAll('button')].find((b) => b.textContent === 'Check availability')
        if (!button) return reject(new Error('No "Check availability" on the results page'))
        const classes = card.querySelectorAll('.train-class-chip').length
        const done = () => {
          const tabs = [...card.querySelectorAll('[role=tab]')]
          return tabs.length === classes && tabs.every((t) => !t.textContent.includes('Checking'))
        }
        const t0 = performance.now()
        const observer = new MutationObserver(() => {
          if (!done()) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - t0, classes }), 0))
        })
        observer.observe(card, { childList: true, subtree: true, characterData: true })
        button.click()
        setTimeout(() => reject(new Error('availability did not paint within 10 s')), 10_000)
      }),
  )
}

export async function run({ base, chromePath, chromeFlags, lighthouse }) {
  const rows = []
  const resultsPath = `/trains/search?from=NDLS&to=BCT&date=${day(10)}&quota=GN`
  const sixClassesPath = `/trains/search?from=MAS&to=HWH&date=${day(10)}&quota=GN`
  const runs = Number(process.env.TRAINS_AVL_RUNS ?? 5)
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => f !== '--headless'),
    headless: true,
  })
  try {
    const times = []
    let classes = 0
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${base}${sixClassesPath}`, { waitUntil: 'networkidle' })
      await page.waitForFunction(
        () => document.querySelector('[data-flow="train-search"]')?.dataset.flowState === 'success',
        null,
        { timeout: 30_000 },
      )
      const seen = await timeAvailability(page)
      times.push(seen.ms)
      classes = seen.classes
      await page.close()
    }
    rows.push({
      figure: `trains: availability of ${classes} classes, click → paint, median ms of ${runs}`,
      value: Math.round(median(times)),
      target: '<= 300',
    })
  } catch (error) {
    rows.push({ figure: 'trains: availability timings', value: `failed: ${error.message.split('\n')[0]}` })
  } finally {
    await browser.close()
  }

  const { run: lighthouseRuns } = await import('./home-lighthouse.mjs')
  rows.push(
    ...(await lighthouseRuns({
      base,
      chromePath,
      chromeFlags,
      lighthouse,
      page: resultsPath,
      label: '/trains/search',
      runs: Number(process.env.TRAINS_LH_RUNS ?? 5),
    })),
  )
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runAlone } = await import('./home-lighthouse.mjs')
  await runAlone(run, { defaultBase: 'http://localhost:3660' })
}
