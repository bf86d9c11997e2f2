// postgres-pass: skip (the services are not started in it).
// The HTTP status a browser gets from a failed server function, on the production build (Start
// answers 200 for any failure unless told otherwise; src/server/platform/user-error-status.ts tells it).
// Builds once when .output is missing (tests/support/production-build.ts); runs a copy of the build so a parallel rebuild cannot pull
// files from under the running server. The services are not started: the calls fail before them,
// or find them unreachable.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toJSONAsync } from 'seroval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureProductionBuild, output } from '../support/production-build'

let app: ChildProcess | undefined
let workDir: string
let origin: string
/** What the built store wrote on stdout and stderr: its JSON log lines. */
let log = ''

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo // listen() on a TCP port gives AddressInfo
  await new Promise<void>((done) => probe.close(() => done()))
  return port
}

/** Server function ids are hashes chosen at build time; the server manifest maps them to names. */
function serverFnId(functionName: string): string {
  const dir = join(workDir, 'server', '_ssr')
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8')
    const match = new RegExp(`"([0-9a-f]{64}(?:_\\d+)?)":\\s*\\{\\s*functionName:\\s*"${functionName}"`).exec(
      text,
    )
    if (match?.[1]) return match[1]
  }
  throw new Error(`${functionName} is not in the build's server function manifest`)
}

beforeAll(async () => {
  await ensureProductionBuild()
  workDir = mkdtempSync(join(tmpdir(), 'status-build-'))
  cpSync(output, workDir, { recursive: true })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  app = spawn(process.execPath, [join(workDir, 'server', 'index.mjs')], {
    cwd: workDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Nothing listens there: a call that reaches for the services finds them unavailable.
      UPSTREAM_URL: `http://127.0.0.1:${await freePort()}`,
      UPSTREAM_TIMEOUT_MS: '2000',
      // The request-id test reads its log lines.
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'status-test-secret-0123456789abcdefghijklmnop',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  app.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  app.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  for (let attempt = 0; ; attempt++) {
    if (app.exitCode !== null || attempt === 100) throw new Error(`the built server is not serving:\n${log}`)
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

/** Calls a server function as our pages do (same origin); its status and its body's text. */
async function callFn(
  functionName: string,
  method: 'GET' | 'POST',
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const id = serverFnId(functionName)
  const payload = JSON.stringify(await toJSONAsync({ data }))
  const url = `${origin}/_serverFn/${id}${method === 'GET' ? `?payload=${encodeURIComponent(payload)}` : ''}`
  const res = await fetch(url, {
    method,
    headers: {
      'x-tsr-serverFn': 'true',
      'Sec-Fetch-Site': 'same-origin',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(method === 'POST' ? { body: payload } : {}),
  })
  // The body is Seroval's encoding of { error } (our UserError adapter inside); its text carries the message.
  return { status: res.status, headers: res.headers, body: await res.text() }
}

describe('statuses of failed server function calls on the built store', () => {
  it('answers 400 for bad input, with the field named in words', async () => {
    const { status, body } = await callFn('checkSignUp_createServerFn_handler', 'POST', { email: 'x' })
    expect(status).toBe(400)
    expect(body).toContain('Mobile number is required')
    expect(body).toContain('INVALID_INPUT')
  })

  it('answers 401 for a personal call without a session', async () => {
    const { status, body } = await callFn('listTravellers_createServerFn_handler', 'GET')
    expect(status).toBe(401)
    expect(body).toContain('Please sign in to continue')
  })

  it('answers 503 when the services cannot be reached', async () => {
    const { status } = await callFn('fetchContent_createServerFn_handler', 'GET', { title: 'terms' })
    expect(status).toBe(503)
  })

  it('a failure names its request: X-Request-Id, the id in the error, and a log line with the stack', async () => {
    const requestId = 'status-test-0503'
    const { status, headers, body } = await callFn(
      'fetchContent_createServerFn_handler',
      'GET',
      { title: 'terms' },
      { 'X-Request-Id': requestId },
    )
    expect(status).toBe(503)
    expect(headers.get('x-request-id')).toBe(requestId)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toContain(requestId)
    const lines = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.requestId === requestId)
    expect(lines.find((l) => l.level === 'error')).toMatchObject({
      service: 'store',
      fn: 'fetchContent',
      msg: 'server function failed',
      err: { stack: expect.stringContaining('UserError') },
    })
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      method: 'GET',
      route: 'serverFn fetchContent',
      status: 503,
    })
  })

  it('still answers 200 for a call that succeeds, and for pages', async () => {
    expect((await callFn('isSandbox_createServerFn_handler', 'GET')).status).toBe(200)
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })
})
