// Runs the store: the upstream services (port UPSTREAM_PORT, default 3001) and the built app
// (port PORT, default 3000). Both children share this process's environment. A child that crashes
// is restarted with back-off (0185). In the sandbox it says so loudly, listens on 127.0.0.1 unless
// HOST is set, and refuses to serve it publicly in production without ALLOW_PUBLIC_SANDBOX=true (0050).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { clearTimeout } from 'node:timers'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const appEntry = path.join(root, '.output/server/index.mjs')

// Check the whole configuration before starting anything: a bad variable is named here, once.
// (Node 22 strips the types of app.config.ts.)
const {
  loadDeploymentConfig,
  loadProductConfig,
  ConfigError,
  isLocalHost,
  listenHost,
  productionSecretProblems,
  publicExposure,
  sandboxBanner,
  sandboxRefusal,
} = await import('../app.config.ts')
let deployment
try {
  loadProductConfig(process.env)
  deployment = loadDeploymentConfig(process.env)
  const problems = productionSecretProblems(process.env, deployment)
  if (!deployment.SANDBOX && !deployment.SESSION_SECRET)
    problems.unshift(
      'SESSION_SECRET: required when SANDBOX=false (32+ characters, the same on every instance)',
    )
  if (problems.length) throw new ConfigError(problems)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

// The sandbox on a public address in production is a decision, never an accident (0050).
const refusal = sandboxRefusal({ ...process.env, HOST: listenHost(process.env, deployment) }, deployment)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

if (!existsSync(appEntry)) {
  console.error('The app is not built yet: run `npm run build` (npm start does it for you).')
  process.exit(1)
}

// The sandbox listens on this machine only unless HOST (or NITRO_HOST) says otherwise on purpose:
// its outbox hands out sign-in codes (docs/decisions/0185). The services stay on UPSTREAM_HOST
// (127.0.0.1 by default) whatever HOST says: only the store calls them.
const storeHost = listenHost(process.env, deployment)
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  NODE_ENV: 'production',
  ...(storeHost ? { HOST: storeHost } : {}),
}
// The services believe the X-Forwarded-For the store sends only under TRUST_PROXY. On loopback
// their only caller is this store, which sets it by its own TRUST_PROXY rule, so they may (0186).
const upstreamEnv = {
  ...env,
  TRUST_PROXY: isLocalHost(deployment.UPSTREAM_HOST) ? 'true' : String(deployment.TRUST_PROXY),
}

// A child that stops on its own is started again after a pause that grows with each failure in a
// row (reset once it has stayed up a minute), so a single-machine install heals itself; after
// MAX_FAILURES quick failures in a row (a taken port, a database that never comes) the store stops.
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000]
const STABLE_MS = 60_000
const MAX_FAILURES = 8
const children = [
  ['upstream', [process.execPath, '--import', 'tsx', path.join(root, 'src/services/main.ts')], upstreamEnv],
  ['app', [process.execPath, appEntry], env],
].map(([name, command, childEnv]) => supervise(name, command, childEnv))

function supervise(name, [cmd, ...args], childEnv) {
  const slot = { name, child: undefined, timer: undefined, failures: 0 }
  const launch = () => {
    slot.timer = undefined
    const startedAt = Date.now()
    const child = spawn(cmd, args, { cwd: root, env: childEnv, stdio: 'inherit' })
    slot.child = child
    console.log(`${name} started (pid ${child.pid})`)
    child.on('exit', (code, signal) => {
      if (stopping) return
      const how = signal ?? `exit code ${code}`
      slot.failures = Date.now() - startedAt >= STABLE_MS ? 1 : slot.failures + 1
      if (slot.failures > MAX_FAILURES) {
        console.error(`${name} stopped (${how}) ${MAX_FAILURES} times in a row; stopping the store.`)
        stop(code || 1)
        return
      }
      const wait = BACKOFF_MS[Math.min(slot.failures - 1, BACKOFF_MS.length - 1)]
      console.error(
        `${name} stopped (${how}); restarting it in ${wait / 1000} s (failure ${slot.failures} in a row).`,
      )
      slot.timer = setTimeout(launch, wait)
    })
  }
  launch()
  return slot
}

let stopping = false
function stop(code) {
  stopping = true
  const running = children
    .map((s) => s.child)
    .filter((c) => c && c.exitCode === null && c.signalCode === null)
  for (const s of children) clearTimeout(s.timer)
  for (const c of running) c.kill('SIGTERM')
  // Both servers shut down gracefully within 5 s (nitro's limit); do not wait longer.
  setTimeout(() => process.exit(code), 5500).unref()
  Promise.all(running.map((c) => new Promise((r) => c.on('exit', r)))).then(() => process.exit(code))
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
const exposed = publicExposure(env)
if (deployment.SANDBOX) console.warn(sandboxBanner(env.PORT, exposed))
console.log(
  `Safarnama store starting: http://${storeHost && isLocalHost(storeHost) ? storeHost : 'localhost'}:${env.PORT} (upstream services on port ${process.env.UPSTREAM_PORT ?? 3001})`,
)
