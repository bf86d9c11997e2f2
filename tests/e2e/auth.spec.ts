// Accounts in the browser: signing up, signing in and its refusals, the session's security, the panel
// on a desktop and on a phone.
// Long on purpose: one area's browser tests sharing ./auth-support; each test.describe is a section.
import { devices } from '@playwright/test'
import { test, expect } from './fixtures'
import { freshMobile, readOtpFromOutbox } from './account-support'
import { upstreamReady } from './flights-support'
import {
  ageLastCode,
  changeMobileThroughServices,
  createVerifiedUser,
  freshUser,
  latestMessageBody,
  openSignIn,
  sidCookie,
  upstreamUrl,
} from './auth-support'

// A refused sign-in answers 401/422 and Chromium logs the failed request; the page itself is fine.
const refusedCalls = [/the server responded with a status of 4\d\d/]

// The store answers pages before the services have opened their database.
test.beforeAll(async () => upstreamReady())

test.describe('a new visitor on a desktop', () => {
  test('signs up with e-mail and mobile, confirms the OTP, is signed in, signs out and back in', async ({
    page,
  }) => {
    const user = freshUser('Meera')
    await page.goto('/')
    let dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'New here? Create an account' }).click()
    dialog = page.getByRole('dialog', { name: 'Create an account' })
    await dialog.getByLabel('Title').selectOption('Ms')
    await dialog.getByLabel('First name').fill(user.firstName)
    await dialog.getByLabel('Last name').fill(user.lastName)
    await dialog.getByLabel('Email').fill(user.email)
    await dialog.getByLabel('Mobile number').fill(user.phoneNumber)
    await dialog.getByLabel('Password').fill(user.password)
    await dialog.getByRole('button', { name: 'Create account' }).click()

    await expect(
      dialog.getByRole('status').filter({ hasText: 'OTP has been sent to your mobile number' }),
    ).toBeVisible()
    // The resend button waits for the cool-down and says how long.
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeDisabled()
    await expect(dialog.getByText(/You can ask again in \d+ s/)).toBeVisible()

    const sidBefore = (await sidCookie(page))?.value
    await dialog
      .getByRole('textbox', { name: 'OTP' })
      .fill(await readOtpFromOutbox(page, `+91 ${user.phoneNumber}`))
    await dialog.getByRole('button', { name: 'Verify OTP' }).click()

    await expect(page.getByRole('dialog')).toHaveCount(0)
    const menu = page.getByRole('banner').getByRole('button', { name: user.firstName })
    await expect(menu).toBeVisible()
    const sid = await sidCookie(page)
    expect(sid?.value).toBeTruthy()
    expect(sid?.value).not.toBe(sidBefore)

    await menu.click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()

    dialog = await openSignIn(page)
    await dialog.getByLabel('Email or mobile number').fill(user.email)
    await dialog.getByLabel('Password', { exact: true }).fill(user.password)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('button', { name: user.firstName })).toBeVisible()
    // The name is in the server's HTML too (no flash of 'Sign in' on the next page load).
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: user.firstName })).toBeVisible()
  })

  test.describe('taken', () => {
    test.use({ allowedConsoleErrors: refusedCalls })
    test('an e-mail that is already signed up opens the email-already panel', async ({ page, request }) => {
      const existing = await createVerifiedUser(request)
      await page.goto('/sign-up')
      const main = page.getByRole('main')
      await main.getByLabel('First name').fill('Ravi')
      await main.getByLabel('Last name').fill('Kumar')
      await main.getByLabel('Email').fill(existing.email)
      await main.getByLabel('Mobile number').fill(freshUser().phoneNumber)
      await main.getByLabel('Password').fill('another good pass')
      await main.getByRole('button', { name: 'Create account' }).click()
      await expect(main.getByRole('heading', { name: 'E-mail already signed up' })).toBeVisible()
      await expect(main).toContainText(existing.email)
    })
  })
})

test.describe('signing in', () => {
  test('with a mobile OTP', async ({ page, request }) => {
    const user = await createVerifiedUser(request, freshUser('Kabir'))
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('radio', { name: 'Mobile OTP' }).check()
    await dialog.getByLabel('Mobile number').fill(user.phoneNumber)
    await dialog.getByRole('button', { name: 'Send OTP' }).click()
    await expect(
      dialog.getByRole('status').filter({ hasText: 'OTP has been sent to your mobile number' }),
    ).toBeVisible()
    await dialog
      .getByRole('textbox', { name: 'OTP' })
      .fill(await readOtpFromOutbox(page, `+91 ${user.phoneNumber}`))
    await dialog.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kabir' })).toBeVisible()
  })

  test.describe('refusals', () => {
    test.use({ allowedConsoleErrors: refusedCalls })

    test('a wrong OTP is shown on the OTP field; the number typed is kept', async ({ page, request }) => {
      const user = await createVerifiedUser(request, freshUser('Tara'))
      await page.goto('/sign-in')
      const main = page.getByRole('main')
      await main.getByRole('radio', { name: 'Mobile OTP' }).check()
      await main.getByLabel('Mobile number').fill(user.phoneNumber)
      await main.getByRole('button', { name: 'Send OTP' }).click()
      const otp = main.getByRole('textbox', { name: 'OTP' })
      await otp.fill('000000')
      await main.getByRole('button', { name: 'Verify OTP' }).click()
      await expect(otp).toHaveAttribute('aria-invalid', 'true')
      await expect(otp).toHaveAccessibleDescription(/OTP/)
      await main.getByRole('button', { name: 'Change number' }).click()
      await expect(main.getByLabel('Mobile number')).toHaveValue(user.phoneNumber)
    })

    test('five wrong passwords lock the account', async ({ page, request }) => {
      const user = await createVerifiedUser(request, freshUser('Ishaan'))
      await page.goto('/sign-in')
      const main = page.getByRole('main')
      await main.getByLabel('Email or mobile number').fill(user.email)
      for (let i = 1; i <= 4; i++) {
        await main.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`)
        await main.getByRole('button', { name: 'Sign in', exact: true }).click()
        await expect(main.getByRole('alert')).toHaveText('Wrong username or password')
        // Nothing typed is lost: the login stays for the next try.
        await expect(main.getByLabel('Email or mobile number')).toHaveValue(user.email)
      }
      await main.getByLabel('Password', { exact: true }).fill('wrong password 5')
      await main.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(main.getByRole('alert')).toHaveText('Account is locked! Please try after 3mins')
      // Even the right password is refused while locked.
      await main.getByLabel('Password', { exact: true }).fill(user.password)
      await main.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(main.getByRole('alert')).toHaveText('Account is locked! Please try after 3mins')
    })

    test('while the password is checked the method cannot change; with the answer it can', async ({
      page,
      request,
    }) => {
      const user = await createVerifiedUser(request, freshUser('Veer'))
      await page.goto('/sign-in')
      const main = page.getByRole('main')
      await main.getByLabel('Email or mobile number').fill(user.email)
      await main.getByLabel('Password', { exact: true }).fill('wrong password')
      // The answer is held back until the page has been looked at mid-request.
      let answer = () => {}
      const held = new Promise<void>((done) => (answer = done))
      await page.route('**/_serverFn/**', async (route) => {
        await held
        await route.continue()
      })
      await main.getByRole('button', { name: 'Sign in', exact: true }).click()
      const otp = main.getByRole('radio', { name: 'Mobile OTP' })
      await expect(otp).toBeDisabled()
      answer()
      await expect(main.getByRole('alert')).toHaveText('Wrong username or password')
      await expect(otp).toBeEnabled()
      await otp.check()
      await expect(main.getByLabel('Mobile number')).toBeVisible()
    })

    test('a reset for an unknown e-mail says so; a bad link says the token is invalid', async ({ page }) => {
      await page.goto('/forgot-password')
      const main = page.getByRole('main')
      await main.getByLabel('Email').fill('nobody.here@example.com')
      await main.getByRole('button', { name: 'Send reset link' }).click()
      await expect(main.getByRole('alert')).toHaveText("Sorry! This email isn't signed up with Safarnama")
      await expect(main.getByLabel('Email')).toHaveAccessibleDescription('Process failed')

      await page.goto('/reset-password?reset_password_token=not-a-real-token')
      await main.getByLabel('New password', { exact: true }).fill('a brand new pass')
      await main.getByLabel('Confirm new password').fill('a brand new pass')
      await main.getByRole('button', { name: 'Set new password' }).click()
      await expect(main.getByRole('alert')).toHaveText('Token is invalid or expired')
    })
  })

  test.describe('a mobile number nobody proved', () => {
    test.use({ allowedConsoleErrors: refusedCalls })

    test('signing in with the e-mail asks to verify the mobile, with an OTP, then signs in', async ({
      page,
      request,
    }) => {
      // The page's clock and the services' record of the last code are moved past the resend
      // cool-down (30 s by default) instead of waiting it out.
      await page.clock.install()
      const user = await createVerifiedUser(request, freshUser('Farah'))
      const unverified = freshMobile()
      await changeMobileThroughServices(request, user, unverified)

      await page.goto('/')
      let dialog = await openSignIn(page)
      // The number is not verified: it is no login, by password or by OTP (000 §4).
      await dialog.getByRole('radio', { name: 'Mobile OTP' }).check()
      await dialog.getByLabel('Mobile number').fill(unverified)
      await dialog.getByRole('button', { name: 'Send OTP' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'Your mobile is not verified with us. Please continue as guest.',
      )
      await dialog.getByRole('button', { name: 'Sign in with password' }).click()

      await dialog.getByLabel('Email or mobile number').fill(user.email)
      await dialog.getByLabel('Password', { exact: true }).fill(user.password)
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
      dialog = page.getByRole('dialog', { name: 'Verify your mobile number' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Mobile number')).toHaveValue(unverified)
      // Changing the number already sent a code, so the services' resend cool-down applies: the
      // panel says how long to wait, and sending works once it has passed.
      await dialog.getByRole('button', { name: 'Send OTP' }).click()
      const wait = dialog.getByText(/Please wait (\d+) seconds before asking for another OTP\./)
      await expect(wait).toBeVisible()
      const seconds = Number(/(\d+) seconds/.exec((await wait.textContent()) ?? '')?.[1] ?? 30)
      // The services' cool-down counts from the code's age: a minute old is past it, still valid.
      await ageLastCode(request, `+91 ${unverified}`, 60)
      await page.clock.fastForward((seconds + 1) * 1000)
      await dialog.getByRole('button', { name: 'Send OTP' }).click()
      await expect(
        dialog.getByRole('status').filter({ hasText: 'OTP has been sent to your mobile number' }),
      ).toBeVisible()
      await dialog
        .getByRole('textbox', { name: 'OTP' })
        .fill(await readOtpFromOutbox(page, `+91 ${unverified}`))
      await dialog.getByRole('button', { name: 'Verify OTP' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('banner').getByRole('button', { name: 'Farah' })).toBeVisible()

      await page.goto('/account/profile')
      await expect(page.getByRole('region', { name: 'Mobile number' })).toContainText(
        `+91 ${unverified} Verified`,
      )
    })

    test('"Not now" carries on signed in, the number still not verified', async ({ page, request }) => {
      const user = await createVerifiedUser(request, freshUser('Yash'))
      const unverified = freshMobile()
      await changeMobileThroughServices(request, user, unverified)
      await page.goto('/sign-in')
      const main = page.getByRole('main')
      await main.getByLabel('Email or mobile number').fill(user.email)
      await main.getByLabel('Password', { exact: true }).fill(user.password)
      await main.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(main.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible()
      await main.getByRole('button', { name: 'Not now' }).click()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Yash' })).toBeVisible()
      await page.goto('/account/profile')
      await expect(page.getByRole('region', { name: 'Mobile number' })).toContainText(
        `+91 ${unverified} Not verified`,
      )
    })

    test('a mobile number no account has offers to create one', async ({ page }) => {
      const nobody = freshMobile()
      await page.goto('/')
      const dialog = await openSignIn(page)
      await dialog.getByRole('radio', { name: 'Mobile OTP' }).check()
      await dialog.getByLabel('Mobile number').fill(nobody)
      await dialog.getByRole('button', { name: 'Send OTP' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('user not exist')
      await expect(dialog).toContainText(`No account uses +91 ${nobody.slice(0, 5)} ${nobody.slice(5)}`)
      await dialog.getByRole('button', { name: 'Use another number' }).click()
      await expect(dialog.getByLabel('Mobile number')).toHaveValue(nobody)
      await dialog.getByRole('button', { name: 'Send OTP' }).click()
      await dialog.getByRole('button', { name: 'Create an account' }).click()
      await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible()
    })
  })

  test('a forgotten password is reset from the e-mailed link', async ({ page, request }) => {
    const user = await createVerifiedUser(request, freshUser('Nila'))
    await page.goto('/forgot-password')
    const main = page.getByRole('main')
    await main.getByLabel('Email').fill(user.email)
    await main.getByRole('button', { name: 'Send reset link' }).click()
    await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    const link = /\/reset-password\?reset_password_token=[\w%.-]+/.exec(
      await latestMessageBody(request, user.email),
    )
    expect(link).not.toBeNull()
    await page.goto(link?.[0] ?? '/reset-password')
    await main.getByLabel('New password', { exact: true }).fill('my new Himalaya pass')
    await main.getByLabel('Confirm new password').fill('my new Himalaya pass')
    await main.getByRole('button', { name: 'Set new password' }).click()
    await expect(main.getByRole('status')).toHaveText('Your password has been changed.')
    await main.getByRole('link', { name: 'Sign in' }).click()
    await main.getByLabel('Email or mobile number').fill(user.email)
    await main.getByLabel('Password', { exact: true }).fill('my new Himalaya pass')
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Nila' })).toBeVisible()
  })

  test('the sign-in page returns to a same-site redirect, never to another site', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, freshUser('Dev'))
    await page.goto(`/sign-in?redirect=${encodeURIComponent('https://evil.example/steal')}`)
    const main = page.getByRole('main')
    await main.getByLabel('Email or mobile number').fill(user.phoneNumber)
    await main.getByLabel('Password', { exact: true }).fill(user.password)
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)

    await page.getByRole('banner').getByRole('button', { name: 'Dev' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()

    await page.goto(`/sign-in?redirect=${encodeURIComponent('/in/terms')}`)
    await main.getByLabel('Email or mobile number').fill(user.email)
    await main.getByLabel('Password', { exact: true }).fill(user.password)
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/in\/terms$/)
  })
})

test.describe('security', () => {
  test('no token in the page storage; the session cookie is HttpOnly and SameSite=Lax', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, freshUser('Zoya'))
    await page.goto('/')
    const before = (await sidCookie(page))?.value
    const dialog = await openSignIn(page)
    await dialog.getByLabel('Email or mobile number').fill(user.email)
    await dialog.getByLabel('Password', { exact: true }).fill(user.password)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Zoya' })).toBeVisible()

    const storage = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
    }))
    for (const where of [storage.local, storage.session, storage.cookies]) {
      expect(where).not.toMatch(/token|sid=/i)
    }
    const sid = await sidCookie(page)
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(sid?.value).not.toBe(before)
  })

  test.describe('from another site', () => {
    test.use({ allowedConsoleErrors: refusedCalls })
    test('a server function called from another site is refused', async ({ page }) => {
      await page.goto('/sign-in')
      const main = page.getByRole('main')
      const call = page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST')
      await main.getByLabel('Email or mobile number').fill('someone@example.com')
      await main.getByLabel('Password', { exact: true }).fill('whatever it is')
      await main.getByRole('button', { name: 'Sign in', exact: true }).click()
      const sent = await call
      const body = sent.postData() ?? ''
      const headers = { 'content-type': sent.headers()['content-type'] ?? 'application/json' }
      const crossSite: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ]
      for (const extra of crossSite) {
        const res = await page.request.post(sent.url(), { headers: { ...headers, ...extra }, data: body })
        expect(res.status(), JSON.stringify(extra)).toBe(403)
      }
      // The services themselves are not what the browser talks to.
      expect(sent.url()).not.toContain(upstreamUrl)
    })
  })
})

test.describe('the panel', () => {
  test('is a modal dialog on desktop: focus stays in it, Escape closes it, focus returns', async ({
    page,
  }) => {
    await page.goto('/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Sign in' })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveClass(/modal-presentation/)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      // Past the last control focus may go to the browser's own UI (body), never to the page behind.
      const inside = await dialog.evaluate(
        (d) => document.activeElement === document.body || d.contains(document.activeElement),
      )
      expect(inside).toBe(true)
    }
    await page.screenshot({ path: '/tmp/auth-desktop-modal.png' })
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('switches between named panels', async ({ page }) => {
    await page.goto('/')
    const dialog = await openSignIn(page)
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Back to sign in' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
    // Validation happens before anything is sent, with the message beside the field.
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click()
    const login = page.getByRole('dialog').getByLabel('Email or mobile number')
    await expect(login).toHaveAttribute('aria-invalid', 'true')
    await expect(login).toHaveAccessibleDescription('Email or mobile number is required')
  })
})

test.describe('the panel when its code cannot be fetched', () => {
  // The aborted chunk is logged by the browser as a failed resource load.
  // The service worker would answer the chunk from its cache, out of page.route's reach.
  test.use({
    // One pattern: Playwright reads a two-item array in test.use as [value, options].
    allowedConsoleErrors: [/Failed to load resource|net::ERR_/],
    serviceWorkers: 'block',
  })

  test('shows the error modal with Try again instead of the error page, and opens once it loads', async ({
    page,
  }) => {
    await page.goto('/')
    const chunk = /\/assets\/AuthOverlay-[^/]*\.js$/
    await page.route(chunk, (route) => route.abort('internetdisconnected'))
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Something went wrong' })
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('Sign-in could not be opened. Check your connection and try again.')
    // The page itself is still there behind the modal.
    await expect(page.getByRole('tablist', { name: 'What would you like to book?' })).toBeAttached()

    await page.unroute(chunk)
    await modal.getByRole('button', { name: 'Try again' }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  // Playwright refuses to switch the browser type inside a test file: keep the rest of the device.
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
  test.use(pixel7)

  test('the panel is a drawer; Escape closes it', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'mobile')
    const dialog = await openSignIn(page)
    await expect(dialog).toHaveClass(/drawer-presentation/)
    await expect(dialog.getByLabel('Email or mobile number')).toBeVisible()
    await page.screenshot({ path: '/tmp/auth-mobile-drawer.png' })
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
})
