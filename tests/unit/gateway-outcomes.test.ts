// The sandbox gateway's hosted page offers each product only the outcomes it can have (issue 24):
// a flight's ticketing can fail, a hotel can refuse the stay, a train has no airline at all.
import { describe, expect, it } from 'vitest'
import { outcomesFor } from '@contracts/payments/schemas'
import { payPage } from '~/services/payment/page'

/** The radio buttons' labels under "Sandbox outcome", as the tester reads them. */
function outcomeLabels(product: string | undefined): string[] {
  const html = payPage({
    orderId: 'order_1',
    receipt: 'SF1234567890',
    amount: 479_900,
    modes: ['Net Banking'],
    formToken: 'token',
    merchant: 'Safarnama',
    product,
  })
  const fieldset = /<legend>Sandbox outcome<\/legend>(.*?)<\/fieldset>/s.exec(html)?.[1] ?? ''
  return [...fieldset.matchAll(/<label><input [^>]*name="outcome"[^>]*> ([^<]+)<\/label>/g)].map((m) =>
    (m[1] ?? '').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  )
}

const common = ['Success', 'Failure', 'Suspected fraud', 'Pending (bank confirms later)']

describe('the sandbox outcomes on the gateway page', () => {
  it('a flight may have its ticketing fail after payment', () => {
    expect(outcomeLabels('flights')).toEqual([
      'Success',
      'Failure',
      "Success, then the airline's ticketing fails",
      'Suspected fraud',
      'Pending (bank confirms later)',
    ])
  })

  it('a hotel stay may be refused by the hotel, never by an airline', () => {
    const labels = outcomeLabels('hotels')
    expect(labels).toContain('Success, then the hotel refuses the booking')
    expect(labels.join(' ')).not.toMatch(/airline|ticketing/)
  })

  it('a train has no outcome after success on the gateway (the railway decides)', () => {
    expect(outcomeLabels('trains')).toEqual(common)
  })

  it('an order with no product (or one the gateway does not know) gets plain words', () => {
    for (const product of [undefined, 'toString', 'holidays'])
      expect(outcomeLabels(product)).toContain('Success, then the booking fails')
    expect(outcomesFor('trains').map((o) => o.outcome)).not.toContain('ticketing_failure')
  })
})
