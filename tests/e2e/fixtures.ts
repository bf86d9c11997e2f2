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

export const test = base.extend<{ axeChecked: Set<string>; allowedConsoleErrors: RegExp[] }>({
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

    if (!page.isClosed() && !axeChecked.has(page.url())) await expectNoAxeViolations(page)
    expect(errors, 'the page logged errors').toEqual([])
  },
})

export { expect }
