// npm run bench: builds the store, starts it on spare ports with a throw-away database and prints
// figures. Targets (issue 2): Lighthouse mobile performance >= 95 and accessibility 100 on the home
// page. Figures are printed, not asserted: speed depends on the machine.
import { spawn, execSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import autocannon from 'autocannon'
import { readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const port = Number(process.env.BENCH_PORT ?? 3200)
const upstreamPort = port + 1
const base = `http://localhost:${port}`
const upstream = `http://127.0.0.1:${upstreamPort}`

// `--only=<text>`: only the scripts/bench modules whose file name holds it (one product's figures,
// e.g. `npm run bench -- --no-build --only=hotels`, `--only=trains`, `--only=checkout-steps` for
// every product's checkout steps: scripts requested and time to the form, and each checkout page's
// elements and time to interactive at 4x CPU), without the load runs; default: everything.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'ignore' })

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    PGLITE_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'pglite'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const r = await fetch(url)
      if (r.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const rows = []
const print = (name, value, target = '') => rows.push({ figure: name, value, target })

try {
  await waitFor(`${upstream}/health`)
  await waitFor(`${base}/`)

  // Lighthouse on the home page: scripts/bench/home-lighthouse.mjs (several runs, median and range).

  const cannon = (url, headers = {}) =>
    autocannon({ url, connections: 20, duration: 5, headers }).then((r) => r)
  const cfg = await fetch(`${upstream}/config/configuration?hour=10`)
  const etag = cfg.headers.get('etag') ?? ''
  for (const [name, url, headers] of only
    ? []
    : [
        ['upstream GET /health (bare endpoint)', `${upstream}/health`, {}],
        [
          'upstream GET /config/configuration (304)',
          `${upstream}/config/configuration?hour=10`,
          { 'if-none-match': etag },
        ],
        [
          'upstream GET /flights/flights/airports (200)',
          `${upstream}/flights/flights/airports?status=true`,
          {},
        ],
        ['store SSR GET / ', `${base}/`, {}],
      ]) {
    const r = await cannon(url, headers)
    print(`${name} req/s (20 connections)`, Math.round(r.requests.average))
    print(`  p99 latency ms`, r.latency.p99)
  }
  // Each product's benchmarks live in scripts/bench/<name>.mjs and export
  // `run({ base, upstream, chromePath, chromeFlags, lighthouse, autocannon })` → [{ figure, value, target? }].
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'bench')
  // The page figures below are about one traveller's page, not a server under load: give the
  // server and the 2-CPU machine a moment to settle after the load runs above (GC, connections).
  await new Promise((r) => setTimeout(r, 5000))
  const modules = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs') && (!only || f.includes(only)))
    .sort()
  for (const file of modules) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href)
    const out = await mod.run({ base, upstream, chromePath, chromeFlags, lighthouse, autocannon })
    for (const r of out) print(r.figure, r.value, r.target)
  }
} finally {
  server.kill('SIGTERM')
}

console.log('\nBenchmarks')
for (const r of rows)
  console.log(
    `${r.figure.padEnd(58)} ${String(r.value).padStart(10)}  ${r.target ? `target ${r.target}` : ''}`,
  )
process.exit(0)
