/**
 * The product configuration: feature flags, the business constants of the specification
 * (000 §9, 001 §9), white-label defaults and the deployment settings.
 *
 * Plain typed data validated with zod. Safe to import anywhere (machines, browser, services):
 * it never touches `process` itself. The server calls `loadAppConfig(process.env)` once; the
 * browser receives the public part through the root loader.
 *
 * Overrides: every product setting can be set with an environment variable named after its
 * path, prefixed with STORE_, e.g. `polling.intervalMs` → STORE_POLLING_INTERVAL_MS,
 * `flags.hotels` → STORE_FLAGS_HOTELS. Deployment settings use their conventional names
 * (PORT, DATABASE_URL, …). A bad value fails start-up with a message naming the variable.
 */
import { z } from 'zod'

const ms = z.number().int().nonnegative()

const rateLimit = (limit: number, windowMs: number) =>
  z.object({ limit: z.number().int().positive().default(limit), windowMs: ms.default(windowMs) }).prefault({})

export const sortKeys = ['PRICE', 'DEPARTURE', 'DURATION', 'OPERATOR', 'ARRIVAL', 'AIRLINE'] as const

export const productSchema = z.object({
  /** 000 §9 and 001 §9 feature flags. */
  flags: z
    .object({
      domesticFlights: z.boolean().default(true),
      internationalFlights: z.boolean().default(true),
      multicityFlights: z.boolean().default(true),
      hotels: z.boolean().default(true),
      trains: z.boolean().default(true),
      holidays: z.boolean().default(true),
      insurance: z.boolean().default(true),
      loyaltyPoints: z.boolean().default(true),
      wallet: z.boolean().default(true),
      businessTravel: z.boolean().default(true),
      giftCards: z.boolean().default(true),
      tradeFair: z.boolean().default(true),
      autoCancellation: z.boolean().default(true),
      cardVault: z.boolean().default(true),
      vouchers: z.boolean().default(true),
      visa: z.boolean().default(false),
      buses: z.boolean().default(false),
      forex: z.boolean().default(false),
      /** On: this store sells homestays (001 §9 had it off; docs/decisions/0115). */
      homestay: z.boolean().default(true),
      /** 001 §3 payment modes: UPI (off). The gateway offers UPI only when on. */
      upi: z.boolean().default(false),
    })
    .prefault({}),

  /** Which products are built in this release; a tab whose product is not built says so. */
  built: z
    .object({
      flights: z.boolean().default(true),
      hotels: z.boolean().default(true),
      trains: z.boolean().default(true),
      holidays: z.boolean().default(false),
      tradefair: z.boolean().default(false),
      giftcard: z.boolean().default(false),
    })
    .prefault({}),

  timers: z
    .object({
      checkoutSessionMs: ms.default(720_000),
      trainsCheckoutMs: ms.default(300_000),
      fifteenMinuteMs: ms.default(900_000),
      sessionDangerMs: ms.default(120_000),
      flightBookingTimeoutMinutes: z.number().int().positive().default(20),
      unconfirmedBookingRetryMs: ms.default(1_800_000),
      /** How long the browser waits for the configuration before using the defaults (not in the spec). */
      configurationRequestMs: ms.default(15_000),
    })
    .prefault({}),

  polling: z
    .object({
      initialDelayMs: ms.default(500),
      intervalMs: ms.default(1000),
      expiryMs: ms.default(120_000),
      repricingExpiryMs: ms.default(240_000),
    })
    .prefault({}),

  locationSearch: z
    .object({
      debounceMs: ms.default(300),
      keyboardSelectMs: ms.default(50),
      openCheckMs: ms.default(100),
      clearAfterDebounces: z.number().int().positive().default(6),
    })
    .prefault({}),

  limits: z
    .object({
      maxPassengers: z.number().int().positive().default(9),
      multiCityMinLegs: z.number().int().positive().default(2),
      multiCityMaxLegs: z.number().int().positive().default(6),
      nearbyAirports: z.number().int().nonnegative().default(1),
      lastSearchesKept: z.number().int().positive().default(2),
      countryCodePageSize: z.number().int().positive().default(1000),
      queryParseKeyCap: z.number().int().positive().default(1000),
      trainsMaxPassengers: z.number().int().positive().default(6),
      hotelCardsPerPage: z.number().int().positive().default(50),
      offersPageSize: z.number().int().positive().default(15),
    })
    .prefault({}),

  flights: z
    .object({
      priceFilterStep: z.number().int().positive().default(100),
      defaultSort: z.string().default('PRICE_ASC'),
      stopsLabels: z.array(z.string()).default(['Non-Stop', '1 Stop', '2+ Stops']),
      missingConnectorsDefault: z.number().int().nonnegative().default(4),
      minReturnGapHours: z.number().nonnegative().default(2),
      shortLayoverHours: z.number().nonnegative().default(4),
      extraServiceAirlines: z.array(z.string()).default(['9W', 'SG', '6E', 'AI']),
    })
    .prefault({}),

  /** Trains (001 §9 Trains; issue 16; docs/decisions/0119). */
  trains: z
    .object({
      /** 001 §9: ten popular stations preset on the search form (station codes). */
      popularStations: z
        .array(z.string().regex(/^[A-Z]{2,5}$/))
        .default(['NDLS', 'BCT', 'MAS', 'HWH', 'SBC', 'SC', 'PUNE', 'ADI', 'JP', 'LKO']),
      /** A results page older than this asks to search again (001 §4 train search expiry). */
      searchExpiryMs: ms.default(900_000),
      /** The advance reservation period (not in the spec; 0119). */
      bookingWindowDays: z.number().int().positive().default(60),
      /** The chart is prepared this long before the train leaves its origin. */
      chartBeforeDepartureMs: ms.default(14_400_000),
      /** Tatkal opens the day before the journey at these times (AC, non-AC). */
      tatkalOpensAc: z.string().default('10:00'),
      tatkalOpensNonAc: z.string().default('11:00'),
      /** Nightly downtime of the railway's booking system (IST, HH:mm): the not-available modal. */
      downtimeFrom: z.string().default('23:45'),
      downtimeTo: z.string().default('00:20'),
      /** A booking paid but not confirmed by then is refunded (001 §8, 000 §8 30 minutes). */
      confirmationGiveUpMs: ms.default(1_800_000),
    })
    .prefault({}),

  /** Flight checkout charges (not in the spec; docs/decisions/0058). Paise. */
  checkout: z
    .object({
      /** Per traveller with a seat (adults and children), shown before the gateway (X4). */
      convenienceFeePerTraveller: z.number().int().nonnegative().default(29_900),
      /** Per insured traveller; insurance is offered to Indian residents aged 1 to 70 (000 §5). */
      insurancePerTraveller: z.number().int().nonnegative().default(19_900),
      insuranceMinAge: z.number().int().nonnegative().default(1),
      insuranceMaxAge: z.number().int().positive().default(70),
      /** 000 §5 "Traveller type by age": under this an infant, under childBelowYears a child. */
      infantBelowYears: z.number().int().positive().default(5),
      childBelowYears: z.number().int().positive().default(12),
      /** 000 §5 senior citizen: a woman over 58, anyone over 60. */
      seniorFemaleOverYears: z.number().int().positive().default(58),
      seniorOverYears: z.number().int().positive().default(60),
      /** Promo code checks per client address (POST /promo/check): codes are not to be guessed. */
      promoChecksPerIp: rateLimit(30, 600_000),
    })
    .prefault({}),

  /**
   * Cancelling a flight booking (001 §4 "Bookings cancellation"; docs/decisions/0084). Paise and ms.
   * The airline's penalty is the sandbox supplier's (by airline, fare and hours to departure).
   */
  cancellation: z
    .object({
      /** The store's fee per cancelled traveller and flight, on top of the airline's penalty. */
      storeFeePerLine: z.number().int().nonnegative().default(20_000),
      /** Closer to departure than this, a flight is no longer cancelled online. */
      cutoffHours: z.number().nonnegative().default(4),
      /** How long a refund quote may be confirmed. */
      quoteValidityMs: ms.default(900_000),
      /** How often the refund tracker asks again while a refund is not final. */
      refundPollMs: ms.default(3000),
    })
    .prefault({}),

  ui: z
    .object({
      snackbarMs: ms.default(2750),
      offlineModalDelayMs: ms.default(300),
      chunkLoadTimeoutMs: ms.default(120_000),
      largeDesktopWidth: z.number().int().positive().default(1024),
      datePickerStepMinutes: z.number().int().positive().default(30),
      avatarMaxWidth: z.number().int().positive().default(320),
      legalPopupWidth: z.number().int().positive().default(900),
      legalPopupHeight: z.number().int().positive().default(500),
    })
    .prefault({}),

  cookies: z
    .object({
      lastDestinationDays: z.number().int().positive().default(30),
      partnerCookieName: z.string().default('mpid'),
      partnerCookieMs: ms.default(2_592_000_000),
    })
    .prefault({}),

  cache: z.object({ expirySeconds: z.number().int().positive().default(14_400) }).prefault({}),

  money: z
    .object({
      defaultCurrency: z.enum(['INR', 'USD']).default('INR'),
      dialCode: z.string().default('+91'),
      countryCode: z.string().default('91'),
      domesticCountry: z.string().default('IN'),
      commissionTdsPercent: z.number().nonnegative().default(2),
    })
    .prefault({}),

  loyalty: z
    .object({
      flightsExtraPoints: z.number().nonnegative().default(4),
      flightsExtraPointsStatus3: z.number().nonnegative().default(9),
      hotelsExtraPoints: z.number().nonnegative().default(9),
      hotelsExtraPointsStatus3: z.number().nonnegative().default(14),
      /** Trains: the spec is silent; 1x, 2x for membership status 3 (docs/decisions/0227). */
      trainsExtraPoints: z.number().nonnegative().default(1),
      trainsExtraPointsStatus3: z.number().nonnegative().default(2),
      /** Base earning before the multiplier: one point per this many paise paid (₹100). */
      earnPaisePerPoint: z.number().int().positive().default(10_000),
      /** 001 §3 earn-burn ratio: paise one point is worth when redeemed (4 points = ₹1; 0226). */
      paisePerPoint: z.number().int().positive().default(25),
      /** The largest share of a booking's total PAYBACK points may pay, in percent (0226). */
      maxRedeemPercent: z.number().int().min(1).max(100).default(50),
      /** Earned points expire this many days after they were credited. */
      pointsValidityDays: z.number().int().positive().default(1095),
      /** The PIN: valid this long; this many wrong tries lock the account this long (0228). */
      pinTtlMs: ms.default(600_000),
      pinMaxAttempts: z.number().int().positive().default(3),
      pinLockMs: ms.default(900_000),
      pinResendCooldownMs: ms.default(30_000),
      pinRequests: rateLimit(5, 3_600_000),
      lookups: rateLimit(30, 600_000),
      /** A verified PIN lets the checkout redeem for this long. */
      authorizationTtlMs: ms.default(900_000),
      rewardExpiryAlertDays: z.number().int().nonnegative().default(3),
      hotelCashback: z.number().nonnegative().default(10),
      promotionalCashback: z.number().nonnegative().default(50),
    })
    .prefault({}),

  support: z
    .object({
      customerCareHours: z.string().default('Mon-Fri 10:00am-9:00pm'),
      workingHoursStart: z.string().default('06:30'),
      workingHoursEnd: z.string().default('23:30'),
      email: z.string().default('care@safarnama.example'),
      phone: z.string().default('+91 11 4000 0000'),
    })
    .prefault({}),

  /** White-label defaults; a partner site overrides them (001 §3 White-label configuration). */
  whiteLabel: z
    .object({
      productName: z.string().min(1).default('Safarnama'),
      tagline: z.string().default('Flights, hotels, trains and holidays across India'),
      primaryColor: z.string().default('#b3261e'),
      showHeader: z.boolean().default(true),
      showFooter: z.boolean().default(true),
      /** The hotel results' offers strip (content hotel_srp_offer); a partner site may not carry our offers. */
      hotelOffers: z.boolean().default(true),
      /** Which hotel results filters a partner site shows (docs/decisions/0112). */
      hotelFilters: z
        .object({
          price: z.boolean().default(true),
          location: z.boolean().default(true),
          stars: z.boolean().default(true),
          ratings: z.boolean().default(true),
          amenities: z.boolean().default(true),
          smartFilters: z.boolean().default(true),
          propertyType: z.boolean().default(true),
          hotelName: z.boolean().default(true),
        })
        .prefault({}),
      /** 001 §3 white-label `trains`: whether a partner site sells trains, and which filters it shows. */
      trains: z
        .object({
          enable: z.boolean().default(true),
          offer: z.boolean().default(true),
          filters: z
            .object({
              departureTime: z.boolean().default(true),
              arrivalTime: z.boolean().default(true),
              fromStations: z.boolean().default(true),
              toStations: z.boolean().default(true),
              trainTypes: z.boolean().default(true),
            })
            .prefault({}),
        })
        .prefault({}),
    })
    .prefault({}),

  /**
   * Security numbers of the auth and account services (docs/upstream.md "Security"). Public like the
   * rest of this file: they are no secret (the lock message itself names 3 minutes).
   */
  accounts: z
    .object({
      /** 000 §8: 'Account is locked! Please try after 3mins'. */
      lockAfterFailures: z.number().int().positive().default(5),
      lockDurationMs: ms.default(180_000),
      /** Change together with otpSchema (contracts/accounts/rules.ts), which the forms and bodies check. */
      otpDigits: z.number().int().min(4).max(10).default(6),
      otpTtlMs: ms.default(600_000),
      otpMaxAttempts: z.number().int().positive().default(5),
      otpResendCooldownMs: ms.default(30_000),
      accessTokenTtlMs: ms.default(2_592_000_000),
      /** Password-reset links: longer-lived than an OTP, still single use. */
      emailTokenTtlMs: ms.default(3_600_000),
      /** A phone proven by verify_otp may be used for sign-up within this time. */
      phoneProofTtlMs: ms.default(1_800_000),
      /** Fixed windows counted in the database, shared by every instance. */
      rateLimits: z
        .object({
          signInPerIp: rateLimit(30, 300_000),
          signInPerAccount: rateLimit(20, 900_000),
          sendPerRecipient: rateLimit(5, 3_600_000),
          sendPerIp: rateLimit(30, 3_600_000),
          signUpPerIp: rateLimit(10, 3_600_000),
        })
        .prefault({}),
    })
    .prefault({}),

  tenancy: z.object({ channel: z.string().default('B2C') }).prefault({}),

  /** The bookings area (docs/decisions/0087, 0088): list paging, guest lookup limits and grants. */
  bookings: z
    .object({
      pageSize: z.number().int().min(1).max(50).default(10),
      /**
       * Guest lookups (Trip Id + e-mail or mobile), every attempt counted (docs/decisions/0180): per
       * client address and Trip Id (low), per client address, and per Trip Id from every address (a
       * much higher ceiling, so wrong guesses from one address never lock the traveller out).
       */
      lookupPerIpTrip: rateLimit(5, 900_000),
      lookupPerIp: rateLimit(20, 900_000),
      lookupPerTrip: rateLimit(100, 900_000),
      /** How long a guest who found a booking may read it before finding it again. */
      guestGrantMs: ms.default(7_200_000),
      /** A guest's proof before changing a trip: the code sent to the booking's contact (0180). */
      changeCodeTtlMs: ms.default(600_000),
      changeCodeAttempts: z.number().int().positive().default(5),
      changeCodeCooldownMs: ms.default(30_000),
      changeCodesPerTrip: rateLimit(5, 3_600_000),
      changeCodesPerIp: rateLimit(10, 3_600_000),
      /** How long a verified code lets that browser change the trip. */
      changeGrantMs: ms.default(1_800_000),
    })
    .prefault({}),

  labels: z
    .object({
      paymentModes: z
        .array(z.string())
        .default([
          'Net Banking',
          'Credit / Debit Card (Issued in India)',
          'Credit / Debit Card (NOT Issued in India)',
        ]),
      tradeFairIndustries: z
        .array(z.string())
        .default([
          'Consumer',
          'Engineering',
          'Food',
          'Medical',
          'Pharma & Chemical',
          'Plastic & Rubber',
          'Print & Packaging',
          'Textile',
        ]),
      holidayTypes: z.array(z.string()).default(['recommended', 'International', 'Domestic']),
    })
    .prefault({}),
})

export type ProductConfig = z.infer<typeof productSchema>

/** Deployment settings: read on the server only, never sent to the browser. */
export const deploymentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  UPSTREAM_HOST: z.string().default('127.0.0.1'),
  /** Where the BFF finds the upstream services. Defaults to the bundled ones on UPSTREAM_PORT. */
  UPSTREAM_URL: z.url().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** The largest request body the services and the store read (bytes); a larger one answers 413. */
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024 bytes')
    .max(1024 ** 3, 'must be at most 1 GB')
    .default(1024 * 1024),
  /** PostgreSQL connection string; without it the services use PGlite in PGLITE_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** Finished jobs are deleted this many days after they ran (failed ones stay for an operator). */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1, 'must be at least 1 day').max(3650).default(7),
  /**
   * An Idempotency-Key answers its first request's answer for this many hours, then is forgotten
   * (a checkout lives 12 minutes; a day covers every retry a client makes).
   */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1 hour')
    .max(8760)
    .default(24),
  /** 32+ characters used to seal the session cookie. Generated into ./data when absent (sandbox). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sandbox suppliers and the dev outbox are on unless SANDBOX=false. */
  SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The address people reach the store at (e.g. https://travel.example.com), when it is not this
   * machine. With SANDBOX=true and NODE_ENV=production a public one needs ALLOW_PUBLIC_SANDBOX.
   */
  PUBLIC_URL: z.url().optional(),
  /** Serve the sandbox (fake payments, a readable outbox) on a public address anyway (0050). */
  ALLOW_PUBLIC_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Behind a proxy that sets X-Forwarded-For: take the client's address from its first entry.
   * Otherwise (default) the socket's address, so a browser cannot pick its own rate-limit bucket.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The least serious log line written (JSON lines, one per request and per event; decision 0054). */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Append the log lines to this file (created with its folder) instead of standard output. */
  LOG_FILE: z.string().min(1).optional(),
  /** E-mail delivery (sign-up, reset). Unset: messages go to the outbox table only (sandbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().default('Safarnama <no-reply@safarnama.example>'),
  /**
   * The payment gateway (sandbox: the services' own /payment group). Merchant key id and secret
   * (HTTP Basic on the merchant API; the secret signs the browser's return), the webhook secret, and
   * where the gateway is (default: these services). Sandbox defaults; set real ones with SANDBOX=false.
   */
  PAYMENT_KEY_ID: z.string().min(8).default('sandbox_key_safarnama'),
  PAYMENT_KEY_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('sandbox-key-secret-change-me-0123456789'),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('sandbox-webhook-secret-change-me-0123'),
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** Signs the grants a guest gets by finding a booking (Trip Id + e-mail or mobile); set one with SANDBOX=false. */
  TRIP_GRANT_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('sandbox-trip-grant-secret-change-me-01'),
  /** Sandbox gateway: a 'pending' payment is captured this long after it was made. */
  PAYMENT_PENDING_SETTLE_MS: z.coerce.number().int().nonnegative().default(20_000),
  /** Sandbox gateway: a refund is processed (or fails) this long after it was asked for. */
  PAYMENT_REFUND_SETTLE_MS: z.coerce.number().int().nonnegative().default(30_000),
  /**
   * The last browser run of each machine's store paths (tests/e2e/model/ writes it, /flows reads
   * it), relative to the working directory.
   */
  MODEL_RUNS_FILE: z.string().min(1).default('data/model-runs.json'),
})

export type DeploymentConfig = z.infer<typeof deploymentSchema>

// Parsed once, so zod's compiled fast path (built with new Function on a schema's first parse)
// would cost more than it saves; in the browser that compile was a long task (docs/decisions/0022).
export const defaultProductConfig: ProductConfig = productSchema.parse({}, { jitless: true })

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

type Env = Record<string, string | undefined>

function envName(path: string[]): string {
  return ['STORE', ...path.map((p) => p.replace(/([a-z0-9])([A-Z])/g, '$1_$2'))].join('_').toUpperCase()
}

/** Turns STORE_* variables into an object shaped like the defaults, coercing by the default's type. */
function overridesFromEnv(env: Env, defaults: unknown, path: string[], problems: string[]): unknown {
  if (defaults === null || typeof defaults !== 'object' || Array.isArray(defaults)) {
    const name = envName(path)
    const raw = env[name]
    if (raw === undefined) return undefined
    if (typeof defaults === 'number') {
      const n = Number(raw)
      if (raw.trim() === '' || Number.isNaN(n)) problems.push(`${name}: expected a number, got "${raw}"`)
      return n
    }
    if (typeof defaults === 'boolean') {
      if (raw !== 'true' && raw !== 'false') problems.push(`${name}: expected true or false, got "${raw}"`)
      return raw === 'true'
    }
    if (Array.isArray(defaults)) return raw.split(',').map((s) => s.trim())
    return raw
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(defaults)) {
    const v = Array.isArray(value)
      ? env[envName([...path, key])]?.split(',').map((s) => s.trim())
      : overridesFromEnv(env, value, [...path, key], problems)
    if (v !== undefined) out[key] = v
  }
  return out
}

function issuesToProblems(error: z.ZodError, nameOf: (path: PropertyKey[]) => string): string[] {
  return error.issues.map((i) => `${nameOf(i.path)}: ${i.message}`)
}

/** Product configuration with STORE_* overrides applied. Throws ConfigError naming bad variables. */
export function loadProductConfig(env: Env): ProductConfig {
  const problems: string[] = []
  const overrides = overridesFromEnv(env, defaultProductConfig, [], problems)
  if (problems.length) throw new ConfigError(problems)
  const parsed = productSchema.safeParse(overrides)
  if (!parsed.success) {
    throw new ConfigError(issuesToProblems(parsed.error, (p) => envName(p.map(String))))
  }
  return parsed.data
}

/** Deployment settings from the environment. Throws ConfigError naming bad variables. */
export function loadDeploymentConfig(env: Env): DeploymentConfig {
  const parsed = deploymentSchema.safeParse(env)
  if (!parsed.success) throw new ConfigError(issuesToProblems(parsed.error, (p) => p.map(String).join('.')))
  return parsed.data
}

/**
 * Outside the sandbox every secret must be the deployment's own: the defaults are published in this
 * file, so anyone could forge a webhook, a guest's booking grant or a gateway call with them. One
 * line per variable left unset (SESSION_SECRET has no default at all; start.mjs checks it).
 */
export function productionSecretProblems(env: Env, deployment: Pick<DeploymentConfig, 'SANDBOX'>): string[] {
  if (deployment.SANDBOX) return []
  const secrets = ['PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'TRIP_GRANT_SECRET'] as const
  const defaults = deploymentSchema.parse({})
  return secrets
    .filter((name) => !env[name] || env[name] === defaults[name])
    .map((name) => `${name}: required when SANDBOX=false (your own value; the default is published)`)
}

/** The upstream base URL the BFF uses: UPSTREAM_URL, or the bundled services. */
export function upstreamBaseUrl(d: DeploymentConfig): string {
  return (d.UPSTREAM_URL ?? `http://${d.UPSTREAM_HOST}:${d.UPSTREAM_PORT}`).replace(/\/$/, '')
}

// ---------------------------------------------------------------------------------------------
// The sandbox and the public (docs/decisions/0050): what `npm start` refuses and what it prints.

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\])$/i

/** True for an address only this machine can reach. */
export function isLocalHost(host: string): boolean {
  return LOOPBACK_HOST.test(host) || /\.localhost$/i.test(host)
}

/**
 * Why the store is reachable from other machines, as far as the environment tells: the interface
 * the app listens on (nitro reads NITRO_HOST, then HOST; unset is every interface) and PUBLIC_URL.
 * Empty when only this machine can reach it.
 */
export function publicExposure(env: Env): string[] {
  const reasons: string[] = []
  const listen = env.NITRO_HOST || env.HOST
  if (!listen) reasons.push('the store listens on every network interface (HOST is not set)')
  else if (!isLocalHost(listen)) reasons.push(`the store listens on ${listen} (HOST)`)
  if (env.PUBLIC_URL && !isLocalHost(URL.parse(env.PUBLIC_URL)?.hostname ?? env.PUBLIC_URL)) {
    reasons.push(`PUBLIC_URL is ${env.PUBLIC_URL}`)
  }
  return reasons
}

/**
 * The interface `npm start` has the store listen on: HOST (or NITRO_HOST) when set on purpose;
 * otherwise 127.0.0.1 in the sandbox, whose outbox hands out sign-in codes (docs/decisions/0185),
 * and undefined (every interface, nitro's default) for a real store.
 */
export function listenHost(env: Env, deployment: Pick<DeploymentConfig, 'SANDBOX'>): string | undefined {
  return env.NITRO_HOST || env.HOST || (deployment.SANDBOX ? '127.0.0.1' : undefined)
}

/**
 * The refusal when a production start would serve the sandbox on a public address without
 * ALLOW_PUBLIC_SANDBOX=true; null when starting is fine.
 */
export function sandboxRefusal(
  env: Env,
  deployment: Pick<DeploymentConfig, 'SANDBOX' | 'ALLOW_PUBLIC_SANDBOX'>,
): string | null {
  if (!deployment.SANDBOX || env.NODE_ENV !== 'production' || deployment.ALLOW_PUBLIC_SANDBOX) return null
  const reasons = publicExposure(env)
  if (reasons.length === 0) return null
  return [
    'Refusing to start: this is the SANDBOX (SANDBOX=true) with NODE_ENV=production on a public address:',
    ...reasons.map((r) => `  - ${r}`),
    'In the sandbox anyone can read the one-time codes and reset links they ask for at /dev/outbox,',
    "payments are fake and the demo account's password is published. Choose one:",
    '  - SANDBOX=false (with SESSION_SECRET, SMTP_URL) for a real store;',
    '  - HOST=127.0.0.1 (and no public PUBLIC_URL) to keep the sandbox on this machine;',
    '  - ALLOW_PUBLIC_SANDBOX=true if a public demonstration is what you want.',
  ].join('\n')
}

/** The banner `npm start` prints when the sandbox is on. */
export function sandboxBanner(port: string | number, exposed: readonly string[]): string {
  const lines = [
    'SANDBOX MODE: a demonstration store, not a real shop.',
    '  - sandbox suppliers: the flights, fares and seats are made up (deterministic);',
    '  - fake payments: no money moves;',
    `  - every SMS and e-mail lands in the outbox, readable at http://localhost:${port}/dev/outbox`,
    '    (each browser sees the messages it asked for);',
    '  - demo account demo@safarnama.example / Demo@Safarnama1 (a published password);',
    exposed.length > 0
      ? `  - REACHABLE FROM OTHER MACHINES: ${exposed.join('; ')}.`
      : '  - reachable only from this machine (127.0.0.1); to let others in, see README "Exposing the store".',
    'Run with SANDBOX=false (and SESSION_SECRET) for a real deployment.',
  ]
  const width = Math.max(...lines.map((l) => l.length))
  const rule = '!'.repeat(width + 4)
  return [rule, ...lines.map((l) => `! ${l.padEnd(width)} !`), rule].join('\n')
}

export default defaultProductConfig
