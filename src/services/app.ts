/**
 * The upstream services as one Hono app: each service group of 000 §7 / 001 §7 under its own
 * prefix. No listening here (see main.ts), so tests can call app.request() or serve it on port 0.
 * Long on purpose: the composition root, where each service group is joined to the ports it needs.
 */
import { Hono, type Context } from 'hono'
import { accountsContext, type AccountsOptions } from './accounts/context'
import type { Database } from './db/client'
import { bodyLimit, DEFAULT_BODY_LIMIT_BYTES } from './http/body-limit'
import { ApiError, errorResponse, notFoundError } from './http/errors'
import { requestIdOf, requestLogging } from './http/request-log'
import { silentLogger, type Logger } from './platform/log'
import { configRoutes } from './config/routes'
import { contentRoutes } from './content/routes'
import { flightsRoutes } from './flights/routes'
import { hotelSearchRoutes } from './hotels/routes'
import { trainRoutes } from './trains/routes'
import { accountRoutes, authRoutes } from './accounts/routes'
import { clientIp, optionalUserId } from './accounts/request'
import { bookingsRoutes } from './bookings/routes'
import { grantOf } from './bookings/grants'
import { flightTripPort } from './checkout/trip-port'
import { hotelCancellation } from './hotels/cancellation'
import { hotelTripJobs } from './hotels/trip-jobs'
import { hotelTripPort } from './hotels/trip-port'
import { hotelVoucherRoutes } from './hotels/voucher-routes'
import { promoRefused, promoRoutes } from './promo/routes'
import { loggingRoutes } from './logging/routes'
import { checkoutRoutes } from './checkout/routes'
import { defaultProductConfig, deploymentSchema, type ProductConfig } from '@config'
import { paymentRoutes } from './payment/routes'
import { paymentJobs } from './payment/events'
import { refundJobs } from './payment/refunds'
import { gatewayClient } from './payment/client'
import { checkoutJobs } from './checkout/jobs'
import { enqueue, type EnqueueInput, type JobHandlers } from './jobs/queue'
import type { Tx } from './db/client'
import type { PromoPort } from './checkout/promo-port'
import { confirmPromo, holdPromo, promoUserKey, releasePromo } from './promo/store'
import { releaseWallet, walletCheckoutRoutes } from './checkout/wallet'
import { tenderProviders } from './tender-providers'
import { createWalletRoutes, walletRoutes } from './wallet/routes'
import { walletJobs } from './wallet/jobs'
import { requireUserId } from './accounts/request'
import { userById } from './accounts/users'
import { hotelBookingRoutes, type HotelPromoPort } from './hotels/booking-routes'
import { hotelBookingJobs, releaseHotelTenders, type HotelPaymentDeps } from './hotels/booking-payment'
import type { HotelCatalogue } from './hotels/catalogue-port'
import { findOffer } from './hotels/supplier'
import { holdRooms, releaseRooms } from './hotels/inventory'
import { trainBookingRoutes } from './trains/booking-routes'
import { trainBookingJobs, type TrainPaymentDeps } from './trains/booking-payment'
import { railwayCatalogue } from './trains/booking-catalogue'
import { trainCancellation } from './trains/cancellation'
import { trainTripJobs, trainTripPort } from './trains/trip-port'
import { eitherCancellation } from './commerce/cancel-core'
import { fareSeatsLeft } from './checkout/fare-inventory'
import { voucherRoutes } from './vouchers/routes'
import { cardVaultRoutes } from './payment/card-vault'
import { loyaltyRoutes } from './loyalty/routes'
import { loyaltyJobs } from './loyalty/jobs'
import { loyaltyTripOutcomes } from './loyalty/earning'

export interface UpstreamDeps {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Sandbox controls (flight search scenarios) are honoured; SANDBOX, true unless set to false. */
  sandbox?: boolean
  /** The log: a line per request, unexpected errors with their stack (default: none). */
  log?: Logger
  /** Clock, sandbox switch, SMTP, limits of the auth and account services (defaults: sandbox). */
  accounts?: AccountsOptions
  /**
   * The flight supplier's clock (epoch ms; default Date.now): "today", the sales cut-off and the
   * days-to-departure fare factor. The contract tests pin it so the documented examples stay exact.
   */
  flightsNow?: () => number
  /** The railway's clock (epoch ms; default Date.now): the train booking's "now" (tests pin it). */
  trainsNow?: () => number
  /** BODY_LIMIT_BYTES: the largest request body read (default 1 MB); larger ones answer 413. */
  bodyLimitBytes?: number
  /** The product configuration (timers, checkout charges); the defaults of app.config.ts when absent. */
  product?: ProductConfig
  /** The payment gateway's keys and place (deployment PAYMENT_*; sandbox defaults when absent). */
  payment?: PaymentSettings
  /** Where these services listen, once they do (the sandbox gateway's webhooks come back here). */
  selfUrl?: () => string | undefined
  /** TRIP_GRANT_SECRET: signs the guests' booking lookup grants (sandbox default when absent). */
  tripGrantSecret?: string
}

export interface PaymentSettings {
  keyId: string
  keySecret: string
  webhookSecret: string
  gatewayUrl?: string | undefined
  pendingSettleMs: number
  /** PAYMENT_REFUND_SETTLE_MS: the sandbox bank processes a refund this long after it was asked for. */
  refundSettleMs?: number
}

const deploymentDefaults = deploymentSchema.parse({})
export const defaultPaymentSettings: PaymentSettings = {
  keyId: deploymentDefaults.PAYMENT_KEY_ID,
  keySecret: deploymentDefaults.PAYMENT_KEY_SECRET,
  webhookSecret: deploymentDefaults.PAYMENT_WEBHOOK_SECRET,
  pendingSettleMs: deploymentDefaults.PAYMENT_PENDING_SETTLE_MS,
  refundSettleMs: deploymentDefaults.PAYMENT_REFUND_SETTLE_MS,
}

/** The sandbox gateway's client for one merchant service, whose webhooks come back to `webhookPath`. */
function gatewayFor(deps: UpstreamDeps, webhookPath: string) {
  const settings = deps.payment ?? defaultPaymentSettings
  const self = () => deps.selfUrl?.() ?? ''
  return gatewayClient({
    baseUrl: () => settings.gatewayUrl ?? self(),
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    webhookUrl: () => (self() ? `${self()}${webhookPath}` : undefined),
  })
}

/** The gateway client and job queue the booking service uses. */
function paymentsOf(deps: UpstreamDeps) {
  const settings = deps.payment ?? defaultPaymentSettings
  const gateway = gatewayFor(deps, '/flights/api/v1.0/payment_webhook')
  return { gateway, enqueue: (tx: Tx, job: EnqueueInput) => enqueue(tx, job), settings }
}

/** The bed bank's catalogue and inventory, as the hotel booking's port (two domains, joined here). */
export const hotelCatalogue: HotelCatalogue = {
  findOffer: (hotelId, roomIdx, offerId, stay, priceChangePercent) => {
    // Cancellation deadlines already past are priced as past (the policy a booking made now gets).
    const found = findOffer(hotelId, roomIdx, offerId, stay, {
      now: Date.now(),
      ...(priceChangePercent !== undefined ? { priceChangePercent } : {}),
    })
    return (
      found && {
        hotel: found.hotel,
        room: { room_idx: found.room.room_idx, name: found.room.name },
        offer: found.offer,
      }
    )
  },
  holdRooms,
  releaseRooms,
}

/** The promo store, as the hotel booking's port (product 'hotels'). */
export const hotelPromoPort: HotelPromoPort = {
  // Every hotel of the bed bank is in India: a stay is domestic.
  hold: (tx, args) => holdPromo(tx, { ...args, product: 'hotels', domestic: true }),
  release: (tx, bookingId) => releasePromo(tx, bookingId),
  confirm: (tx, bookingId) => confirmPromo(tx, bookingId),
  userKey: promoUserKey,
}

/** The hotel booking's gateway (its webhooks come to /hotels/payment_callbacks), queue and ports. */
function hotelPaymentsOf(deps: UpstreamDeps): HotelPaymentDeps {
  const product = deps.product ?? defaultProductConfig
  return {
    gateway: gatewayFor(deps, '/hotels/payment_callbacks'),
    enqueue: (tx, job) => enqueue(tx, job),
    catalogue: hotelCatalogue,
    promos: hotelPromoPort,
    unconfirmedRetryMs: product.timers.unconfirmedBookingRetryMs,
    tenders: tenderProviders,
  }
}

/** The train booking's gateway (its webhooks come to /trains/payment_callbacks), queue and railway. */
function trainPaymentsOf(deps: UpstreamDeps): TrainPaymentDeps {
  const product = deps.product ?? defaultProductConfig
  return {
    gateway: gatewayFor(deps, '/trains/payment_callbacks'),
    enqueue: (tx, job) => enqueue(tx, job),
    catalogue: railwayCatalogue(deps.trainsNow ?? deps.flightsNow),
    giveUpMs: product.trains.confirmationGiveUpMs,
    chartBeforeMs: product.trains.chartBeforeDepartureMs,
    tenders: tenderProviders,
  }
}

/** What a hotel booking that ends unpaid gives back besides its rooms: its promo's use and its tenders. */
export async function hotelBookingEnded(tx: Tx, bookingId: string): Promise<void> {
  await hotelPromoPort.release(tx, bookingId)
  await releaseHotelTenders(
    tx,
    { tenders: tenderProviders },
    bookingId,
    'The checkout ended unpaid',
    new Date(),
  )
}

/** Every background job of the services: webhook deliveries, pending settlements, ticketing, refunds. */
export function upstreamJobs(deps: UpstreamDeps): JobHandlers {
  const product = deps.product ?? defaultProductConfig
  const payments = paymentsOf(deps)
  const accounts = accountsContext(deps.db, deps.accounts)
  return {
    ...paymentJobs(deps.db, { webhookSecret: payments.settings.webhookSecret }),
    ...refundJobs(deps.db),
    ...checkoutJobs(deps.db, {
      gateway: payments.gateway,
      enqueue: payments.enqueue,
      config: { checkout: product.checkout, timers: product.timers },
      sender: accounts.sender,
      productName: product.whiteLabel.productName,
      promos: promoPort,
      tenders: tenderProviders,
    }),
    ...walletJobs(deps.db),
    ...loyaltyJobs(deps.db, {
      sender: accounts.sender,
      productName: product.whiteLabel.productName,
      config: product.loyalty,
    }),
    ...hotelBookingJobs(deps.db, hotelPaymentsOf(deps)),
    ...hotelTripJobs(deps.db, { sender: accounts.sender, productName: product.whiteLabel.productName }),
    ...trainBookingJobs(deps.db, trainPaymentsOf(deps)),
    ...trainTripJobs(deps.db, {
      sender: accounts.sender,
      productName: product.whiteLabel.productName,
      catalogue: railwayCatalogue(deps.trainsNow ?? deps.flightsNow),
      enqueue: (tx, job) => enqueue(tx, job),
    }),
  }
}

/** Groups mounted before their endpoints exist, so their paths already answer in the error shape. */
const pendingGroups = ['/holidays', '/leads', '/agents']

/** Promo codes are part of the flights service and follow its clock (a pinned one in tests). */
function promoClock(flightsNow: (() => number) | undefined): (() => Date) | undefined {
  return flightsNow && (() => new Date(flightsNow()))
}

/** The promo store, as the flight checkout's port (two domains, joined here). */
export const promoPort: PromoPort = {
  hold: (tx, args) => holdPromo(tx, { ...args, product: 'flights' }),
  release: (tx, bookingId) => releasePromo(tx, bookingId),
  confirm: (tx, bookingId) => confirmPromo(tx, bookingId),
  userKey: promoUserKey,
  refused: promoRefused,
}

/**
 * The earning side of a trip's outcome (docs/decisions/0227): `confirmed` posts the points once per
 * Trip Id, `cancelled` takes them back once. The services' beat also settles trips on its own
 * (main.ts, settleTrips), so calling these from the core only makes the points appear sooner.
 */
export const loyaltyTripOutcomePort = (product: ProductConfig = defaultProductConfig) =>
  loyaltyTripOutcomes((tx, job) => enqueue(tx, job), product.loyalty)

/** What a flight checkout that ends unpaid gives back: its promo's use and its tenders (the wallet part). */
export async function checkoutEnded(tx: Tx, bookingId: string): Promise<void> {
  await promoPort.release(tx, bookingId)
  await releaseWallet(tx, bookingId, tenderProviders)
}

export function createUpstreamApp(deps: UpstreamDeps): Hono {
  const app = new Hono()
  const log = deps.log ?? silentLogger
  app.use(requestLogging(log))

  // First, so it covers every route: a declared body over the limit is refused unread.
  app.use(bodyLimit(deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES))
  app.get('/health', (c) => c.json({ status: 'ok', database: deps.kind }))

  app.route(
    '/flights',
    flightsRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      now: deps.flightsNow,
      // The search shows the seats the booking will count (docs/decisions/0190).
      seatsLeft: (ids) => fareSeatsLeft(deps.db, ids),
    }),
  )
  app.route('/hotels', hotelSearchRoutes(deps.db, { sandbox: deps.sandbox ?? true, now: deps.flightsNow }))
  app.route(
    '/trains',
    trainRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      product: deps.product ?? defaultProductConfig,
      now: deps.flightsNow,
    }),
  )
  app.route('/config', configRoutes(deps.db))
  app.route('/content', contentRoutes(deps.db))
  app.route('/logging', loggingRoutes(deps.db, { sandbox: deps.sandbox ?? true }))
  const accounts = accountsContext(deps.db, deps.accounts)
  const grantSecret = deps.tripGrantSecret ?? deploymentDefaults.TRIP_GRANT_SECRET
  app.route(
    '/flights',
    checkoutRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      product: deps.product ?? defaultProductConfig,
      userIdOf: (c) => optionalUserId(accounts, c),
      // On the clock the bookings area issues its grants with.
      grantedTripOf: (c) =>
        grantOf(grantSecret, c.req.header('x-trip-grant'), new Date(deps.flightsNow?.() ?? Date.now())),
      promos: promoPort,
      now: deps.flightsNow,
      log,
      payments: paymentsOf(deps),
      onEnded: checkoutEnded,
      // Hotel and train trips share the cancellation endpoints; each Trip Id goes to its product.
      hotelCancellation: eitherCancellation(
        hotelCancellation(deps.db, {
          enqueue: paymentsOf(deps).enqueue,
          quoteValidityMs: (deps.product ?? defaultProductConfig).cancellation.quoteValidityMs,
          releaseRooms,
        }),
        trainCancellation(deps.db, {
          enqueue: paymentsOf(deps).enqueue,
          quoteValidityMs: (deps.product ?? defaultProductConfig).cancellation.quoteValidityMs,
          catalogue: railwayCatalogue(deps.trainsNow ?? deps.flightsNow),
        }),
      ),
    }),
  )
  const product = deps.product ?? defaultProductConfig
  // The wallet before the bookings area: its static GET /flights/booking/create_wallet would
  // otherwise be read as the Trip Id of GET /flights/booking/:tripId.
  const userIdOf = (c: Context) => optionalUserId(accounts, c)
  app.route(
    '/flights',
    walletCheckoutRoutes(deps.db, {
      config: { checkout: product.checkout, timers: product.timers },
      tenders: tenderProviders,
      userIdOf,
    }),
  )
  const wallet = {
    sandbox: deps.sandbox ?? true,
    requireUserId: (c: Context) => requireUserId(accounts, c),
    enqueue: paymentsOf(deps).enqueue,
  }
  app.route('/flights', createWalletRoutes(deps.db, wallet))
  app.route('/wallet', walletRoutes(deps.db, wallet))
  // The bookings area: every product's trips, the flight checkout's booking behind each flight trip.
  app.route(
    '/flights',
    bookingsRoutes(deps.db, {
      config: product.bookings,
      grantSecret,
      userIdOf: (c) => optionalUserId(accounts, c),
      clientIpOf: (c) => clientIp(c, accounts.trustProxy),
      sender: accounts.sender,
      productName: product.whiteLabel.productName,
      // Upcoming or completed is read against the flight supplier's clock (a pinned one in tests).
      now: promoClock(deps.flightsNow),
      products: {
        flights: flightTripPort(
          deps.db,
          { checkout: product.checkout, timers: product.timers },
          product.whiteLabel.productName,
        ),
        hotels: hotelTripPort(deps.db, product.whiteLabel.productName),
        trains: trainTripPort(
          deps.db,
          railwayCatalogue(deps.trainsNow ?? deps.flightsNow),
          product.whiteLabel.productName,
        ),
      },
    }),
  )
  const payment = deps.payment ?? defaultPaymentSettings
  app.route(
    '/payment',
    paymentRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      keyId: payment.keyId,
      keySecret: payment.keySecret,
      modes: [...product.labels.paymentModes, ...(product.flags.upi ? ['UPI'] : [])],
      cardVault: product.flags.cardVault,
      merchantName: product.whiteLabel.productName,
      pendingSettleMs: payment.pendingSettleMs,
      refundSettleMs: payment.refundSettleMs ?? deploymentDefaults.PAYMENT_REFUND_SETTLE_MS,
      jobs: () => upstreamJobs(deps),
    }),
  )
  // Promo checks sit with the flights service (000 §7); who is signed in comes from accounts.
  app.route(
    '/flights',
    promoRoutes(deps.db, {
      userIdOf: (c) => optionalUserId(accounts, c),
      now: promoClock(deps.flightsNow),
      checksPerIp: product.checkout.promoChecksPerIp,
      clientIpOf: (c) => clientIp(c, accounts.trustProxy),
    }),
  )
  app.route(
    '/hotels',
    hotelBookingRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      product,
      userIdOf,
      userEmailOf: async (userId) => (await userById(accounts, userId)).email,
      payments: hotelPaymentsOf(deps),
      promos: hotelPromoPort,
      // "Today" of the stay and the searches' lifetimes: the hotel search's clock.
      now: deps.flightsNow,
      log,
    }),
  )
  app.route(
    '/trains',
    trainBookingRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      product,
      userIdOf,
      payments: trainPaymentsOf(deps),
      log,
    }),
  )
  // Vouchers (issue 26): the check of the redeem screen; the tender itself is ./vouchers/tender.ts.
  app.route(
    '/vouchers',
    voucherRoutes(deps.db, {
      userIdOf,
      now: promoClock(deps.flightsNow),
      checksPerIp: product.checkout.promoChecksPerIp,
      clientIpOf: (c) => clientIp(c, accounts.trustProxy),
    }),
  )
  // The card vault (000 §7, 001 §7): the signed-in traveller's saved payment modes.
  app.route('/card-vault', cardVaultRoutes(deps.db, { requireUserId: (c) => requireUserId(accounts, c) }))
  app.route('/auth', authRoutes(accounts))
  app.route('/account', accountRoutes(accounts))
  app.route('/hotels', hotelVoucherRoutes(deps.db, { userIdOf, productName: product.whiteLabel.productName }))
  app.route(
    '/loyalty',
    loyaltyRoutes(deps.db, {
      sandbox: deps.sandbox ?? true,
      config: product.loyalty,
      sender: accounts.sender,
      productName: product.whiteLabel.productName,
      requireUserId: (c) => requireUserId(accounts, c),
      clientIpOf: (c) => clientIp(c, accounts.trustProxy),
      enqueue: (tx, job) => enqueue(tx, job),
      now: () => accounts.clock.now(),
    }),
  )
  for (const prefix of pendingGroups) app.route(prefix, new Hono())

  app.notFound((c) =>
    errorResponse(c, notFoundError(`No endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    const requestId = requestIdOf(c)
    log.error({ err: error, requestId, method: c.req.method }, 'unexpected error')
    // Never leak internals: the stack goes to the log, the caller gets the common shape and the
    // request id that finds the log line.
    return errorResponse(
      c,
      new ApiError(
        500,
        'INTERNAL_ERROR',
        'Something went wrong on our side',
        'The error was logged; try again in a moment.',
      ),
      requestId,
    )
  })

  return app
}
