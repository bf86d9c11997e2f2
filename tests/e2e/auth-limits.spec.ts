import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { upstreamUrl } from './auth-support'

// The services' per-address sign-in limit answers 429 with Retry-After; the store passes the header
// on and the sign-in page says when to try again (issue 12). The browser stands behind the test's
// own address (the e2e store trusts X-Forwarded-For, as behind a proxy), so no other test shares it.
const address = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`

test.beforeAll(async () => upstreamReady())

test.describe('a traveller who tried too often', () => {
  // The refused sign-in is a failed request in Chromium's console; the page itself is fine.
  test.use({ allowedConsoleErrors: [/status of 429/], extraHTTPHeaders: { 'X-Forwarded-For': address } })

  test('is told when to try again, and the browser gets Retry-After', async ({ page, request }) => {
    // This address's sign-ins for the window, used up at the services (30 per 5 minutes). The
    // windows are fixed (aligned to the clock): tries that straddle two windows would not add up,
    // so near a window's end the test waits for the next one.
    test.setTimeout(60_000)
    const window = 300_000
    const left = window - (Date.now() % window)
    if (left < 20_000) await page.waitForTimeout(left + 500)
    for (let i = 0; i < 30; i++) {
      await request.post(`${upstreamUrl}/auth/users/sign_in`, {
        headers: { 'X-Forwarded-For': address, client: 'desktop', platform: 'Desktop' },
        data: { user: { email: 'nobody@example.com', password: 'not the password' } },
      })
    }
    await page.goto('/sign-in')
    const main = page.getByRole('main')
    await main.getByLabel('Email or mobile number').fill('demo@safarnama.example')
    await main.getByLabel('Password', { exact: true }).fill('Demo@Safarnama1')
    const calls: { status: number; retryAfter: string | null }[] = []
    page.on('response', (r) => {
      if (r.url().includes('/_serverFn/'))
        calls.push({ status: r.status(), retryAfter: r.headers()['retry-after'] ?? null })
    })
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect(main.getByRole('alert')).toHaveText(
      /^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/,
    )
    // The refused call told the browser how long to wait, in whole seconds.
    const refused = calls.find((c) => c.status === 429)
    expect(refused, JSON.stringify(calls)).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
    })
    const seconds = Number(refused?.retryAfter)
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(300)
    const minutes = Math.ceil(seconds / 60)
    const wait =
      seconds < 60
        ? `${seconds} second${seconds === 1 ? '' : 's'}`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`
    await expect(main.getByRole('alert')).toHaveText(`Too many attempts. Try again in ${wait}.`)
    // Nothing typed is lost: the login stays for the next try.
    await expect(main.getByLabel('Email or mobile number')).toHaveValue('demo@safarnama.example')
  })
})
