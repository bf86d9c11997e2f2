/**
 * What a binding cannot say as page steps: the `{name}` placeholders the harness fills in, and the
 * named steps (`{ harness: 'account', args: { kind: 'verified' } }`) that arrange the world through
 * the services' own HTTP API and sandbox controls. Add a step here when a binding needs one; keep
 * each small and say in its comment what a binding uses it for.
 */
import { addDays, todayIso } from '~/lib/flights/today'
import {
  createVerifiedUser,
  freshUser,
  latestMessageBody,
  upstreamUrl,
  otpFromServices,
} from '../auth-support'
import { freshMobile, signInAs } from '../account-support'
import { expect } from '../fixtures'
import { serverFunctionIds } from '../build-support'
import type { Harness } from './harness'
import { checkoutSteps } from './checkout-steps'
import { roundTripSteps } from './round-trip-steps'
import { bookingsSteps } from './bookings-steps'
import { walletSteps } from './wallet-steps'
import { cancellationSteps } from './cancellation-steps'
import { hotelSteps } from './hotel-steps'
import { trainSteps } from './train-steps'

type Args = Record<string, string | number | boolean>
type NamedStep = (h: Harness, args: Args) => Promise<void>

/** The sandbox account without a mobile number (src/services/accounts/demo.ts). */
const noMobileAccount = {
  login: 'nomobile@safarnama.example',
  password: 'Demo@Safarnama1',
  firstName: 'Kiran',
} as const

// Each call from the harness looks like a different browser, so the services' per-address limits
// count the store's traveller, not the arranging.
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`

async function post(h: Harness, path: string, data: unknown): Promise<{ status: number; text: string }> {
  const res = await h.request.post(`${upstreamUrl}${path}`, {
    data,
    headers: { 'x-forwarded-for': someAddress() },
  })
  return { status: res.status(), text: await res.text() }
}

async function mustPost(h: Harness, path: string, data: unknown): Promise<void> {
  const { status, text } = await post(h, path, data)
  if (status >= 300) throw new Error(`${path} answered ${status}: ${text}`)
}

function need(h: Harness, name: string): string {
  const value = h.vars.get(name)
  if (value === undefined) throw new Error(`{${name}} is not set yet: a step before this one must set it`)
  return value
}

const phoneTo = (h: Harness) => `+${h.vars.get('countryCode') ?? '91'} ${need(h, 'phone')}`

/** An account through the sign-up API without proving its number (cheap: no code is sent). */
async function accountWithoutProof(h: Harness, user: ReturnType<typeof freshUser>): Promise<void> {
  await mustPost(h, '/auth/users', {
    user: {
      phone_number: user.phoneNumber,
      country_code: '91',
      email: user.email,
      password: user.password,
      firstName: user.firstName,
      lastName: user.lastName,
      title: 'Ms',
      tenancy_info: { channel: 'B2C' },
    },
  })
}

/** Where each flow's first code to `{phone}` is asked for (what the services' cool-down counts). */
const sendCode: Record<string, { path: string; body: (phone: string) => unknown }> = {
  'sign-in': {
    path: '/auth/users/sign_in/otp',
    body: (phone) => ({ user: { phone_number: phone, country_code: '91' } }),
  },
  'sign-up': {
    path: '/auth/phone_confirmation/generate_otp',
    body: (phone) => ({ phone_number: phone, country_code: '91' }),
  },
}

/** `{today+5}`, the variables set so far, and `{otp}`: the newest code sent to `{phone}`. */
let functionIds: Map<string, string> | undefined

export async function resolveVariable(h: Harness, name: string): Promise<string> {
  const day = /^today([+-]\d+)?$/.exec(name)
  if (day) return addDays(todayIso(), Number(day[1] ?? 0))
  const value = h.vars.get(name)
  if (value !== undefined) return value
  // A server function's address part: its id in the build the browser tests run (/_serverFn/{fn:name}).
  const fn = /^fn:(\w+)$/.exec(name)?.[1]
  if (fn) {
    functionIds ??= serverFunctionIds()
    const id = functionIds.get(fn)
    if (!id) throw new Error(`{${name}}: no server function ${fn} in the build's manifest`)
    return id
  }
  if (name === 'otp') return otpFromServices(h.request, phoneTo(h))
  throw new Error(`no value for {${name}}: set it with a "set" step or a harness step first`)
}

function useAccount(
  h: Harness,
  account: { login: string; password: string; firstName: string; phone?: string },
) {
  h.vars.set('login', account.login)
  h.vars.set('password', account.password)
  h.vars.set('firstName', account.firstName)
  if (account.phone) h.vars.set('phone', account.phone)
  else h.vars.delete('phone')
}

export const harnessSteps: Record<string, NamedStep> = {
  ...roundTripSteps,
  ...checkoutSteps,
  ...bookingsSteps,
  ...walletSteps,
  ...cancellationSteps,
  ...hotelSteps,
  ...trainSteps,
  /**
   * A fresh account through the services' sign-up API, its `{login}`, `{password}`, `{phone}` and
   * `{firstName}` set. `kind`: 'verified' (mobile proven by OTP), 'unverified' (signed up without
   * proving it), 'locked' (verified, then too many wrong passwords), 'no-mobile' (the sandbox's
   * account from before mobiles were asked for; shared, never changed by a path).
   */
  account: async (h, { kind = 'verified' }) => {
    if (kind === 'no-mobile') return useAccount(h, noMobileAccount)
    const user = freshUser(kind === 'unverified' ? 'Meera' : kind === 'locked' ? 'Dev' : 'Asha')
    if (kind === 'unverified') await accountWithoutProof(h, user)
    else await createVerifiedUser(h.request, user)
    if (kind === 'locked') {
      // 000 §8: the account locks after lockAfterFailures wrong passwords (5 by default).
      for (let i = 0; i < 5; i++)
        await post(h, '/auth/users/sign_in', { user: { email: user.email, password: 'not the password' } })
    }
    useAccount(h, {
      login: user.email,
      password: user.password,
      firstName: user.firstName,
      phone: user.phoneNumber,
    })
  },

  /**
   * The person is signed out: when a step before signed them in (`{signedIn}` set), they sign out
   * with the header's menu (named `{firstName}`), as a person would before pressing Sign in again.
   */
  'signed-out': async (h) => {
    const banner = h.page.getByRole('banner')
    if (h.vars.has('signedIn')) {
      await banner.getByRole('button', { name: need(h, 'firstName') }).click()
      await h.page.getByRole('button', { name: 'Sign out' }).click()
      h.vars.delete('signedIn')
    }
    await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  },

  /** `{phone}`: a number nobody has signed up with. */
  'unknown-mobile': async (h) => {
    h.vars.set('phone', freshMobile())
  },

  /**
   * What a visitor types into the sign-up form, nobody's yet: `{firstName}`, `{lastName}`,
   * `{email}`, `{password}` and a fresh `{phone}`.
   */
  'sign-up-details': async (h) => {
    const user = freshUser('Nandini')
    for (const [name, value] of Object.entries(user))
      h.vars.set(name === 'phoneNumber' ? 'phone' : name, value)
  },

  /** `{email}` is signed up already (an account made now through the services). */
  'email-taken': async (h) => {
    const user = freshUser('Rohan')
    await accountWithoutProof(h, user)
    h.vars.set('email', user.email)
  },

  /**
   * `{phone}` belongs to another account (made now through the services). With `next: true` it is
   * the number the person types next instead (`number-to-type`), leaving `{phone}` as it is.
   */
  'mobile-taken': async (h, { next = false }) => {
    const user = freshUser('Ira')
    await accountWithoutProof(h, user)
    h.vars.set(next ? 'nextPhone' : 'phone', user.phoneNumber)
  },

  /**
   * `{phone}` is the number the person types now: the one a step before chose (`mobile-taken` with
   * `next`), else a number nobody has, so each number typed gets only the codes of its own wait.
   */
  'number-to-type': async (h) => {
    h.vars.set('phone', h.vars.get('nextPhone') ?? freshMobile())
    h.vars.delete('nextPhone')
  },

  /** The person signs in with `{login}` and `{password}` on the /sign-in page. */
  'signed-in': async (h) => {
    await signInAs(h.page, { login: need(h, 'login'), password: need(h, 'password') })
  },

  /**
   * A code is sent to `{phone}` now, through the services, for the flow `for` ('sign-in' by default,
   * 'sign-up'): the services' cool-down then refuses the store's next send to that number for that
   * flow (429 OTP_COOLDOWN), a real "cannot be sent".
   */
  'code-just-sent': async (h, { for: flow = 'sign-in' }) => {
    const send = sendCode[String(flow)]
    if (!send) throw new Error(`code-just-sent: no flow "${String(flow)}"`)
    await mustPost(h, send.path, send.body(need(h, 'phone')))
  },

  /**
   * The services see the resend cool-down as over for `{phone}`: its newest code counts as sent that
   * long ago (a sandbox control), so the store's resend is answered with a new code.
   */
  'cool-down-over': async (h, { seconds = 30 }) => {
    await mustPost(h, '/auth/sandbox/code_age', { to: phoneTo(h), seconds: Number(seconds) })
  },

  /**
   * The services see `{phone}`'s newest code as sent just now: the store's resend is refused by the
   * cool-down (429 OTP_COOLDOWN), and the code the person holds still works.
   */
  'cool-down-running': async (h) => {
    await mustPost(h, '/auth/sandbox/code_age', { to: phoneTo(h), seconds: 0 })
  },

  /**
   * `{token}`: the token of a reset link for `{login}` (an e-mail address), asked for through the
   * services and read from the e-mail in the sandbox outbox.
   */
  'reset-link': async (h) => {
    const email = need(h, 'login')
    await mustPost(h, '/auth/users/password_reset', { user: { email } })
    const token = /reset_password_token=([^\s&]+)/.exec(await latestMessageBody(h.request, email))?.[1]
    if (!token) throw new Error(`the reset e-mail to ${email} has no link`)
    h.vars.set('token', decodeURIComponent(token))
  },

  /** The reset link `{token}` is used once, through the services: it is no longer valid (single use). */
  'reset-link-used': async (h) => {
    const res = await h.request.put(`${upstreamUrl}/auth/users/password`, {
      data: { user: { reset_password_token: need(h, 'token'), password: 'Used the link 1' } },
      headers: { 'x-forwarded-for': someAddress() },
    })
    if (res.status() >= 300)
      throw new Error(`using the reset link answered ${res.status()}: ${await res.text()}`)
  },

  /**
   * The flight searches this path's traveller (`{address}`) sends from now on run this sandbox
   * scenario (`batches=3;latencyMs=4000`, `failure=expired`, …): a search repeated from the results
   * page sends the same request again, so its answer is decided here (POST /flights/sandbox/scenario).
   * Its re-checks follow it too (`reprice=up`, `repriceLatencyMs=60000`: the fare re-check's paths).
   */
  /**
   * The services end this traveller's newest flight search now (a sandbox control): `SUCCESS`, every
   * batch in; `EXPIRED`, expired. The next poll finds it so, without waiting for the batches' time.
   */
  'search-ends': async (h, { status = 'SUCCESS' }) => {
    const res = await h.request.post(`${upstreamUrl}/flights/sandbox/search_end`, {
      data: { status: String(status) },
      headers: { 'x-forwarded-for': need(h, 'address') },
    })
    if (res.status() >= 300)
      throw new Error(`/flights/sandbox/search_end answered ${res.status()}: ${await res.text()}`)
  },

  'flight-scenario': async (h, { scenario = '' }) => {
    const res = await h.request.post(`${upstreamUrl}/flights/sandbox/scenario`, {
      data: { scenario: String(scenario) },
      headers: { 'x-forwarded-for': need(h, 'address') },
    })
    if (res.status() >= 300)
      throw new Error(`/flights/sandbox/scenario answered ${res.status()}: ${await res.text()}`)
  },

  /**
   * Segment `segment` (from 0) of this path's traveller's newest multi-city search ends now, as the
   * supplier sees it (`status`: SUCCESS or EXPIRED; POST /flights/sandbox/segment_end): the legs of one
   * search share a scenario, so which leg ends first is decided here. The leg's next poll tells the page.
   */
  'flight-segment-ends': async (h, { segment = 0, status = 'SUCCESS' }) => {
    const res = await h.request.post(`${upstreamUrl}/flights/sandbox/segment_end`, {
      data: { segment: Number(segment), status: String(status) },
      headers: { 'x-forwarded-for': need(h, 'address') },
    })
    if (res.status() >= 300)
      throw new Error(`/flights/sandbox/segment_end answered ${res.status()}: ${await res.text()}`)
  },

  /**
   * The traveller takes the first flight of a list (`list`: the region's name, e.g. "Flights for
   * journey 1"): which flight does not matter to the path, and a binding target names one element.
   */
  'first-flight': async (h, { list = 'Flights' }) => {
    const region = h.page.getByRole('region', { name: String(list), exact: true })
    await region
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^(Book|Select)/ })
      .click()
  },

  /**
   * Real time passes: the sandbox supplier's batches fall due by the services' clock, which the page's
   * clock does not move (a batch of `latencyMs=4000` is due 4 s after the search was sent).
   */
  'airlines-take': async (h, { ms = 1000 }) => {
    await h.page.waitForTimeout(Number(ms))
  },

  /** `{otp}` is the code just sent to `{phone}` (read from the sandbox outbox when typed). */
  'right-otp': async (h) => {
    h.vars.delete('otp')
  },

  /** `{otp}` is six digits that are not the code sent to `{phone}`. */
  'wrong-otp': async (h) => {
    const sent = await otpFromServices(h.request, phoneTo(h))
    h.vars.set(
      'otp',
      sent.replace(/^./, (d) => String((Number(d) + 1) % 10)),
    )
  },
}
