import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** A phone-speed CPU: Chromium's 4x throttling. Answers the way back to full speed. */
export async function phoneSpeed(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

/**
 * Opens `path` and returns at its first response, with the app's scripts held back (the page's
 * HTML and its inline scripts are painted and run); the returned function lets them through.
 *
 * On this machine the scripts arrive at once and a Playwright action can land after the app has
 * started, which would prove nothing: the scripts are held until the traveller has acted (a slow
 * link), and the returned function checks that the app had indeed not started when they did.
 * The service worker would serve the scripts from its cache, past the hold: tests using this set
 * `test.use({ serviceWorkers: 'block' })`.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return async () => {
    // React marks every element it has hydrated; the body is among the first.
    // A tap that navigated (a plain link, a GET form) may find the next document without a body yet:
    // its scripts are held too, so it has not started either.
    const started = await page.evaluate(
      () => document.body !== null && Object.keys(document.body).some((k) => k.startsWith('__react')),
    )
    expect(started, 'the app had not started when the traveller acted').toBe(false)
    release()
  }
}
