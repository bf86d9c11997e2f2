import { appendFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/**
 * Every browser test: fails on any console error or uncaught page error, and runs axe on every
 * page it navigates to with page.goto (and on the page it ends on), expecting 0 violations.
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

export const test = base.extend<{ axeChecked: Set<string>; allowedConsoleErrors: RegExp[] }>({
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': testAddress() }),
  // A test that expects an error (a 404 page logs the failed document load) names it here.
  allowedConsoleErrors: [[], { option: true }],
  axeChecked: async ({}, use) => {
    await use(new Set())
  },
  page: async ({ page, axeChecked, allowedConsoleErrors }, use) => {
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
      await expectNoAxeViolations(page)
      axeChecked.add(page.url())
      return response
    }

    await use(page)

    // The session cookies this test's browser got: the run's log must not hold them (log-check.ts).
    const logFile = process.env.E2E_LOG_FILE
    const sids = (await page.context().cookies()).filter((c) => c.name === 'sid' && c.value !== '')
    if (logFile && sids.length) appendFileSync(`${logFile}.cookies`, sids.map((c) => `${c.value}\n`).join(''))
    if (!page.isClosed() && !axeChecked.has(page.url())) await expectNoAxeViolations(page)
    expect(errors, 'the page logged errors').toEqual([])
  },
})

export { expect }
