// The payment options machine (issue 26; docs/decisions/0222) with stub actors and a simulated
// clock: which ways to pay are offered and in what order, apply and undo with what is left, the
// promo-xor-points rule with 000 §5's words, and paying with nothing left or through the gateway.
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import type { TenderLine } from '@contracts/commerce/tenders'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import { paymentOptionsSampleInput } from '@machines/commerce/catalogue'
import {
  leftOf,
  offeredModes,
  paymentOptionsMachine,
  type PaymentOptionsInput,
  type TenderAnswer,
} from '@machines/commerce/payment-options.machine'

const line = (kind: TenderLine['kind'], amount: number, index = 0): TenderLine => ({
  kind,
  index,
  amount,
  label: kind,
  status: 'held',
})

function panel(over: Partial<PaymentOptionsInput> = {}, fail = false) {
  const clock = new SimulatedClock()
  let applied: TenderLine[] = over.applied ?? []
  const machine = paymentOptionsMachine.provide({
    actors: {
      applyTender: fromPromise<
        TenderAnswer,
        { bookingId: string; kind: TenderLine['kind']; index: number; amount: number }
      >(async ({ input }) => {
        if (fail) throw new Error('Your wallet has only ₹100.00. Enter a smaller amount.')
        applied = [...applied, line(input.kind, input.amount, input.index)]
        return { total: 200_000, applied }
      }),
      undoTender: fromPromise<TenderAnswer, { bookingId: string; kind: TenderLine['kind']; index: number }>(
        async ({ input }) => {
          applied = applied.filter((t) => !(t.kind === input.kind && t.index === input.index))
          return { total: 200_000, applied }
        },
      ),
      applyPromo: fromPromise(async () => ({ total: 180_000, discount: 20_000, code: 'SAVE10' })),
      removePromo: fromPromise(async () => ({ total: 200_000 })),
      payWithTenders: fromPromise<void, { bookingId: string }>(async () => undefined),
    },
  })
  const actor = createActor(machine, {
    input: { ...paymentOptionsSampleInput, promoXorPoints: PROMO_AND_POINTS_MESSAGE, ...over },
    clock,
  }).start()
  return { actor, clock }
}

describe('which ways to pay are offered', () => {
  const base = paymentOptionsSampleInput
  it('follows the white-label order of 001 §3, UPI off by default', () => {
    expect(offeredModes(base).map((o) => o.mode)).toEqual([
      'PAYBACK',
      'MoCASH',
      'GIFTCARD',
      'NETBANKING',
      'CARD',
      'WALLET',
      'SAVEDPAYMENTMODES',
    ])
    expect(offeredModes({ ...base, modes: ['CARD', 'WALLET', 'PAYBACK'] }).map((o) => o.mode)).toEqual([
      'CARD',
      'WALLET',
      'PAYBACK',
    ])
  })

  it('names the tender each mode applies', () => {
    const tenders = Object.fromEntries(offeredModes(base).map((o) => [o.mode, o.tender]))
    expect(tenders).toMatchObject({ PAYBACK: 'points', GIFTCARD: 'voucher', WALLET: 'wallet', CARD: null })
  })

  it('turns modes off by flag; a guest has no wallet or saved cards; an agent none of the traveller’s', () => {
    const off = { loyaltyPoints: false, vouchers: false, cardVault: false, wallet: false, upi: true }
    expect(offeredModes({ ...base, flags: off }).map((o) => o.mode)).toEqual([
      'MoCASH',
      'NETBANKING',
      'CARD',
      'UPI',
    ])
    expect(offeredModes({ ...base, signedIn: false }).map((o) => o.mode)).toEqual([
      'PAYBACK',
      'MoCASH',
      'GIFTCARD',
      'NETBANKING',
      'CARD',
    ])
    expect(offeredModes({ ...base, agent: true }).map((o) => o.mode)).toEqual([
      'MoCASH',
      'NETBANKING',
      'CARD',
    ])
  })
})

describe('apply and undo', () => {
  it('applies the wallet, shows and announces what is left, and undoes it', async () => {
    const { actor } = panel()
    actor.send({ type: 'APPLY', kind: 'wallet', index: 0, amount: 50_000 })
    expect(actor.getSnapshot().value).toBe('applying')
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(leftOf(actor.getSnapshot().context)).toBe(150_000)
    expect(actor.getSnapshot().context.announcement).toBe('Wallet balance applied. ₹1,500.00 left to pay.')
    actor.send({ type: 'UNDO', kind: 'wallet', index: 0 })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context.applied).toEqual([])
    expect(actor.getSnapshot().context.announcement).toBe('Taken off the booking. ₹2,000.00 left to pay.')
  })

  it('refuses more than is left, a kind not offered, and a second wallet part, without calling the server', () => {
    const { actor } = panel({ applied: [line('wallet', 150_000)] })
    actor.send({ type: 'APPLY', kind: 'points', index: 0, amount: 60_000 })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toBe('You can use at most ₹500.00 on this booking.')
    actor.send({ type: 'APPLY', kind: 'wallet', index: 0, amount: 100 })
    expect(actor.getSnapshot().context.error).toBe(
      'Wallet balance is already applied. Undo it to change the amount.',
    )
    const guest = panel({ signedIn: false }).actor
    guest.send({ type: 'APPLY', kind: 'wallet', index: 0, amount: 100 })
    expect(guest.getSnapshot().context.error).toBe('This way to pay is not offered on this booking.')
  })

  it('keeps the server’s refusal until the next try', async () => {
    const { actor } = panel({}, true)
    actor.send({ type: 'APPLY', kind: 'wallet', index: 0, amount: 50_000 })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context.error).toBe('Your wallet has only ₹100.00. Enter a smaller amount.')
    actor.send({ type: 'UNDO', kind: 'wallet', index: 0 })
    expect(actor.getSnapshot().context.error).toBe('Your wallet has only ₹100.00. Enter a smaller amount.')
  })

  it('several vouchers at once, keyed by index', async () => {
    const { actor } = panel()
    actor.send({ type: 'APPLY', kind: 'voucher', index: 0, amount: 10_000 })
    await waitFor(actor, (s) => s.matches('choosing'))
    actor.send({ type: 'APPLY', kind: 'voucher', index: 1, amount: 20_000 })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context.applied.map((t) => t.index)).toEqual([0, 1])
    expect(leftOf(actor.getSnapshot().context)).toBe(170_000)
  })
})

describe('a promo code or PAYBACK points, never both (000 §5)', () => {
  it('refuses points once a promo code is on, with the spec’s words', () => {
    const { actor } = panel({ promo: { code: 'SAVE10', discount: 20_000 } })
    actor.send({ type: 'APPLY', kind: 'points', index: 0, amount: 10_000 })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toBe(
      "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
    )
  })

  it('refuses a promo code once points are on', () => {
    const { actor } = panel({ applied: [line('points', 10_000)] })
    actor.send({ type: 'APPLY_PROMO', code: 'SAVE10' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toBe(PROMO_AND_POINTS_MESSAGE)
  })

  it('a promo code lowers the total before tenders, and comes off again', async () => {
    const { actor } = panel()
    actor.send({ type: 'APPLY_PROMO', code: 'SAVE10' })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context).toMatchObject({ total: 180_000, promo: { code: 'SAVE10' } })
    actor.send({ type: 'REMOVE_PROMO' })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context).toMatchObject({ total: 200_000, promo: null })
  })
})

describe('paying', () => {
  it('with nothing left: paid without the gateway', async () => {
    const { actor } = panel({ applied: [line('wallet', 200_000)] })
    actor.send({ type: 'PAY' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('with something left: the gateway takes the rest', () => {
    const { actor } = panel({ applied: [line('wallet', 50_000)] })
    actor.send({ type: 'PAY' })
    expect(actor.getSnapshot().value).toBe('toGateway')
  })
})
