// postgres-pass: skip (the store refuses before any service is asked).
// The CSRF guard of src/start.ts, checked on the production build as a browser would meet it.
// Builds once when .output is missing (tests/support/production-build.ts); runs a copy of the build so a parallel rebuild cannot pull
// files from under the running server.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureProductionBuild, output } from '../support/production-build'

let app: ChildProcess | undefined
let upstream: Server
let workDir: string
let origin: string
let contentFnId: string
const upstreamSaw: IncomingHttpHeaders[] = []

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

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the built server exited:\n${log()}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`the built server did not answer at ${url}:\n${log()}`)
}

beforeAll(async () => {
  await ensureProductionBuild()
  workDir = mkdtempSync(join(tmpdir(), 'csrf-build-'))
  cpSync(output, workDir, { recursive: true })
  contentFnId = serverFnId('fetchContent_createServerFn_handler')

  // A stand-in content service, so a call that passes the guard completes for real.
  upstream = createServer((req, res) => {
    upstreamSaw.push(req.headers)
    const value = '{&quot;title&quot;:&quot;Terms &amp; conditions&quot;}'
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ GetContentbyTitleResult: [{ Title: 'terms', Content: { Value: value } }] }))
  })
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const upstreamPort = (upstream.address() as AddressInfo).port // TCP listen gives AddressInfo

  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  let log = ''
  app = spawn(process.execPath, [join(workDir, 'server', 'index.mjs')], {
    cwd: workDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
      SESSION_SECRET: 'csrf-test-secret-0123456789abcdefghijklmnop',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  app.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  app.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  await waitUntilServing(`${origin}/`, app, () => log)
}, 360_000)

afterAll(async () => {
  app?.kill()
  if (upstream) await new Promise<void>((done) => upstream.close(() => done()))
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

function callFn(id: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string) {
  return fetch(`${origin}/_serverFn/${id}`, {
    method,
    headers: {
      'x-tsr-serverFn': 'true',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body } : {}),
  })
}

async function payload(data: unknown): Promise<string> {
  return JSON.stringify(await toJSONAsync({ data }))
}

describe('CSRF guard on the built store', () => {
  it('serves page loads that come from another site', async () => {
    const res = await fetch(`${origin}/`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
  })

  it('refuses a cross-site POST to a server function with 403', async () => {
    const res = await callFn(
      contentFnId,
      'POST',
      { 'Sec-Fetch-Site': 'cross-site' },
      await payload({ title: 'terms' }),
    )
    expect(res.status).toBe(403)
  })

  it('refuses a POST whose Origin is another site (older browsers without Sec-Fetch-Site)', async () => {
    const res = await callFn(
      contentFnId,
      'POST',
      { Origin: 'https://evil.example' },
      await payload({ title: 'terms' }),
    )
    expect(res.status).toBe(403)
  })

  it('refuses a POST that carries no origin information at all', async () => {
    const res = await callFn(contentFnId, 'POST', {}, await payload({ title: 'terms' }))
    expect(res.status).toBe(403)
  })

  it('refuses a cross-site form POST to a page', async () => {
    const res = await fetch(`${origin}/`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(403)
  })

  it('lets a same-origin POST through the guard (the function itself then answers)', async () => {
    const sameSite = await callFn(
      contentFnId,
      'POST',
      { 'Sec-Fetch-Site': 'same-origin' },
      await payload({ title: 'terms' }),
    )
    const sameOrigin = await callFn(
      contentFnId,
      'POST',
      { Origin: origin },
      await payload({ title: 'terms' }),
    )
    // fetchContent is a GET function, so past the guard Start refuses the method: 405, not 403.
    expect([sameSite.status, sameOrigin.status]).toEqual([405, 405])
  })

  it('answers a same-origin server function call end to end, through the upstream wrapper', async () => {
    const query = new URLSearchParams({ payload: await payload({ title: 'terms' }) })
    const res = await fetch(`${origin}/_serverFn/${contentFnId}?${query}`, {
      headers: { 'x-tsr-serverFn': 'true', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(res.status).toBe(200)
    const result: unknown = fromCrossJSON(JSON.parse(await res.text()), { refs: new Map() })
    expect(result).toEqual({ result: { title: 'Terms & conditions' }, error: undefined, context: undefined })
    expect(upstreamSaw.at(-1)).toMatchObject({ client: 'desktop', platform: 'Desktop' })
  })

  it('refuses the same GET call from another site', async () => {
    const query = new URLSearchParams({ payload: await payload({ title: 'terms' }) })
    const res = await fetch(`${origin}/_serverFn/${contentFnId}?${query}`, {
      headers: { 'x-tsr-serverFn': 'true', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(res.status).toBe(403)
  })
})
