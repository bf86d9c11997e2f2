/**
 * The product defaults (app.config.ts) the flight machines fall back on when a flow gives them no
 * value, as plain numbers. The machines import this file rather than app.config.ts because that one
 * builds zod schemas, and the machines load with the flight results page, which carries no zod
 * (docs/decisions/0019). A copy, not the source: tests/machines/flights-config-defaults.test.ts
 * fails if it ever differs from app.config.ts.
 */
export const pollingDefaults = {
  initialDelayMs: 500,
  intervalMs: 1000,
  expiryMs: 120_000,
} as const

export const flightDefaults = {
  missingConnectorsDefault: 4,
  minReturnGapHours: 2,
} as const
