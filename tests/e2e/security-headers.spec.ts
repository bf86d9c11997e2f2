// The store's answers as a browser and a proxy see them (decision 0053): the security headers on a
// page, a server-function answer, a static file and a signed-in account page, and a page of ours
// inside another site's frame, which the browser must refuse to show.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIResponse, Response } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { signInAs } from './account-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { storeUrl as storeBase } from './ports'

test.beforeAll(() => upstreamReady())

type Answer = Pick<APIResponse | Response, 'headers'>

function expectCommonHeaders(answer: Answer) {
  const headers = answer.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

function expectPagePolicy(answer: Answer) {
  expectCommonHeaders(answer)
  const csp = answer.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(answer.headers()['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/)
}

test('a page carries the policy, a fresh nonce on every script, and stays out of caches only when personal', async ({
  request,
}) => {
  const first = await request.get('/')
  const second = await request.get('/')
  expectPagePolicy(first)
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
  const nonce = nonceOf(first.headers()['content-security-policy'] ?? '')
  expect(nonce).toBeTruthy()
  expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce)
  // No HTTPS here: no HSTS (a plain-HTTP answer cannot set it anyway).
  expect(first.headers()['strict-transport-security']).toBeUndefined()
  expect(first.headers()['cache-control']).toBe('private, no-cache')

  const html = await first.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag, 'every script carries the nonce').toContain(`nonce="${nonce}"`)
})

test('behind a TLS proxy the answer asks for HTTPS from now on', async ({ request }) => {
  // The test server runs with TRUST_PROXY=true (playwright.config.ts), as behind a proxy.
  const answer = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(answer.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
})

test('a static file keeps its long cache and gets nosniff', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset, 'the page loads a script from /assets').toBeTruthy()
  const answer = await request.get(asset ?? '')
  expect(answer.status()).toBe(200)
  expectCommonHeaders(answer)
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('the offline page, a static file, may run no script and be framed by no one', async ({ request }) => {
  const answer = await request.get('/offline.html')
  expect(answer.status()).toBe(200)
  expectCommonHeaders(answer)
  const csp = answer.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
})

test('a signed-in account page and a server-function answer are never stored', async ({ page, request }) => {
  const user = await createVerifiedUser(request, freshUser('Kavya'))
  const signInAnswer = page.waitForResponse(
    (r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST',
  )
  await signInAs(page, { login: user.email, password: user.password })
  const fnAnswer = await signInAnswer
  expectCommonHeaders(fnAnswer)
  expect(fnAnswer.headers()['cache-control']).toBe('no-store')
  expect(fnAnswer.headers()['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/)

  // The browser's own request, with its session cookie: what a proxy between them would see.
  const profile = await page.request.get('/account/profile')
  expect(profile.status()).toBe(200)
  expect(await profile.text()).toContain(user.email)
  expectPagePolicy(profile)
  expect(profile.headers()['cache-control']).toBe('no-store')
})

test.describe('inside another site', () => {
  let server: Server
  let framer: string
  test.beforeAll(async () => {
    const storeUrl = `${storeBase}/`
    server = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      if (req.url === '/own') res.end('<!doctype html><title>Own</title><h1>A page that may be framed</h1>')
      else
        res.end(
          `<!doctype html><html lang="en"><title>Framer</title><main>` +
            `<iframe title="store" src="${storeUrl}"></iframe>` +
            `<iframe title="own page" src="/own"></iframe></main></html>`,
        )
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    framer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/` // TCP listen gives AddressInfo
  })
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())))

  // Chromium reports the refusal on the framing page's console.
  test.use({ allowedConsoleErrors: [/frame-ancestors 'none'/] })

  test('a page of ours in a cross-site frame does not render', async ({ page }) => {
    const refused = page.waitForEvent('console', (m) => /frame-ancestors 'none'/.test(m.text()))
    await page.goto(framer, { waitUntil: 'load' })
    await refused
    // The frame that may be framed shows its page: the check below can see a page render.
    await expect(
      page
        .frameLocator('iframe[title="own page"]')
        .getByRole('heading', { name: 'A page that may be framed' }),
    ).toBeVisible()
    const store = page.frameLocator('iframe[title="store"]')
    await expect(store.getByRole('link', { name: 'Skip to content' })).toHaveCount(0)
    await expect(store.getByRole('main')).toHaveCount(0)
  })
})
