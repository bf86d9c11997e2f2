import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { readOtpFromOutbox } from './account-support'
import { bookTwoAndPay } from './checkout-support'

// Issue 24 (docs/decisions/0180), in Chromium: a guest books, and another browser that finds the
// booking by Trip Id and e-mail reads it and gets a quote but cancels only after the code sent to
// the booking's e-mail, read from the sandbox outbox; the quote chosen stays on the page meanwhile.
test.beforeAll(async () => upstreamReady())

test('a guest who found the booking cancels it with the code sent to its e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `guest.${Date.now()}@example.com`
  const tripId = await bookTwoAndPay(page, 43, { email, phone: '9812300024' })
  expect(tripId).toMatch(/^SF\d{10}$/)

  const context = await browser.newContext()
  const guest = await context.newPage()
  try {
    await guest.goto('/bookings/find')
    await guest.getByLabel('Trip Id').fill(tripId)
    await guest.getByLabel('E-mail or mobile number used when booking').fill(email)
    await guest.getByRole('button', { name: 'Find booking' }).click()
    await expect(guest).toHaveURL(new RegExp(`/bookings/${tripId}$`))

    await guest.goto(`/bookings/${tripId}/cancel`)
    await expect(guest.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible()
    await guest.getByRole('button', { name: 'Get refund quote' }).click()
    const quote = guest.getByRole('table', { name: 'Refund quote, per traveller and flight' })
    await expect(quote).toBeVisible()
    await guest.getByRole('button', { name: 'Confirm cancellation' }).click()

    // Not cancelled yet: the code first, to the booking's e-mail, shown masked.
    const send = guest.getByRole('form', { name: 'Send a code' })
    await expect(send.getByRole('radio', { name: 'E-mail' })).toBeChecked()
    await send.getByRole('button', { name: 'Send code' }).click()
    await expect(guest.getByText(`We sent a code to g•••@example.com.`)).toBeVisible()
    await expect(quote).toBeVisible()
    const code = await readOtpFromOutbox(guest, email)

    const enter = guest.getByRole('form', { name: 'Enter the code' })
    await enter.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
    await enter.getByRole('button', { name: 'Confirm code and cancel' }).click()
    await expect(guest.getByText('This code is not right. Check it and try again.')).toBeVisible()
    await enter.getByLabel('Code').fill(code)
    await enter.getByRole('button', { name: 'Confirm code and cancel' }).click()
    await expect(guest.getByRole('heading', { level: 2, name: 'Cancellation done' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(guest.getByRole('list', { name: 'Tickets' })).toContainText('Ms Asha Sharma')
  } finally {
    await context.close()
  }
})
