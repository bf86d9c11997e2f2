import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { addSavedTraveller, signInAs } from './account-support'
import { inDays, payWith, searchFlights } from './checkout-support'
import { startSecondStore } from './second-store'

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

test.describe('a short checkout session (STORE_TIMERS_CHECKOUT_SESSION_MS=20000)', () => {
  let origin = ''
  let stop = () => {}

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    ;({ origin, stop } = await startSecondStore(50, {
      STORE_TIMERS_CHECKOUT_SESSION_MS: '20000',
      STORE_TIMERS_SESSION_DANGER_MS: '10000',
    }))
  })
  test.afterAll(() => stop())

  test('warns, then ends the session and offers a new search of the same trip', async ({ page }) => {
    // The 20-second session runs out inside the test, after a search and a checkout page load.
    test.setTimeout(90_000)
    const date = inDays(15)
    await page.goto(
      `${origin}/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${date}&adults=1&sandbox=batches%3D1%3BlatencyMs%3D0%3Breprice%3Dsame`,
    )
    await page
      .getByRole('region', { name: 'Flights', exact: true })
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Book/ })
      .click()
    await expect(page).toHaveURL(/your-flight$/, { timeout: 20_000 })
    await expect(page.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveText(
      /^00:(1\d|20)$/,
    )
    await expect(page.getByRole('status').filter({ hasText: 'Hurry' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('alert')).toHaveText(
      'Your booking session has expired. Please search again to book.',
      {
        timeout: 20_000,
      },
    )
    const again = page.getByRole('link', { name: 'Search flights' })
    await expect(again).toHaveAttribute('href', new RegExp(`travelDate=${date}`))
    // The seats went back: the checkout cannot be resumed by address either.
    await page.goto(`${origin}/flights/booking/payment`)
    await expect(page.getByRole('alert')).toHaveText(
      'Your booking session has expired. Please search again to book.',
    )
  })
})
