// `npm test`: every layer of the suite in turn, then how long each took.
// Layers: unit + machines, contract (services over HTTP), fuzz (hostile input; FUZZ_SEED, FUZZ_RUNS),
// integration (BFF against the services),
// browser (Playwright in Chromium: hand-written specs and the generated model paths).
// Stops at the first failing layer (its output is above the summary); extra arguments are ignored.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

// A layer that takes longer than its budget fails the run (tests/budgets.json, docs/decisions/0217):
// the next feature brings its tests inside the budget, or a decision says why the budget grew.
const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')).layers
const browserReport = 'data/e2e-report.json'

/** The slowest browser tests of the last run, from Playwright's JSON report. */
function slowestBrowserTests(count) {
  if (!existsSync(browserReport)) return []
  const report = JSON.parse(readFileSync(browserReport, 'utf8'))
  const found = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          found.push({ ms: r.duration, title: [...titles, spec.title].filter(Boolean).join(' › '), file: spec.file })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return found.sort((a, b) => b.ms - a.ms).slice(0, count)
}

const layers = [
  // Pure modules: one worker's imports serve every file (47 s → 21 s here, docs/decisions/0218).
  { name: 'unit + machines', cmd: ['vitest', 'run', 'tests/unit', 'tests/machines', '--isolate=false'] },
  { name: 'contract', cmd: ['vitest', 'run', 'tests/contract'] },
  { name: 'fuzz', cmd: ['vitest', 'run', 'tests/fuzz'] },
  { name: 'integration', cmd: ['vitest', 'run', 'tests/integration'] },
  { name: 'browser', cmd: ['playwright', 'test'] },
]

const only = process.env.TEST_LAYERS?.split(',').map((s) => s.trim())
const times = []
let failed = null

// One production build for every layer that serves the built store (the fuzz and integration
// tests start it; the browser layer's web server too): made once here, fresh, and reused.
const needsBuild = ['fuzz', 'integration', 'browser'].some((name) => !only || only.includes(name))
if (needsBuild) {
  console.log('\n== production build (once for every layer)')
  const started = Date.now()
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  times.push({ name: 'build', seconds: (Date.now() - started) / 1000, ok: build.status === 0 })
  if (build.status !== 0) failed = 'build'
  else process.env.E2E_PREBUILT = '1'
}
for (const layer of failed ? [] : layers) {
  if (only && !only.includes(layer.name)) continue
  console.log(`\n== ${layer.name}: ${layer.cmd.join(' ')}`)
  if (layer.name === 'browser') rmSync(browserReport, { force: true })
  const started = Date.now()
  const result = spawnSync('npx', ['--no-install', ...layer.cmd], { stdio: 'inherit' })
  times.push({ name: layer.name, seconds: (Date.now() - started) / 1000, ok: result.status === 0 })
  if (result.status !== 0) {
    failed = layer.name
    break
  }
}

const slowest = times.some((t) => t.name === 'browser') ? slowestBrowserTests(15) : []
if (slowest.length) {
  console.log('\n== the 15 slowest browser tests')
  for (const t of slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file} › ${t.title.slice(0, 150)}`)
}

console.log('\n== time per layer (budget: tests/budgets.json)')
const overBudget = []
for (const t of times) {
  const budget = budgets[t.name]
  const over = budget !== undefined && t.seconds > budget
  if (over) overBudget.push(t.name)
  console.log(
    `  ${t.name.padEnd(18)} ${t.seconds.toFixed(1).padStart(7)} s  of ${String(budget ?? '—').padStart(5)} s  ${t.ok ? 'passed' : 'FAILED'}${over ? '  OVER BUDGET' : ''}`,
  )
}
const total = times.reduce((sum, t) => sum + t.seconds, 0)
console.log(`  ${'total'.padEnd(18)} ${total.toFixed(1).padStart(7)} s`)
if (failed) {
  console.error(`\nThe ${failed} layer failed.`)
  process.exit(1)
}
if (overBudget.length) {
  console.error(`\nOver its time budget (tests/budgets.json): ${overBudget.join(', ')}.`)
  process.exit(1)
}
