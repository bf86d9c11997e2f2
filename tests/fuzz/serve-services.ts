/**
 * The upstream services in a process of their own, for the fuzz suite and the crash test
 * (tests/support/services-child.ts): its memory is measured alone, a crash is seen as a crash, and a
 * kill -9 is a real one. Reads the deployment settings as src/services/main.ts does
 * (BODY_LIMIT_BYTES included) and the product's STORE_* settings, listens on the port given as the
 * first argument (0 or none: a free one) and prints `listening <url>`. Unexpected errors go to
 * stderr, where the suite looks for them.
 */
import { ConfigError, loadDeploymentConfig, loadProductConfig } from '@config'
import pino from 'pino'
import { startUpstream } from '~/services/main'
import { createLogger } from '~/services/platform/log'

try {
  const deployment = loadDeploymentConfig(process.env)
  const running = await startUpstream({
    deployment,
    port: Number(process.argv[2] ?? 0),
    product: loadProductConfig(process.env),
    sandbox: deployment.SANDBOX,
    bodyLimitBytes: deployment.BODY_LIMIT_BYTES,
    accounts: { trustProxy: deployment.TRUST_PROXY },
    // Errors only, to stderr, where the suite looks for 'unexpected error' lines.
    log: createLogger({ level: 'error', destination: pino.destination(2) }),
  })
  process.stdout.write(`listening ${running.url}\n`)
  const stop = () => void running.close().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
