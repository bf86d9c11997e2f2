import { describe, expectTypeOf, it } from 'vitest'
import type * as machine from '@machines/accounts/types'
import type { OtpSent } from '~/server/accounts/auth-client.server'
import type { Viewer } from '@contracts/accounts/viewer'

// machines/ cannot import src/, so it keeps its own minimal types; these stop the machines and the
// BFF from drifting apart (a mismatch fails `tsc`, and so `npm run validate`).
describe('accounts machine types match the BFF', () => {
  it('runs with the real viewer and reads the real OTP answer', () => {
    expectTypeOf<Viewer>().toExtend<machine.ViewerSummary>()
    expectTypeOf<OtpSent>().toEqualTypeOf<machine.OtpSent>()
  })
})
