/**
 * Harness steps for the cancellation and refund tracker's store paths
 * (machines/bookings/cancellation.binding.ts, refund-tracking.binding.ts): a trip's refund brought
 * to a state through the services' own HTTP API and the sandbox gateway's controls
 * (docs/decisions/0093). The trip is `{tripId}`, owned by the account whose bearer header is
 * `{bearer}` ('paid-trip' with `owner: true` sets both).
 */
import type { Refund } from '@contracts/bookings/cancellation'
import { upstreamUrl } from '../auth-support'
import { expect } from '../fixtures'
import { api, type Data } from './bookings-steps'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

const order: Record<Refund['status'], number> = { requested: 0, initiated: 1, processed: 2, failed: 2 }

function need(h: Harness, name: string): string {
  const value = h.vars.get(name)
  if (value === undefined) throw new Error(`{${name}} is not set yet: a step before this one must set it`)
  return value
}

async function refundOf(h: Harness): Promise<Refund | undefined> {
  const read = await api<Data<{ refunds: Refund[] }>>(
    h,
    'GET',
    `/flights/api/v1.0/trips/${need(h, 'tripId')}/refunds`,
    undefined,
    { authorization: need(h, 'bearer') },
  )
  return read.body?.data.refunds[0]
}

/** Polls the trip's refund until it is in `status`. */
async function until(h: Harness, status: Refund['status'], nudge?: () => Promise<unknown>) {
  await expect
    .poll(
      async () => {
        await nudge?.()
        return (await refundOf(h))?.status
      },
      { timeout: 20_000, message: `the refund of {tripId} should reach ${status}` },
    )
    .toBe(status)
}

export const cancellationSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /**
   * The trip's refund is in `status` at the services (requested, initiated, processed, failed). With
   * no refund yet, the owner cancels the whole booking to the original payment, the refund held back
   * from the gateway for an hour (sandbox `refundAfterMs`), so it stays requested; initiated: the
   * sandbox runs the due jobs now (deliver_webhooks) and the gateway has it, pending; processed or
   * failed: the sandbox bank decides it now (settle_refund) and its webhook reaches the services.
   */
  'refunds-reach': async (h, { status = 'requested' }) => {
    const want = String(status) as Refund['status']
    const owner = { authorization: need(h, 'bearer') }
    const trip = `/flights/api/v1.0/trips/${need(h, 'tripId')}`
    if (!(await refundOf(h))) {
      const quote = await api<Data<{ id: string }>>(
        h,
        'POST',
        `${trip}/cancellation/quote`,
        {
          kind: 'FULL',
          destination: 'source',
        },
        owner,
      )
      await api(
        h,
        'POST',
        `${trip}/cancellation`,
        { quote_id: quote.body?.data.id },
        {
          ...owner,
          'idempotency-key': `model-cancel-${quote.body?.data.id}`,
          'x-sandbox-scenario': 'refundAfterMs=3600000',
        },
      )
    }
    const now = await refundOf(h)
    if (!now) throw new Error('refunds-reach: the cancellation made no refund')
    if (order[now.status] >= order[want]) {
      if (now.status !== want)
        throw new Error(`refunds-reach: the refund is ${now.status} already, not ${want}`)
      return
    }
    if (now.status === 'requested')
      await until(h, 'initiated', () => h.request.post(`${upstreamUrl}/payment/sandbox/deliver_webhooks`))
    if (want === 'initiated') return
    const settled = await h.request.post(`${upstreamUrl}/payment/sandbox/settle_refund`, {
      data: { receipt: now.id, outcome: want },
    })
    // 409: the bank decided it by itself meanwhile (PAYMENT_REFUND_SETTLE_MS); the state says how.
    if (settled.status() >= 300 && settled.status() !== 409)
      throw new Error(`settle_refund answered ${settled.status()}: ${await settled.text()}`)
    await until(h, want)
  },
}
