import { createHash } from 'node:crypto'
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/**
 * Every browser test: fails on any console error or uncaught page error, and runs axe on the pages
 * it navigates to with page.goto (and on the page it ends on), expecting 0 violations: once per
 * route and page state in the run, whichever worker meets it first (docs/decisions/0217, 0219),
 * since a scan costs seconds and the same page in the same state gives the same answer.
 */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Every test is its own traveller to the services' per-address limits: its browser and its request
 * context send a fresh X-Forwarded-For (the e2e store trusts it, as behind a proxy). Without this
 * all tests share 127.0.0.1, and whichever test signs in after the 30th sign-in of a 5-minute
 * window is refused with a 429. A test that needs a known address sets extraHTTPHeaders itself.
 */
const testAddress = () =>
  `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/**
 * A page's route and state: the path with every segment that holds a digit (ids, dates) as `:id`,
 * and the flow states the page shows (`data-flow-state`), so /bookings/T1 and /bookings/T2 in the
 * same state are scanned once while the same route in another state is scanned again.
 */
async function pageStateKey(page: Page): Promise<string> {
  const { pathname, states } = await page.evaluate(() => ({
    pathname: location.pathname,
    states: [...document.querySelectorAll('[data-flow-state]')].map((e) => e.getAttribute('data-flow-state')),
  }))
  return `${pathname.replace(/\/[^/]*\d[^/]*/g, '/:id')} ${states.sort().join(',')}`
}

/**
 * Claims a route and state for this run: the first worker to claim it scans it (a file created
 * only if it does not exist yet, in a folder of this run beside its log), the others do not.
 */
function claimForRun(key: string): boolean {
  const logFile = process.env.E2E_LOG_FILE
  if (!logFile) return true
  const dir = `${logFile}.axe`
  mkdirSync(dir, { recursive: true })
  try {
    writeFileSync(`${dir}/${createHash('sha1').update(key).digest('hex')}`, key, { flag: 'wx' })
    return true
  } catch {
    return false
  }
}

/** Scans the page unless a worker of this run already scanned its route in this state. */
async function scanOnce(page: Page, scanned: Set<string>) {
  const key = await pageStateKey(page)
  if (scanned.has(key)) return
  scanned.add(key)
  if (claimForRun(key)) await expectNoAxeViolations(page)
}

export const test = base.extend<
  { axeChecked: Set<string>; allowedConsoleErrors: RegExp[] },
  { axeScanned: Set<string> }
>({
  // Every route and page state this worker has scanned, across its tests.
  axeScanned: [
    async ({}, use) => {
      await use(new Set())
    },
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': testAddress() }),
  // A test that expects an error (a 404 page logs the failed document load) names it here.
  allowedConsoleErrors: [[], { option: true }],
  axeChecked: async ({}, use) => {
    await use(new Set())
  },
  page: async ({ page, axeChecked, axeScanned, allowedConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return
      errors.push(`console.error: ${msg.text()}`)
    })
    page.on('pageerror', (err) => errors.push(`page error: ${err.message}`))

    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      // A caller that names its own load state holds a request on purpose (the model paths hold a
      // search's first request, sent as the page starts): the network would never be idle.
      if (!options?.waitUntil) await page.waitForLoadState('networkidle')
      await scanOnce(page, axeScanned)
      axeChecked.add(page.url())
      return response
    }

    await use(page)

    // The session cookies this test's browser got: the run's log must not hold them (log-check.ts).
    const logFile = process.env.E2E_LOG_FILE
    const sids = (await page.context().cookies()).filter((c) => c.name === 'sid' && c.value !== '')
    if (logFile && sids.length) appendFileSync(`${logFile}.cookies`, sids.map((c) => `${c.value}\n`).join(''))
    if (!page.isClosed() && !axeChecked.has(page.url())) await scanOnce(page, axeScanned)
    expect(errors, 'the page logged errors').toEqual([])
  },
})

export { expect }
