// postgres-pass: skip (the services are not reachable in it: no database is read).
// The built store while its services are down or still starting (issue 24): UPSTREAM_URL points at a
// port nobody listens on, as between `npm start` and the services' "listening" (they seed first).
// Every page and server function answers as a person can act on: 503 with Retry-After and "The
// store is starting or busy, try again in a moment", never 500 and never internal text. Decision 0210.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_BUSY_MESSAGE, STORE_BUSY_TITLE } from '~/lib/store-busy'
import { internalText, userErrorOf } from '../fuzz/store-answers'
import { hasParams, pageRoutes, pathOf } from '../fuzz/store-pages'
import { samples } from '../fuzz/store-samples'
import { ensureProductionBuild, output, serverFunctionIds } from '../support/production-build'
import { freePort, sameOrigin, serverFnPayload } from '../support/store-process'

let app: ChildProcess | undefined
let workDir = ''
let origin = ''
let functions = new Map<string, string>()
let log = ''

beforeAll(async () => {
  await ensureProductionBuild()
  // A copy, so a parallel rebuild cannot pull files from under the running server.
  workDir = mkdtempSync(join(tmpdir(), 'services-down-'))
  cpSync(output, workDir, { recursive: true })
  functions = serverFunctionIds(workDir)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  app = spawn(process.execPath, [join(workDir, 'server', 'index.mjs')], {
    cwd: workDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Closed: every call to the services is refused, as while they start.
      UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'services-down-secret-0123456789abcdefghijklmnop',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  app.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  app.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  for (let attempt = 0; ; attempt++) {
    if (app.exitCode !== null || attempt === 150) throw new Error(`the built store is not serving:\n${log}`)
    try {
      await fetch(`${origin}/`)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}, 360_000)

afterAll(() => {
  app?.kill()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

async function page(address: string) {
  const response = await fetch(`${origin}${address}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The words a person reads in a page's HTML: tags dropped, entities of apostrophes undone. */
const wordsOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

/** Internal text a person could read: in a page, outside its tags (its hydration script names Seroval). */
const leaked = (text: string) => internalText(wordsOf(text))

function expectBusy(a: { status: number; headers: Headers; text: string }, what: string) {
  expect(a.status, what).toBe(503)
  expect(Number(a.headers.get('retry-after')), `${what}: Retry-After`).toBeGreaterThan(0)
  expect(leaked(a.text), what).toBeUndefined()
}

describe('pages while the services are down', () => {
  it('a page that needs the services answers 503, Retry-After and says to try again in a moment', async () => {
    for (const address of ['/in/terms', '/bookings/SF1234567890', '/bookings/SF1234567890/cancel']) {
      const answer = await page(address)
      expectBusy(answer, address)
      // The page's own content (the header holds closed dialogs of its own).
      const words = wordsOf(/<main[^>]*>([\s\S]*?)<\/main>/.exec(answer.text)?.[1] ?? '')
      expect(words, address).toContain(STORE_BUSY_TITLE)
      expect(words, address).toContain(STORE_BUSY_MESSAGE)
      expect(words, address).toContain('Try again')
      expect(words, address).not.toContain('Something went wrong')
    }
  })

  it('an e-ticket download says the same in plain words', async () => {
    const answer = await page('/bookings/e-ticket/SF1234567890')
    expectBusy(answer, 'e-ticket')
    expect(answer.text).toBe(STORE_BUSY_MESSAGE)
  })

  it('no page of the store answers 500: each either gets past the outage or answers 503', async () => {
    const seen: string[] = []
    for (const route of pageRoutes()) {
      const address = hasParams(route) ? pathOf(route, 'SF0000000001') : route
      const answer = await page(address)
      seen.push(`${address} ${answer.status}`)
      expect(leaked(answer.text), address).toBeUndefined()
      if (answer.status === 503) expectBusy(answer, address)
      else expect(answer.status, address).toBeLessThan(500)
    }
    // The home page shows its defaults rather than failing.
    expect(seen).toContain('/ 200')
  }, 180_000)
})

describe('server functions while the services are down', () => {
  it('every call that needs the services answers 503 with Retry-After and the same words', async () => {
    const busy: string[] = []
    for (const [name, sample] of Object.entries(samples)) {
      const id = functions.get(name)
      if (!id) continue
      const payload = await serverFnPayload(sample.data)
      const query = sample.method === 'GET' ? `?${new URLSearchParams({ payload })}` : ''
      const response = await fetch(`${origin}/_serverFn/${id}${query}`, {
        method: sample.method,
        headers: {
          ...sameOrigin,
          ...(sample.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(sample.method === 'POST' ? { body: payload } : {}),
      })
      const answer = { status: response.status, headers: response.headers, text: await response.text() }
      expect(internalText(answer.text), name).toBeUndefined()
      if (answer.status !== 503) {
        // Refused before the services were needed (no session, no checkout) or answered without them.
        expect(answer.status, name).toBeLessThan(500)
        continue
      }
      busy.push(name)
      expectBusy(answer, name)
      expect(userErrorOf(answer.text), name).toMatchObject({
        message: STORE_BUSY_MESSAGE,
        kind: 'unavailable',
        status: 503,
        code: 'STORE_BUSY',
      })
    }
    // A search, a sign-in and a page's content are among them: the sweep did reach the services.
    expect(busy).toEqual(expect.arrayContaining(['startFlightSearch', 'signInWithPassword', 'fetchContent']))
  }, 120_000)
})
