// `npm test`: every layer of the suite in turn, then how long each took.
// Layers: unit + machines, contract (services over HTTP), fuzz (hostile input; FUZZ_SEED, FUZZ_RUNS),
// integration (BFF against the services),
// browser (Playwright in Chromium: hand-written specs and the generated model paths).
// Stops at the first failing layer (its output is above the summary); extra arguments are ignored.
import { spawnSync } from 'node:child_process'

const layers = [
  { name: 'unit + machines', cmd: ['vitest', 'run', 'tests/unit', 'tests/machines'] },
  { name: 'contract', cmd: ['vitest', 'run', 'tests/contract'] },
  { name: 'fuzz', cmd: ['vitest', 'run', 'tests/fuzz'] },
  { name: 'integration', cmd: ['vitest', 'run', 'tests/integration'] },
  { name: 'browser', cmd: ['playwright', 'test'] },
]

const only = process.env.TEST_LAYERS?.split(',').map((s) => s.trim())
const times = []
let failed = null
for (const layer of layers) {
  if (only && !only.includes(layer.name)) continue
  console.log(`\n== ${layer.name}: ${layer.cmd.join(' ')}`)
  const started = Date.now()
  const result = spawnSync('npx', ['--no-install', ...layer.cmd], { stdio: 'inherit' })
  times.push({ name: layer.name, seconds: (Date.now() - started) / 1000, ok: result.status === 0 })
  if (result.status !== 0) {
    failed = layer.name
    break
  }
}

console.log('\n== time per layer')
for (const t of times)
  console.log(`  ${t.name.padEnd(18)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? 'passed' : 'FAILED'}`)
const total = times.reduce((sum, t) => sum + t.seconds, 0)
console.log(`  ${'total'.padEnd(18)} ${total.toFixed(1).padStart(7)} s`)
if (failed) {
  console.error(`\nThe ${failed} layer failed.`)
  process.exit(1)
}
