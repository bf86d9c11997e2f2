import { describe, expect, it } from 'vitest'
import {
  productionSecretProblems,
  ConfigError,
  defaultProductConfig,
  loadDeploymentConfig,
  loadProductConfig,
  upstreamBaseUrl,
} from '@config'

describe('product configuration', () => {
  it('carries the constants of the specification by default', () => {
    expect(defaultProductConfig.polling).toEqual({
      initialDelayMs: 500,
      intervalMs: 1000,
      expiryMs: 120_000,
      repricingExpiryMs: 240_000,
    })
    expect(defaultProductConfig.timers.checkoutSessionMs).toBe(720_000)
    expect(defaultProductConfig.ui.snackbarMs).toBe(2750)
    expect(defaultProductConfig.ui.offlineModalDelayMs).toBe(300)
    expect(defaultProductConfig.limits.maxPassengers).toBe(9)
    expect(defaultProductConfig.flags.visa).toBe(false)
    expect(defaultProductConfig.flags.hotels).toBe(true)
    expect(defaultProductConfig.flights.defaultSort).toBe('PRICE_ASC')
  })

  it('takes overrides from STORE_* variables named after the setting path', () => {
    const config = loadProductConfig({
      STORE_POLLING_INTERVAL_MS: '2000',
      STORE_FLAGS_HOTELS: 'false',
      STORE_WHITE_LABEL_PRODUCT_NAME: 'Partner Travels',
      STORE_FLIGHTS_EXTRA_SERVICE_AIRLINES: 'SG, 6E',
    })
    expect(config.polling.intervalMs).toBe(2000)
    expect(config.polling.initialDelayMs).toBe(500)
    expect(config.flags.hotels).toBe(false)
    expect(config.whiteLabel.productName).toBe('Partner Travels')
    expect(config.flights.extraServiceAirlines).toEqual(['SG', '6E'])
  })

  it('names every bad variable in one error', () => {
    const load = () => loadProductConfig({ STORE_POLLING_INTERVAL_MS: 'soon', STORE_FLAGS_WALLET: 'yes' })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(/STORE_POLLING_INTERVAL_MS: expected a number, got "soon"/)
    expect(load).toThrow(/STORE_FLAGS_WALLET: expected true or false, got "yes"/)
  })

  it('rejects values outside the schema with the variable name', () => {
    expect(() => loadProductConfig({ STORE_POLLING_INTERVAL_MS: '-5' })).toThrow(/STORE_POLLING_INTERVAL_MS/)
  })
})

describe('deployment configuration', () => {
  it('defaults to the embedded database and the bundled services', () => {
    const d = loadDeploymentConfig({})
    expect(d.PORT).toBe(3000)
    expect(d.DATABASE_URL).toBeUndefined()
    expect(d.PGLITE_DIR).toBe('./data/pglite')
    expect(d.SANDBOX).toBe(true)
    expect(upstreamBaseUrl(d)).toBe('http://127.0.0.1:3001')
  })

  it('points at another upstream with UPSTREAM_URL', () => {
    expect(upstreamBaseUrl(loadDeploymentConfig({ UPSTREAM_URL: 'https://api.example.com/' }))).toBe(
      'https://api.example.com',
    )
  })

  it('names a bad variable', () => {
    expect(() => loadDeploymentConfig({ PORT: 'http' })).toThrow(/PORT/)
    expect(() => loadDeploymentConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    )
    expect(() => loadDeploymentConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    )
  })
})

describe('secrets outside the sandbox', () => {
  it('names every published default still in use when SANDBOX=false, and nothing in the sandbox', () => {
    const real = {
      PAYMENT_KEY_SECRET: 'k'.repeat(40),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
      TRIP_GRANT_SECRET: 't'.repeat(40),
    }
    expect(productionSecretProblems({}, { SANDBOX: true })).toEqual([])
    expect(productionSecretProblems(real, { SANDBOX: false })).toEqual([])
    expect(
      productionSecretProblems(
        {
          ...real,
          TRIP_GRANT_SECRET: 'sandbox-trip-grant-secret-change-me-01',
          PAYMENT_WEBHOOK_SECRET: undefined,
        },
        { SANDBOX: false },
      ),
    ).toEqual([
      'PAYMENT_WEBHOOK_SECRET: required when SANDBOX=false (your own value; the default is published)',
      'TRIP_GRANT_SECRET: required when SANDBOX=false (your own value; the default is published)',
    ])
  })
})
