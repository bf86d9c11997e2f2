// The checkout's timer as first painted: after a failed payment it says why the time left is the
// payment hold's (issue 24: it jumped from about 11 minutes to about 19:30 without a word).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { checkoutMessages } from '@contracts/checkout/messages'
import { SessionTimer } from '~/components/commerce/SessionTimer'

const expiresAt = '2026-12-01T06:20:00.000Z'

describe('the checkout timer', () => {
  it('after a failed payment: a polite status says the seats are held for 20 minutes from going to pay', () => {
    const html = renderToStaticMarkup(
      <SessionTimer expiresAt={expiresAt} danger={false} why={checkoutMessages.heldForPayment(20)} />,
    )
    expect(html).toContain('role="timer"')
    expect(html).toContain(
      '<p role="status" class="checkout-timer-why">Your payment did not go through. We hold your seats for 20 minutes from when you went to pay, so the time left to book now counts to then.</p>',
    )
  })

  it('a checkout never paid says nothing more than the time left', () => {
    const html = renderToStaticMarkup(<SessionTimer expiresAt={expiresAt} danger={false} />)
    expect(html).not.toContain('checkout-timer-why')
    expect(html).not.toContain('did not go through')
  })
})
