import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { fillGuests, findOffer, holdTheRoom, payAtGateway, reviewUrl } from './hotel-booking-support'

test.beforeAll(async () => upstreamReady())

test('a guest books a Goa hotel room that needs a PAN, with a promo code, pays in the sandbox and sees it confirmed', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 20, (offer) => offer.pan_required && !offer.pay_at_hotel)
  await holdTheRoom(page, o)
  // The price with its taxes under their labels, and what the stay is.
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText('Taxes (GST)')
  await expect(page.getByText(o.room.name, { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/^Check-in$/)).toBeVisible()

  // A promo code tried before the e-mail is typed: asked for by the promo field, in words (issue 24).
  await page.getByRole('textbox', { name: 'Promo code' }).fill('HOTEL20')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(
    page.getByText('Enter your e-mail under Contact details first: the promo code is checked against it.'),
  ).toBeVisible()
  await expect(page.getByText(/email: /)).toHaveCount(0)

  const email = `ravi.${Date.now()}@example.com`
  await fillGuests(page, email)
  // The PAN is asked for: paying without it says so on the field and keeps what was typed.
  await page.getByLabel(/I accept the terms/).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText('Enter the PAN of the lead guest, such as AAAAA9999A')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Contact details' }).getByLabel('E-mail')).toHaveValue(email)
  await page.getByLabel('PAN of the lead guest').fill('ABCDE1234F')

  // A promo code, then PAYBACK typed as well: not both (001 §5).
  const before = await page.getByTestId('hotel-total').innerText()
  await page.getByRole('textbox', { name: 'Promo code' }).fill('HOTEL20')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'HOTEL20' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText('Promo discount')
  await expect(page.getByTestId('hotel-total')).not.toHaveText(before)
  await page.getByLabel('PAYBACK mobile or card number').fill('9876543210')
  await page.getByLabel('PAYBACK PIN').fill('1234')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(
    page
      .getByText(
        "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
      )
      .last(),
  ).toBeVisible()
  await page.getByLabel('PAYBACK mobile or card number').fill('')
  await page.getByLabel('PAYBACK PIN').fill('')

  await payAtGateway(page, 'Success')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Your booking is confirmed.')).toBeVisible()
  await expect(page.getByText(/^Trip Id /)).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the voucher in your bookings' })).toBeVisible()
  // One of 001 §4's statuses in the address, and the total as paid, not still to pay (issue 24).
  expect(new URL(page.url()).searchParams.get('status')).toBe('PAID')
  const price = page.getByRole('table', { name: 'Price breakdown' })
  await expect(price.getByRole('row', { name: /Total paid/ })).toBeVisible()
  await expect(price).not.toContainText('Total to pay')
})

test('PAYBACK typed first: a promo code is refused with the §5 message and the price stays', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 32, (offer) => !offer.pan_required)
  await holdTheRoom(page, o)
  const total = await page.getByTestId('hotel-total').innerText()
  // A guest's promo code counts by the e-mail typed, which it needs.
  await page
    .getByRole('group', { name: 'Contact details' })
    .getByLabel('E-mail')
    .fill(`meera.${Date.now()}@example.com`)
  await page.getByLabel('PAYBACK mobile or card number').fill('9876543210')
  await page.getByLabel('PAYBACK PIN').fill('1234')
  const promo = page.getByRole('form', { name: 'Promo code' })
  await promo.getByRole('textbox', { name: 'Promo code' }).fill('HOTEL20')
  await promo.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(promo.getByRole('alert')).toHaveText(
    "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
  )
  await expect(page.getByRole('table', { name: 'Price breakdown' })).not.toContainText('Promo discount')
  await expect(page.getByTestId('hotel-total')).toHaveText(total)
  // PAYBACK taken out again, the same code applies.
  await page.getByLabel('PAYBACK mobile or card number').fill('')
  await page.getByLabel('PAYBACK PIN').fill('')
  await promo.getByRole('textbox', { name: 'Promo code' }).fill('HOTEL20')
  await promo.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'HOTEL20' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText('Promo discount')
})

test.describe('refusals of the hotel service', () => {
  // The store's server function answers the service's refusal with its 409: the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 409/] })

  test('a room sold out meanwhile says so and offers another room or a new search', async ({
    page,
    request,
  }) => {
    const o = await findOffer(request, 22, () => true)
    await page.goto(reviewUrl(o, 'sold-out'))
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('has just sold out')
    await expect(page.getByRole('link', { name: 'Choose another room' })).toHaveAttribute(
      'href',
      new RegExp(`^/hotels/${o.hotelId}\\?`),
    )
    await expect(page.getByRole('link', { name: 'Search again' })).toBeVisible()
  })

  test('expired prices say so and offer a new search', async ({ page, request }) => {
    const o = await findOffer(request, 23, () => true)
    await page.goto(reviewUrl(o, 'cache-expired'))
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('have expired')
    await expect(page.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/hotels')
  })
})

test('a changed price shows the old and the new price; the traveller continues at the new one', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 24, () => true)
  // The hotel prices the room 12 % higher by the time the traveller continues.
  await page.goto(reviewUrl(o, 'priceChange=12'))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The hotel has changed the price of this room.' })
  await expect(alert).toContainText(/Was .*, now /)
  await alert.getByRole('button', { name: 'Continue at the new price' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({
    timeout: 15_000,
  })
})

test('a room paid at the hotel is booked at once; the confirmation says to pay on arrival', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 26, (offer) => offer.pay_at_hotel && !offer.pan_required)
  await holdTheRoom(page, o)
  await fillGuests(page, `asha.${Date.now()}@example.com`)
  await page.getByLabel(/I accept the terms/).check()
  await page.getByRole('button', { name: 'Pay at hotel' }).click()
  await expect(page).toHaveURL(/\/hotels\/confirmation\/hb_[0-9a-f]{32}\?status=SUCCESS/, { timeout: 20_000 })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Booking confirmed: pay at the hotel' }),
  ).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText('Please pay at the hotel when you check in.')).toBeVisible()
})

test('a payment the hotel cannot book is refunded, in 000 §8 words with the Trip Id', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 28, (offer) => !offer.pan_required && !offer.pay_at_hotel)
  await page.goto(reviewUrl(o, 'confirm=BOOKING_FAILED'))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({
    timeout: 15_000,
  })
  await fillGuests(page, `kiran.${Date.now()}@example.com`)
  await payAtGateway(page, 'Success')
  // One message (000 §8 status 1), not "call us" run into "we are refunding" (issue 24).
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry! Your booking did not go through. We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
    { timeout: 30_000 },
  )
  await expect(page.getByText(/^Trip Id /)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Follow the refund in your booking' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toContainText(
    'Total paid, being refunded',
  )
})

test('a payment return without a booking goes back to the guests step, which says so', async ({
  page,
  request,
}) => {
  const o = await findOffer(request, 30, () => true)
  await holdTheRoom(page, o)
  await page.goto('/hotels/booking/payment-return?status=captured')
  await expect(page).toHaveURL(/\/hotels\/booking\/guests\?.*booking_id=hb_.*status=invalid/)
  await expect(page.getByRole('alert')).toContainText('We could not tell which booking this payment was for')
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible()
})

test('an incomplete booking address is an invalid booking with a way back', async ({ page }) => {
  await page.goto('/hotels/booking/review?hotel_id=H1&rooms=2a')
  await expect(page.getByRole('alert')).toContainText('This booking address is incomplete')
  await expect(page.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/hotels')
})

test('a homestay search from /homestays reaches the results for homestays, holiday homes and villas', async ({
  page,
}) => {
  await page.goto('/homestays')
  await expect(page.getByRole('heading', { level: 1, name: 'Homestays' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Place' }).pressSequentially('Goa', { delay: 50 })
  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: /^Goa, / })
    .first()
    .click()
  await page.getByRole('button', { name: 'Search homestays' }).click()
  await expect(page).toHaveURL(/\/hotels\/search\?.*property_type=Homestay%2CHoliday\+Home%2CVilla/, {
    timeout: 15_000,
  })
  // Homestays, said as homestays (issue 24).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Homestays in Goa/, { timeout: 20_000 })
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ of \d+ homestays/ })).toBeVisible({
    timeout: 20_000,
  })
  // Each card says its type for every reader.
  await expect(page.getByRole('article').first()).toContainText(/Homestay|Holiday Home|Villa/)
})
