/**
 * The upstream services as one Hono app: each service group of 000 §7 / 001 §7 under its own
 * prefix. No listening here (see main.ts), so tests can call app.request() or serve it on port 0.
 */
import { Hono } from 'hono'
import { accountsContext, type AccountsOptions } from './accounts/context'
import type { Database } from './db/client'
import { ApiError, errorResponse, notFoundError } from './http/errors'
import { configRoutes } from './config/routes'
import { contentRoutes } from './content/routes'
import { flightsRoutes } from './flights/routes'
import { accountRoutes, authRoutes } from './accounts/routes'
import { loggingRoutes } from './logging/routes'

export interface UpstreamDeps {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Sandbox controls (flight search scenarios) are honoured; SANDBOX, true unless set to false. */
  sandbox?: boolean
  /** Where unexpected errors are reported; defaults to console.error. */
  logError?: (error: unknown) => void
  /** Clock, sandbox switch, SMTP, limits of the auth and account services (defaults: sandbox). */
  accounts?: AccountsOptions
  /**
   * The flight supplier's clock (epoch ms; default Date.now): "today", the sales cut-off and the
   * days-to-departure fare factor. The contract tests pin it so the documented examples stay exact.
   */
  flightsNow?: () => number
}

/** Groups mounted before their endpoints exist, so their paths already answer in the error shape. */
const pendingGroups = [
  '/hotels',
  '/trains',
  '/holidays',
  '/payment',
  '/wallet',
  '/loyalty',
  '/leads',
  '/agents',
]

export function createUpstreamApp(deps: UpstreamDeps): Hono {
  const app = new Hono()
  const logError =
    deps.logError ?? ((error: unknown) => console.error('upstream services: unexpected error', error))

  app.get('/health', (c) => c.json({ status: 'ok', database: deps.kind }))

  app.route('/flights', flightsRoutes(deps.db, { sandbox: deps.sandbox ?? true, now: deps.flightsNow }))
  app.route('/config', configRoutes(deps.db))
  app.route('/content', contentRoutes(deps.db))
  app.route('/logging', loggingRoutes(deps.db))
  const accounts = accountsContext(deps.db, deps.accounts)
  app.route('/auth', authRoutes(accounts))
  app.route('/account', accountRoutes(accounts))
  for (const prefix of pendingGroups) app.route(prefix, new Hono())

  app.notFound((c) =>
    errorResponse(c, notFoundError(`No endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    logError(error)
    // Never leak internals: the stack goes to the log, the caller gets the common shape.
    return errorResponse(
      c,
      new ApiError(
        500,
        'INTERNAL_ERROR',
        'Something went wrong on our side',
        'The error was logged; try again in a moment.',
      ),
    )
  })

  return app
}
