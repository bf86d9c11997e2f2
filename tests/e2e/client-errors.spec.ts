// Client error logging (000 §7): an uncaught error and an unhandled rejection in a page reach the
// logging service, without personal data, at most five per page load (docs/decisions/0051).
import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { upstreamUrl } from './auth-support'

test.beforeAll(async () => upstreamReady())

interface Report {
  type: string
  message: string
  stack: string | null
  pageUrl: string | null
}

/** A marker of letters only: a run of digits would be masked as a phone number. */
const marker = (what: string) =>
  `e2e-${what}-${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

async function reports(request: APIRequestContext, marker: string) {
  const res = await request.get(`${upstreamUrl}/logging/sandbox/client-errors?limit=200`)
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { data: { reports: Report[] } }
  return body.data.reports.filter((r) => r.message.includes(marker))
}

// This page throws on purpose: its own errors are the subject, so it is a page of its own, not the
// fixture's (which fails a test on any page error).
test('an uncaught error and an unhandled rejection reach the logging service, scrubbed', async ({
  browser,
  baseURL,
  request,
}) => {
  const mark = marker('errors')
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/in/terms?ref=asha.verma@example.com')
    await page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(`${m} thrown for asha.verma@example.com on +91 98765 43210 at /x?token=secret123`)
      }, 0)
      void Promise.reject(new Error(`${m} rejected`))
    }, mark)
    await expect.poll(async () => (await reports(request, mark)).length, { timeout: 15_000 }).toBe(2)
    const found = await reports(request, mark)
    const thrown = found.find((r) => r.message.includes('thrown'))
    const rejected = found.find((r) => r.message.includes('rejected'))
    expect(thrown).toMatchObject({
      type: 'window_level_err_web_client',
      message: `Error: ${mark} thrown for [email] on [number] at /x`,
      pageUrl: `${baseURL}/in/terms`,
    })
    expect(rejected).toMatchObject({
      type: 'window_level_err_web_client',
      message: `Error: ${mark} rejected`,
    })
    for (const r of [thrown, rejected]) {
      expect(JSON.stringify(r)).not.toMatch(/asha|9876543210|98765 43210|secret123|token=/)
    }
  } finally {
    await context.close()
  }
})

test('a page load sends at most five reports', async ({ browser, baseURL, request }) => {
  const mark = marker('burst')
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/in/terms')
    await page.evaluate((m) => {
      for (let i = 1; i <= 8; i++)
        setTimeout(() => {
          throw new Error(`${m} number ${i}`)
        }, 0)
    }, mark)
    await expect.poll(async () => (await reports(request, mark)).length, { timeout: 15_000 }).toBe(5)
    // Nothing more arrives later.
    await page.waitForTimeout(1_000)
    expect((await reports(request, mark)).map((r) => r.message).sort()).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Error: ${mark} number ${i}`),
    )
  } finally {
    await context.close()
  }
})
