// Runs the store: the upstream services (port UPSTREAM_PORT, default 3001) and the built app
// (port PORT, default 3000). Both children share this process's environment. If either exits,
// the other is stopped and this process exits with the same code. In the sandbox it says so loudly,
// and refuses to serve it publicly in production without ALLOW_PUBLIC_SANDBOX=true (0050).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
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
const refusal = sandboxRefusal(process.env, deployment)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

if (!existsSync(appEntry)) {
  console.error('The app is not built yet: run `npm run build` (npm start does it for you).')
  process.exit(1)
}

const env = { ...process.env, PORT: process.env.PORT ?? '3000', NODE_ENV: 'production' }
const children = [
  ['upstream', [process.execPath, '--import', 'tsx', path.join(root, 'src/services/main.ts')]],
  ['app', [process.execPath, appEntry]],
].map(([name, [cmd, ...args]]) => {
  const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the store.`)
    stop(code ?? 1)
  })
  return child
})

let stopping = false
function stop(code) {
  stopping = true
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM')
  // Both servers shut down gracefully within 5 s (nitro's limit); do not wait longer.
  setTimeout(() => process.exit(code), 5500).unref()
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  )
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
if (deployment.SANDBOX) console.warn(sandboxBanner(env.PORT, publicExposure(process.env)))
console.log(
  `Safarnama store starting: http://localhost:${env.PORT} (upstream services on port ${process.env.UPSTREAM_PORT ?? 3001})`,
)
