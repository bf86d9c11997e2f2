// Issue 12, security defaults: the sandbox outbox shows a browser only what it asked for, and a
// session cookie copied before sign-out shows nobody afterwards (docs/decisions/0050, 0051).
import { test, expect } from './fixtures'
import { demo, readOtpFromOutbox, signInAs } from './account-support'
import { upstreamReady } from './flights-support'
import { createVerifiedUser, freshUser, openSignIn, sidCookie } from './auth-support'

test.beforeAll(async () => upstreamReady())

test("a second browser cannot read the first browser's OTP on /dev/outbox", async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createVerifiedUser(page.request, freshUser('Meera'))
  const to = `+91 ${user.phoneNumber}`
  await page.goto('/')
  const dialog = await openSignIn(page)
  await dialog.getByRole('radio', { name: 'Mobile OTP' }).check()
  await dialog.getByLabel('Mobile number').fill(user.phoneNumber)
  await dialog.getByRole('button', { name: 'Send OTP' }).click()
  await expect(
    dialog.getByRole('status').filter({ hasText: 'OTP has been sent to your mobile number' }),
  ).toBeVisible()
  const code = await readOtpFromOutbox(page, to)

  // Another browser (its own cookies) asks the outbox page for the same number.
  const other = await browser.newContext({ baseURL })
  try {
    const outbox = await other.newPage()
    await outbox.goto('/dev/outbox')
    await outbox.getByLabel('Phone or e-mail').fill(to)
    await outbox.getByRole('button', { name: 'Show messages' }).click()
    const section = outbox.getByRole('region', { name: `Messages to ${to}` })
    await expect(section).toHaveText(
      'Nothing has been sent to this recipient at the request of this browser yet.',
    )
    expect(await outbox.content()).not.toContain(code)
  } finally {
    await other.close()
  }

  // The first browser's code is the real one: it signs in with it.
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(code)
  await dialog.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Meera' })).toBeVisible()
})

test('a session cookie copied before sign-out shows the signed-out page afterwards, without e-mail or phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createVerifiedUser(page.request, freshUser('Ravi'))
  await signInAs(page, { login: user.email, password: user.password })
  const copied = await sidCookie(page)
  expect(copied?.value).toBeTruthy()

  /** The profile page in another browser holding only the copied cookie: its final address and HTML. */
  const replay = async () => {
    const other = await browser.newContext({ baseURL })
    try {
      if (copied) await other.addCookies([copied])
      const profile = await other.newPage()
      await profile.goto('/account/profile')
      return { url: profile.url(), html: await profile.content() }
    } finally {
      await other.close()
    }
  }

  // While signed in, the copy works: the replay is a real one.
  const before = await replay()
  expect(before.url).toMatch(/\/account\/profile$/)
  expect(before.html).toContain(user.email)

  await page.getByRole('banner').getByRole('button', { name: 'Ravi' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()

  const after = await replay()
  expect(after.url).toMatch(/\/sign-in\?redirect=/)
  expect(after.html).not.toContain(user.email)
  expect(after.html).not.toContain(user.phoneNumber)
  expect(after.html).not.toContain(demo.login)
})
