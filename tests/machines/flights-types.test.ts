import { describe, expectTypeOf, it } from 'vitest'
import type * as machine from '@machines/flights/types'
import type * as shared from '@contracts/flights/schemas'

// machines/ cannot import src/, so it keeps its own minimal types; these assignments stop the two
// from drifting apart (a mismatch fails `tsc`, and so `npm run validate`).
describe('machine types match the shared flight schemas', () => {
  it('accepts the shared results, answers and requests', () => {
    expectTypeOf<shared.FlightResult>().toExtend<machine.FlightSummary>()
    expectTypeOf<shared.SearchAnswer>().toExtend<machine.SearchAnswer<shared.FlightResult>>()
    expectTypeOf<shared.SearchMeta>().toExtend<machine.SearchMeta>()
    expectTypeOf<shared.FlightSearchRequest>().toExtend<machine.SearchRequestLike>()
    expectTypeOf<shared.SearchStatus>().toEqualTypeOf<machine.SearchStatus>()
    expectTypeOf<shared.FlightType>().toEqualTypeOf<machine.FlightType>()
    expectTypeOf<shared.TripType>().toEqualTypeOf<machine.TripType>()
  })
})
