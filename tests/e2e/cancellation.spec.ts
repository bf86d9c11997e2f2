import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { createVerifiedUser, freshUser, upstreamUrl } from './auth-support'
import { signInAs } from './account-support'
import { bookTwoAndPay } from './checkout-support'

// Issue 14 "How this will be checked", the cancellation part, in Chromium: book two passengers,
// cancel one to the original payment, see the refund move to processed with a bank reference.
test.beforeAll(async () => upstreamReady())

test('a traveller cancels one of two passengers to the original payment and sees the refund processed with the bank reference', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const user = await createVerifiedUser(request, freshUser('Ravi'))
  await signInAs(page, { login: user.email, password: user.password })
  const tripId = await bookTwoAndPay(page, 41, { email: user.email, phone: user.phoneNumber })
  expect(tripId).toMatch(/^SF\d{10}$/)

  await page.goto(`/account/bookings/${tripId}/cancel`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible()
  const travellers = page.getByRole('group', { name: 'Travellers' })
  await expect(travellers.getByRole('checkbox')).toHaveCount(2)
  // Cancel Asha only: untick Ravi.
  await travellers.getByLabel('Mr Ravi Sharma').uncheck()
  await expect(page.getByLabel('Original payment method')).toBeChecked()
  await page.getByRole('button', { name: 'Get refund quote' }).click()
  const quote = page.getByRole('table', { name: 'Refund quote, per traveller and flight' })
  await expect(quote).toBeVisible()
  await expect(quote.getByRole('row').filter({ hasText: 'Ms Asha Sharma' }).first()).toBeVisible()
  await expect(quote).not.toContainText('Ravi')
  // 001 §4: part of the booking stays (the modify path), so the quote is PARTIAL.
  await expect(page.getByText('Partial cancellation: the rest of the booking stays as it is.')).toBeVisible()
  await expect(
    page.getByText(/^This quote is valid until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST\.$/),
  ).toBeVisible()
  const refund = (
    await page.getByText(/^Refund of ₹[\d,]+\.\d{2} to: Original payment method\.$/).innerText()
  )
    .replace(/^Refund of /, '')
    .replace(/ to:.*$/, '')

  await page.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Cancellation done' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'Your cancellation is done. The refund is on its way.' }),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tickets' })).toContainText(`Ms Asha Sharma`)
  const refunds = page.getByRole('table', { name: `Refunds of Trip Id ${tripId}` })
  const row = refunds.getByRole('row').filter({ hasText: refund })
  await expect(row).toContainText('Original payment method')
  await expect(row).toContainText(/Requested|Initiated/)

  // The booking page, open while the refund moves on: its History and its Refunds table are one
  // source (issue 24: the History stopped at "requested" beside "Processed" until a reload).
  await page.goto(`/account/bookings/${tripId}`)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText(`Refund of ${refund} requested to your original payment method.`)
  await expect(history).not.toContainText(`Refund of ${refund} processed`)
  await expect(row).toContainText(/Requested|Initiated/)

  // The sandbox bank processes the refund now (as it would after PAYMENT_REFUND_SETTLE_MS); the
  // tracker, asking every few seconds, shows it processed with the bank's reference.
  await expect
    .poll(
      async () => {
        await request.post(`${upstreamUrl}/payment/sandbox/deliver_webhooks`)
        return row.innerText()
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toMatch(/Processed/)
  await expect(row).toContainText(/\d{23}/)
  await expect(page.getByRole('status').filter({ hasText: 'Your refund is processed.' })).toBeVisible()
  // …and the History says so too, without a reload.
  await expect(history).toContainText(`Refund of ${refund} processed to your original payment method.`)
  // What is left: Ravi, still booked.
  await page.goto(`/account/bookings/${tripId}/cancel`)
  await expect(page.getByRole('group', { name: 'Travellers' }).getByRole('checkbox')).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'Travellers' })).toContainText('Mr Ravi Sharma')
})
