import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { createVerifiedUser, freshUser, upstreamUrl } from './auth-support'
import { addSavedTraveller, signInAs } from './account-support'
import { inDays, payWith, searchFlights } from './checkout-support'

test.beforeAll(async () => upstreamReady())

test('a signed-in traveller books a domestic round trip for 2 adults and 1 infant with a saved traveller and a promo code', async ({
  page,
  request,
}) => {
  // Sign-in, a saved traveller, a round-trip search, checkout, promo and payment: many pages.
  test.setTimeout(90_000)
  const user = await createVerifiedUser(request, freshUser('Meera'))
  await signInAs(page, { login: user.email, password: user.password })
  // A saved traveller, added in the account area as a person would.
  await addSavedTraveller(page)

  await searchFlights(page, {
    from: 'DEL',
    to: 'BOM',
    date: inDays(14),
    returnDate: inDays(18),
    adults: 2,
    infants: 1,
  })
  await page.getByRole('button', { name: 'Book this round trip' }).click()
  await expect(page).toHaveURL(/your-flight$/, { timeout: 20_000 })
  await expect(page.getByRole('region', { name: /^Onward:/ })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Return:/ })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Traveller details' })).toBeVisible()
  // The contact is the signed-in traveller's own; the first adult comes from the saved travellers.
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email)
  const adult1 = page.getByRole('group', { name: /^Adult 1/ })
  await adult1.getByLabel('Fill from saved travellers').selectOption({ label: 'Arjun Rao' })
  await expect(adult1.getByLabel('First name')).toHaveValue('Arjun')
  const adult2 = page.getByRole('group', { name: /^Adult 2/ })
  await adult2.getByLabel('Title').selectOption('Ms')
  await adult2.getByLabel('First name').fill('Meera')
  await adult2.getByLabel('Last name').fill('Rao')
  await adult2.getByLabel('Gender').selectOption('female')
  const infant = page.getByRole('group', { name: /^Infant 1/ })
  await infant.getByLabel('First name').fill('Kiaan')
  await infant.getByLabel('Last name').fill('Rao')
  const year = new Date().getFullYear() - 2
  await infant.getByLabel('Date of birth').pressSequentially(`1506${year}`)
  await page.getByLabel('Mobile number').fill(user.phoneNumber)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('list').filter({ hasText: 'Mr Arjun Rao' })).toContainText('Kiaan Rao')

  const before = await page.getByTestId('checkout-total').first().innerText()
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'SAVE10' })).toBeVisible()
  await expect(page.getByRole('table', { name: /You pay/ })).toContainText('Promo code SAVE10')
  await expect(page.getByTestId('checkout-total').first()).not.toHaveText(before)
  await payWith(page, 'Success')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  // A PNR per direction.
  expect(await page.getByTestId('pnr').count()).toBeGreaterThanOrEqual(2)
})

test('the 12-minute session warns, then ends and offers a new search of the same trip', async ({
  page,
  request,
}) => {
  // The page's clock runs the session forward and the services end the checkout at that moment
  // (a sandbox control), instead of waiting out a short session on a second store.
  await page.clock.install()
  const date = inDays(15)
  await page.goto(
    `/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${date}&adults=1&sandbox=batches%3D1%3BlatencyMs%3D0%3Breprice%3Dsame`,
  )
  await page
    .getByRole('region', { name: 'Flights', exact: true })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Book/ })
    .click()
  await expect(page).toHaveURL(/your-flight$/, { timeout: 20_000 })
  const timer = page.getByRole('timer', { name: 'Time left to complete your booking' })
  await expect(timer).toHaveText(/^1[12]:\d\d$/)
  const tripId = /SF\d{10}/.exec((await page.getByText(/^Trip Id SF\d{10}$/).textContent()) ?? '')?.[0]
  expect(tripId, 'the checkout shows its Trip Id').toBeTruthy()

  // Under 2 minutes left (app.config timers.sessionDangerMs): the page says hurry.
  await page.clock.fastForward('10:30')
  await expect(page.getByRole('status').filter({ hasText: 'Hurry' })).toBeVisible()
  const ended = await request.post(`${upstreamUrl}/flights/sandbox/checkout_ends`, { data: { trip_id: tripId } })
  expect(ended.status(), await ended.text()).toBeLessThan(300)
  await page.clock.fastForward('01:31')
  await expect(page.getByRole('alert')).toHaveText(
    'Your booking session has expired. Please search again to book.',
  )
  const again = page.getByRole('link', { name: 'Search flights' })
  await expect(again).toHaveAttribute('href', new RegExp(`travelDate=${date}`))
  // The seats went back: the checkout cannot be resumed by address either.
  await page.goto('/flights/booking/payment')
  await expect(page.getByRole('alert')).toHaveText(
    'Your booking session has expired. Please search again to book.',
  )
})
