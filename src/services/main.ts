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
  deploymentSchema,
  loadDeploymentConfig,
  loadProductConfig,
  type DeploymentConfig,
  type ProductConfig,
} from '@config'
import {
  createUpstreamApp,
  checkoutEnded,
  hotelBookingEnded,
  hotelCatalogue,
  upstreamJobs,
  type PaymentSettings,
} from './app'
import { sweepExpiredHotelBookings } from './hotels/booking-store'
import { releaseEndedTrainTenders } from './trains/booking-payment'
import { tenderProviders } from './tender-providers'
import { allHotels } from './hotels/supplier'
import { enqueue, startJobWorker } from './jobs/queue'
import { sweepExpiredCheckouts } from './checkout/bookings'
import { answerMalformedRequest, refuseExpectation } from './http/client-error'
import type { AccountsOptions } from './accounts/context'
import { seedDemoAccount } from './accounts/demo'
import { seedSamplePromoCodes } from './promo/samples'
import { seedSampleVouchers } from './vouchers/samples'
import { seedSandboxLoyalty } from './loyalty/samples'
import { settleTrips } from './loyalty/earning'
import { systemClock } from './platform/clock'
import { openDatabase } from './db/client'
import { pruneOldRows, retentionOf, type Retention } from './jobs/prune'
import { createLogger, type Logger } from './platform/log'

export interface StartOptions {
  deployment: Pick<DeploymentConfig, 'DATABASE_URL' | 'PGLITE_DIR' | 'UPSTREAM_HOST'>
  /** 0 picks a free port (tests). Defaults to deployment.UPSTREAM_PORT, else 3001. */
  port?: number
  product?: ProductConfig
  /** SANDBOX: honour the sandbox controls of the suppliers (default true). */
  sandbox?: boolean
  /** The services' log (default: none; main() logs at LOG_LEVEL to stdout or LOG_FILE). */
  log?: Logger
  /** Auth and account services: clock, sandbox, SMTP, limits. The demo account is seeded in the sandbox. */
  accounts?: AccountsOptions
  /** The flight supplier's clock (default Date.now); see UpstreamDeps.flightsNow. */
  flightsNow?: () => number
  /** BODY_LIMIT_BYTES (default 1 MB): larger request bodies answer 413 unread. */
  bodyLimitBytes?: number
  /** PAYMENT_*: the gateway's keys and place (sandbox defaults). */
  payment?: PaymentSettings
  /** TRIP_GRANT_SECRET: signs the guests' booking lookup grants (sandbox default). */
  tripGrantSecret?: string
  /** How often the job worker looks for due jobs (default 500 ms). */
  jobIntervalMs?: number
  /** JOB_RETENTION_DAYS, IDEMPOTENCY_RETENTION_HOURS: when old rows are deleted (defaults: 7 days, 24 h). */
  retention?: Retention
}

export interface RunningUpstream {
  url: string
  close(): Promise<void>
}

export async function startUpstream(options: StartOptions): Promise<RunningUpstream> {
  const database = await openDatabase(options.deployment, {
    product: options.product ?? defaultProductConfig,
    log: options.log,
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
  if (options.sandbox ?? true) {
    try {
      await seedSamplePromoCodes(database.db)
      await seedSampleVouchers(database.db)
      await seedSandboxLoyalty(database.db, (options.product ?? defaultProductConfig).loyalty)
    } catch (error) {
      await database.close()
      throw error
    }
  }
  let selfUrl: string | undefined
  const deps = {
    db: database.db,
    kind: database.kind,
    sandbox: options.sandbox ?? true,
    log: options.log,
    accounts,
    flightsNow: options.flightsNow,
    bodyLimitBytes: options.bodyLimitBytes,
    product: options.product,
    payment: options.payment,
    tripGrantSecret: options.tripGrantSecret,
    selfUrl: () => selfUrl,
  }
  const app = createUpstreamApp(deps)
  const hostname = options.deployment.UPSTREAM_HOST
  const port = options.port ?? 3001
  try {
    const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>(
      (resolve, reject) => {
        const s = serve({ fetch: app.fetch, hostname, port }, (info) => resolve({ server: s, address: info }))
        s.once('error', reject)
        // Requests the HTTP parser refuses get a 4xx in the common error shape (http/client-error.ts).
        s.on('clientError', answerMalformedRequest)
        s.on('checkExpectation', refuseExpectation)
      },
    )
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    selfUrl = `http://${host}:${address.port}`
    // Ticketing, refunds, webhook deliveries: from the database, so a restart or a second instance
    // picks them up; expired checkouts and hotel bookings give their seats and rooms back on the same beat.
    const worker = startJobWorker(database.db, upstreamJobs(deps), {
      intervalMs: options.jobIntervalMs ?? 500,
      log: options.log,
    })
    const sweep = setInterval(() => {
      sweepExpiredCheckouts(database.db, checkoutEnded).catch((error: unknown) =>
        options.log?.warn({ err: error }, 'expired checkouts could not be swept'),
      )
      sweepExpiredHotelBookings(database.db, hotelCatalogue, hotelBookingEnded).catch((error: unknown) =>
        options.log?.warn({ err: error }, 'expired hotel bookings could not be swept'),
      )
      // A train booking holds nothing but its tenders: those of ended checkouts go back (0220).
      releaseEndedTrainTenders(
        database.db,
        { tenders: tenderProviders },
        new Date(deps.flightsNow?.() ?? Date.now()),
      ).catch((error: unknown) =>
        options.log?.warn({ err: error }, 'tenders of ended train checkouts could not be given back'),
      )
      // PAYBACK points for confirmed trips, taken back from cancelled ones (docs/decisions/0227).
      settleTrips(
        database.db,
        (tx, job) => enqueue(tx, job),
        (options.product ?? defaultProductConfig).loyalty,
        new Date(),
      ).catch((error: unknown) => options.log?.warn({ err: error }, 'PAYBACK points could not be settled'))
    }, 5000)
    sweep.unref()
    const retention = options.retention ?? retentionOf(deploymentSchema.parse({}))
    const prune = () =>
      pruneOldRows(database.db, retention).catch((error: unknown) =>
        options.log?.warn({ err: error }, 'old jobs and idempotency keys could not be pruned'),
      )
    void prune()
    const pruning = setInterval(prune, 10 * 60_000)
    pruning.unref()
    let closing: Promise<void> | undefined
    return {
      url: selfUrl,
      close: () =>
        (closing ??= worker
          .stop()
          .then(() => {
            clearInterval(sweep)
            clearInterval(pruning)
          })
          .then(
            () =>
              new Promise<void>((resolve) => {
                server.close(() => resolve())
                // Keep-alive sockets would hold close() open until they time out.
                if ('closeAllConnections' in server) server.closeAllConnections()
              }),
          )
          .then(() => database.close())),
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
  const log = createLogger({ level: deployment.LOG_LEVEL, file: deployment.LOG_FILE })
  let running: RunningUpstream
  try {
    running = await startUpstream({
      deployment,
      port: deployment.UPSTREAM_PORT,
      product,
      log,
      sandbox: deployment.SANDBOX,
      bodyLimitBytes: deployment.BODY_LIMIT_BYTES,
      retention: retentionOf(deployment),
      payment: {
        keyId: deployment.PAYMENT_KEY_ID,
        keySecret: deployment.PAYMENT_KEY_SECRET,
        webhookSecret: deployment.PAYMENT_WEBHOOK_SECRET,
        gatewayUrl: deployment.PAYMENT_GATEWAY_URL,
        pendingSettleMs: deployment.PAYMENT_PENDING_SETTLE_MS,
        refundSettleMs: deployment.PAYMENT_REFUND_SETTLE_MS,
      },
      tripGrantSecret: deployment.TRIP_GRANT_SECRET,
      accounts: {
        sandbox: deployment.SANDBOX,
        smtpUrl: deployment.SMTP_URL,
        smtpFrom: deployment.SMTP_FROM,
        trustProxy: deployment.TRUST_PROXY,
      },
    })
  } catch (error) {
    // The usual causes: the port is taken, or the database is unreachable or locked by another process.
    log.fatal({ err: error }, 'upstream services could not start')
    process.exit(1)
  }
  log.info({ url: running.url }, `upstream services listening on ${running.url}`)
  // The bed bank's catalogue is built on first use (~0.6 s); a served process builds it now, so the
  // first hotel search a traveller makes does not pay for it (tests build it only when they search).
  setTimeout(() => allHotels(), 0).unref()
  const stop = (signal: string) => {
    log.info({ signal }, `upstream services: ${signal}, shutting down`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'upstream services: shutdown failed')
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
