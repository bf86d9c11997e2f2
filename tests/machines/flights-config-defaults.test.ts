import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { flightDefaults, pollingDefaults } from '@machines/flights/config-defaults'

// The flight machines read their fallbacks from a zod-free copy (docs/decisions/0019): it must say
// what app.config.ts says.
describe('flight machine defaults', () => {
  it('match the product configuration defaults', () => {
    const { polling, flights } = defaultProductConfig
    expect(pollingDefaults).toEqual({
      initialDelayMs: polling.initialDelayMs,
      intervalMs: polling.intervalMs,
      expiryMs: polling.expiryMs,
    })
    expect(flightDefaults).toEqual({
      missingConnectorsDefault: flights.missingConnectorsDefault,
      minReturnGapHours: flights.minReturnGapHours,
    })
  })
})
