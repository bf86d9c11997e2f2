import { describe, expect, it } from 'vitest'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import { evaluatePromo, formatRupees, type PromoContext, type PromoRule } from '~/services/promo/engine'

const now = new Date('2026-11-26T10:00:00+05:30')

function promo(overrides: Partial<PromoRule> = {}): PromoRule {
  return {
    code: 'FLY500',
    product: 'flights',
    kind: 'flat',
    value: 50_000,
    maxDiscount: null,
    minAmount: 500_000,
    benefit: 'instant',
    validFrom: new Date('2026-01-01T00:00:00+05:30'),
    validUntil: new Date('2027-01-01T00:00:00+05:30'),
    perUserLimit: 1,
    totalLimit: null,
    usedCount: 0,
    active: true,
    domesticOnly: false,
    newUsersOnly: false,
    ...overrides,
  }
}

function ctx(overrides: Partial<PromoContext> = {}): PromoContext {
  return { amountPaise: 800_000, now, product: 'flights', domestic: true, userUsed: 0, ...overrides }
}

describe('evaluatePromo: refusals, each with a sentence a traveller can act on', () => {
  it.each([
    ['UNKNOWN', undefined, ctx(), 'Enter a valid promo code'],
    ['POINTS_APPLIED', promo(), ctx({ pointsApplied: true }), PROMO_AND_POINTS_MESSAGE],
    ['INACTIVE', promo({ active: false }), ctx(), 'Promo code FLY500 is no longer available'],
    ['WRONG_PRODUCT', promo(), ctx({ product: 'hotels' }), 'FLY500 is for flights only'],
    ['WRONG_PRODUCT', promo({ code: 'HOTEL20', product: 'hotels' }), ctx(), 'HOTEL20 is for hotels only'],
    [
      'NOT_STARTED',
      promo({ validFrom: new Date('2026-12-01T00:00:00+05:30') }),
      ctx(),
      'Promo code FLY500 can be used from 1 Dec 2026, 00:00 IST',
    ],
    ['EXPIRED', promo({ code: 'SAVE10', validUntil: now }), ctx(), 'Promo code SAVE10 has expired'],
    [
      'DOMESTIC_ONLY',
      promo({ domesticOnly: true }),
      ctx({ domestic: false }),
      'FLY500 is for travel within India only',
    ],
    [
      'NEW_USERS_ONLY',
      promo({ code: 'WELCOME250', newUsersOnly: true }),
      ctx({ newUser: false }),
      'WELCOME250 is for your first booking only',
    ],
    ['FULLY_USED', promo({ totalLimit: 10, usedCount: 10 }), ctx(), 'FLY500 has been fully used'],
    ['ALREADY_USED', promo({ code: 'WELCOME250' }), ctx({ userUsed: 1 }), 'You have already used WELCOME250'],
    [
      'ALREADY_USED',
      promo({ code: 'SAVE10', perUserLimit: 3 }),
      ctx({ userUsed: 3 }),
      'You have already used SAVE10 3 times, the most it allows',
    ],
    [
      'MIN_AMOUNT',
      promo(),
      ctx({ amountPaise: 350_000 }),
      'Add ₹1,500 more to use FLY500 (minimum booking ₹5,000)',
    ],
    [
      'MIN_AMOUNT',
      promo({ minAmount: 0 }),
      ctx({ amountPaise: 100 }),
      'This booking is too small for FLY500: add more to it and apply the code again',
    ],
  ] as const)('%s: %s', (code, rule, context, message) => {
    expect(evaluatePromo(rule, context)).toEqual({ ok: false, code, message })
  })

  it('refuses what the traveller cannot change before what they can (limits before the minimum)', () => {
    const verdict = evaluatePromo(promo({ totalLimit: 1, usedCount: 1 }), ctx({ amountPaise: 1_000 }))
    expect(verdict).toMatchObject({ ok: false, code: 'FULLY_USED' })
  })

  it('a new-users-only code is not refused when whether the traveller is new is not known', () => {
    expect(evaluatePromo(promo({ newUsersOnly: true }), ctx()).ok).toBe(true)
  })

  it('a booking that already holds the code is not refused by a total limit its own use filled', () => {
    const rule = promo({ totalLimit: 1, usedCount: 1 })
    expect(evaluatePromo(rule, ctx({ holdsIt: true })).ok).toBe(true)
  })
})

describe('evaluatePromo: the discount', () => {
  it('flat, instant', () => {
    expect(evaluatePromo(promo(), ctx())).toEqual({
      ok: true,
      discount: 50_000,
      benefit: 'instant',
      message: 'Promo code applied: ₹500 off',
    })
  })

  it('cashback says when it arrives', () => {
    const verdict = evaluatePromo(promo({ benefit: 'cashback', value: 30_000, minAmount: 0 }), ctx())
    expect(verdict).toEqual({
      ok: true,
      discount: 30_000,
      benefit: 'cashback',
      message: '₹300 cashback will be added to your wallet after the trip',
    })
  })

  it('percent rounds down to whole paise', () => {
    // 10% of ₹1,234.57 is ₹123.457: the traveller gets ₹123.45, never a fraction of a paisa.
    const verdict = evaluatePromo(
      promo({ kind: 'percent', value: 1_000, minAmount: 0 }),
      ctx({ amountPaise: 123_457 }),
    )
    expect(verdict).toEqual({
      ok: true,
      discount: 12_345,
      benefit: 'instant',
      message: 'Promo code applied: ₹123.45 off',
    })
  })

  it('percent stops at the cap, and says so', () => {
    const rule = promo({ code: 'SAVE10', kind: 'percent', value: 1_000, maxDiscount: 100_000, minAmount: 0 })
    expect(evaluatePromo(rule, ctx({ amountPaise: 2_500_000 }))).toEqual({
      ok: true,
      discount: 100_000,
      benefit: 'instant',
      message: 'Promo code applied: ₹1,000 off (the most SAVE10 gives)',
    })
    // Under the cap: the percent itself.
    expect(evaluatePromo(rule, ctx({ amountPaise: 900_000 }))).toMatchObject({ discount: 90_000 })
  })

  it('a percent of 100 leaves ₹1 to pay: nothing is free', () => {
    const rule = promo({ kind: 'percent', value: 10_000, minAmount: 0 })
    expect(evaluatePromo(rule, ctx({ amountPaise: 40_000 }))).toMatchObject({ ok: true, discount: 39_900 })
  })

  it('a flat discount larger than the amount leaves ₹1 to pay', () => {
    const rule = promo({ value: 50_000, minAmount: 0 })
    expect(evaluatePromo(rule, ctx({ amountPaise: 30_000 }))).toMatchObject({ ok: true, discount: 29_900 })
  })

  it('the minimum amount is inclusive: exactly the minimum applies, a paisa less does not', () => {
    expect(evaluatePromo(promo(), ctx({ amountPaise: 500_000 })).ok).toBe(true)
    expect(evaluatePromo(promo(), ctx({ amountPaise: 499_999 }))).toEqual({
      ok: false,
      code: 'MIN_AMOUNT',
      message: 'Add ₹0.01 more to use FLY500 (minimum booking ₹5,000)',
    })
  })

  it('valid from its first instant up to, not including, its last', () => {
    const rule = promo({ validFrom: now, validUntil: new Date(now.getTime() + 1) })
    expect(evaluatePromo(rule, ctx()).ok).toBe(true)
    expect(evaluatePromo(rule, ctx({ now: new Date(now.getTime() - 1) }))).toMatchObject({
      code: 'NOT_STARTED',
    })
    expect(evaluatePromo(rule, ctx({ now: new Date(now.getTime() + 1) }))).toMatchObject({ code: 'EXPIRED' })
  })

  it('an amount that is not whole paise is a programming error', () => {
    expect(() => evaluatePromo(promo(), ctx({ amountPaise: 100.5 }))).toThrow(RangeError)
    expect(() => evaluatePromo(promo(), ctx({ amountPaise: -1 }))).toThrow(RangeError)
  })

  it('a per-user limit of 3 allows the third use', () => {
    expect(evaluatePromo(promo({ perUserLimit: 3 }), ctx({ userUsed: 2 })).ok).toBe(true)
  })
})

describe('formatRupees', () => {
  it.each([
    [50_000, '₹500'],
    [12_345_600, '₹1,23,456'],
    [12_345, '₹123.45'],
    [1, '₹0.01'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text)
  })
})
