import { devices } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { freshMobile, readOtpFromOutbox, signInAs } from './account-support'
import { createVerifiedUser, freshUser, type FreshUser } from './auth-support'

test.beforeAll(() => upstreamReady())

test('the account area sends a signed-out visitor to sign in, asking to come back', async ({ page }) => {
  await page.goto('/account/travellers')
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Ftravellers$/)
  await expect(page.getByLabel('Email or mobile number')).toBeVisible()
})

// Every test signs in as a person of its own, made through the services: nothing is left on the
// demo account and no test reads another's data.
test.describe('signed in as a fresh person', () => {
  let user: FreshUser
  test.beforeEach(async ({ page, request }) => {
    user = await createVerifiedUser(request, freshUser('Leela'))
    await signInAs(page, { login: user.email, password: user.password })
  })

  test('adds a saved traveller, edits it and deletes it', async ({ page }) => {
    const first = `Mira${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`
    await page.goto('/account/travellers/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Add a traveller' })).toBeVisible()
    await page.getByLabel('Title').selectOption('Ms')
    await page.getByLabel('First name').fill(first)
    await page.getByLabel('Last name').fill('Kapoor')
    await page.getByLabel('Gender').selectOption('female')
    // The date helper adds the slashes.
    await page.getByLabel('Date of birth').pressSequentially('14021990')
    await expect(page.getByLabel('Date of birth')).toHaveValue('14/02/1990')
    await page.getByLabel('Passport number').fill('z1234567')
    await page.getByLabel('Passport expiry date').pressSequentially('01012034')
    await page.getByLabel('Issuing country').selectOption('IN')
    await page.getByRole('button', { name: 'Save traveller' }).click()

    await expect(page).toHaveURL(/\/account\/travellers$/)
    const list = page.getByRole('list', { name: 'Saved travellers' })
    const card = list.getByRole('listitem').filter({ hasText: `Ms ${first} Kapoor` })
    await expect(card).toContainText('Adult · born 14/02/1990')
    await expect(card).toContainText('Passport Z1234567, valid till 01/01/2034')

    await card.getByRole('link', { name: `Edit Ms ${first} Kapoor` }).click()
    await expect(page.getByLabel('First name')).toHaveValue(first)
    await page.getByLabel('Last name').fill('Sen')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/account\/travellers$/)
    const edited = list.getByRole('listitem').filter({ hasText: `Ms ${first} Sen` })
    await expect(edited).toBeVisible()

    await edited.getByRole('button', { name: `Delete Ms ${first} Sen` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${first} Sen?` })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: `${first} Sen is deleted.` })).toBeVisible()
    await expect(list.getByRole('listitem').filter({ hasText: `${first} Sen` })).toHaveCount(0)
  })

  test('refuses a bad GST number, then saves a good one with its state, Active', async ({ page }) => {
    await page.goto('/account/gst')
    const add = page.getByRole('button', { name: 'Add a GST profile' })
    if (await add.isVisible()) await add.click()
    const form = page.getByRole('form', { name: 'Add a GST profile' })
    const name = `Office ${Date.now() % 100000}`
    await form.getByLabel('Profile name').fill(name)
    await form.getByLabel('Company name').fill('Kite Travels')
    await form.getByLabel('GST number').fill('27ABC')
    await form.getByLabel('Company e-mail').fill('accounts@kite.example')
    await form.getByLabel('Company phone').fill('9123456780')
    await form.getByLabel('Address line 1').fill('1 Marine Drive')
    await form.getByLabel('City').fill('Mumbai')
    await form.getByLabel('PIN code').fill('400001')
    await form.getByRole('button', { name: 'Save GST profile' }).click()
    await expect(form.getByText('Enter a valid GST Number')).toBeVisible()
    await expect(form.getByLabel('GST number')).toHaveAttribute('aria-invalid', 'true')
    // Nothing typed is lost.
    await expect(form.getByLabel('Company name')).toHaveValue('Kite Travels')

    await form.getByLabel('GST number').fill('27AAACK1234A1Z5')
    await expect(form.getByText('State: Maharashtra (MH), capital Mumbai')).toBeVisible()
    await form.getByRole('button', { name: 'Save GST profile' }).click()

    const saved = page
      .getByRole('list', { name: 'GST profiles' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await expect(saved).toContainText('Active')
    await expect(saved).toContainText('GSTIN 27AAACK1234A1Z5')
  })

  test.describe('with a wrong OTP first', () => {
    // The refused code is a 422 answer, which the browser logs as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 422/] })

    test('changes the mobile number and verifies it with the OTP from the outbox', async ({ page }) => {
      await page.goto('/account/profile')
      const phone = page.getByRole('region', { name: 'Mobile number' })
      await expect(phone).toContainText(`+91 ${user.phoneNumber} Verified`)

      const number = freshMobile()
      await phone.getByRole('button', { name: 'Change number' }).click()
      await phone.getByLabel('New mobile number').fill(number)
      await phone.getByRole('button', { name: 'Send OTP' }).click()
      await expect(phone.getByText('OTP has been sent to your mobile number')).toBeVisible()
      // The machine's resend cool-down: the button waits and says how long.
      await expect(phone.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled()
      // A wrong code first: the service's message lands on the OTP field, the form stays.
      await phone.getByLabel('OTP').fill('000000')
      await phone.getByRole('button', { name: 'Verify' }).click()
      await expect(phone.getByLabel('OTP')).toHaveAttribute('aria-invalid', 'true')
      await expect(phone.getByLabel('OTP')).toHaveAccessibleDescription(/OTP/)
      await phone.getByLabel('OTP').fill(await readOtpFromOutbox(page, `+91 ${number}`))
      await phone.getByRole('button', { name: 'Verify' }).click()
      await expect(phone).toContainText(`+91 ${number} Verified`)
      await expect(
        page.getByRole('status').filter({ hasText: 'Your mobile number is verified.' }),
      ).toBeVisible()
    })

    test('a number that another account uses is refused beside the field; what was typed stays', async ({
      page,
      request,
    }) => {
      const other = await createVerifiedUser(request, freshUser('Gita'))
      await page.goto('/account/profile')
      const phone = page.getByRole('region', { name: 'Mobile number' })
      await phone.getByRole('button', { name: 'Change number' }).click()
      await phone.getByLabel('New mobile number').fill(other.phoneNumber)
      await phone.getByRole('button', { name: 'Send OTP' }).click()
      await expect(phone.getByLabel('New mobile number')).toHaveAttribute('aria-invalid', 'true')
      await expect(phone.getByLabel('New mobile number')).toHaveValue(other.phoneNumber)
      await phone.getByRole('button', { name: 'Cancel' }).click()
      await expect(phone).toContainText(`+91 ${user.phoneNumber} Verified`)
    })
  })

  test('signs out from the account menu and goes home', async ({ page }) => {
    await page.goto('/account/profile')
    await page.screenshot({ path: '/tmp/profile-desktop.png', fullPage: true })
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible()
    await page.goto('/account/profile')
    await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  })
})

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
  test.use(pixel7)

  test('the profile page fits the screen', async ({ page, request }) => {
    const user = await createVerifiedUser(request, freshUser('Rohan'))
    await signInAs(page, { login: user.email, password: user.password })
    await page.goto('/account/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await page
      .getByRole('region', { name: 'Mobile number' })
      .getByRole('button', { name: 'Change number' })
      .click()
    await page.screenshot({ path: '/tmp/profile-mobile.png', fullPage: true })
    // innerWidth grows with wide content on a phone: compare with the viewport's own width.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  })
})
