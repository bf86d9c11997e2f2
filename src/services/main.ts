/**
 * Starts the upstream services: `tsx src/services/main.ts` (npm run dev / npm start).
 * `startUpstream` is also what tests and the start script use.
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  ConfigError,
  defaultProductConfig,
  loadDeploymentConfig,
  loadProductConfig,
  type DeploymentConfig,
  type ProductConfig,
} from '@config'
import { createUpstreamApp } from './app'
import type { AccountsOptions } from './accounts/context'
import { seedDemoAccount } from './accounts/demo'
import { systemClock } from './platform/clock'
import { openDatabase } from './db/client'

export interface StartOptions {
  deployment: Pick<DeploymentConfig, 'DATABASE_URL' | 'PGLITE_DIR' | 'UPSTREAM_HOST'>
  /** 0 picks a free port (tests). Defaults to deployment.UPSTREAM_PORT, else 3001. */
  port?: number
  product?: ProductConfig
  /** SANDBOX: honour the sandbox controls of the suppliers (default true). */
  sandbox?: boolean
  logError?: (error: unknown) => void
  /** Auth and account services: clock, sandbox, SMTP, limits. The demo account is seeded in the sandbox. */
  accounts?: AccountsOptions
  /** The flight supplier's clock (default Date.now); see UpstreamDeps.flightsNow. */
  flightsNow?: () => number
}

export interface RunningUpstream {
  url: string
  close(): Promise<void>
}

export async function startUpstream(options: StartOptions): Promise<RunningUpstream> {
  const database = await openDatabase(options.deployment, {
    product: options.product ?? defaultProductConfig,
  })
  const accounts: AccountsOptions = {
    productName: (options.product ?? defaultProductConfig).whiteLabel.productName,
    config: (options.product ?? defaultProductConfig).accounts,
    // One SANDBOX switch for every service unless the accounts options say otherwise.
    sandbox: options.sandbox ?? true,
    ...options.accounts,
  }
  if (accounts.sandbox ?? true) {
    try {
      await seedDemoAccount(database.db, accounts.clock ?? systemClock)
    } catch (error) {
      await database.close()
      throw error
    }
  }
  const app = createUpstreamApp({
    db: database.db,
    kind: database.kind,
    sandbox: options.sandbox ?? true,
    logError: options.logError,
    accounts,
    flightsNow: options.flightsNow,
  })
  const hostname = options.deployment.UPSTREAM_HOST
  const port = options.port ?? 3001
  try {
    const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>(
      (resolve, reject) => {
        const s = serve({ fetch: app.fetch, hostname, port }, (info) => resolve({ server: s, address: info }))
        s.once('error', reject)
      },
    )
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    let closing: Promise<void> | undefined
    return {
      url: `http://${host}:${address.port}`,
      close: () =>
        (closing ??= new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Keep-alive sockets would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }).then(() => database.close())),
    }
  } catch (error) {
    await database.close()
    throw error
  }
}

async function main(): Promise<void> {
  let deployment: DeploymentConfig
  let product: ProductConfig
  try {
    deployment = loadDeploymentConfig(process.env)
    product = loadProductConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  let running: RunningUpstream
  try {
    running = await startUpstream({
      deployment,
      port: deployment.UPSTREAM_PORT,
      product,
      sandbox: deployment.SANDBOX,
      accounts: {
        sandbox: deployment.SANDBOX,
        smtpUrl: deployment.SMTP_URL,
        smtpFrom: deployment.SMTP_FROM,
      },
    })
  } catch (error) {
    // The usual causes: the port is taken, or the database is unreachable or locked by another process.
    console.error(
      `upstream services could not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  }
  console.log(`upstream services listening on ${running.url}`)
  const stop = (signal: string) => {
    console.log(`upstream services: ${signal}, shutting down`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('upstream services: shutdown failed', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}
