import { test, expect } from '@playwright/test'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumArgs } from './chromium-args'

// Accessibility is a score, not a speed: it is asserted here. Performance is printed by `npm run bench`.
// The home page, and the flight results page once its results are in (cards, tiles, filters).
const pages = [
  ['the home page', '/'],
  [
    'the flight results page',
    '/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=2030-01-15',
  ],
] as const

for (const [name, path] of pages) {
  test(`${name} scores 100 for accessibility in Lighthouse (mobile)`, async ({ baseURL }) => {
    test.setTimeout(90_000)
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: chromiumArgs,
    })
    try {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        formFactor: 'mobile',
      })
      const category = result?.lhr.categories.accessibility
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      expect(failing, 'failing accessibility audits').toEqual([])
      expect(category?.score).toBe(1)
    } finally {
      await chrome.kill()
    }
  })
}
