/**
 * Set-up shared by the BFF tests of the accounts server functions: the real services on a temp
 * database with the BFF pointed at them, browsers with their own addresses, reading a UserError
 * out of a call, and signing a new person up through the server functions.
 */
import { afterAll, beforeAll } from 'vitest'
import { UserError } from '~/server/platform/errors'
import type { z } from 'zod'
import type { titleSchema } from '@contracts/accounts/rules'
import type { RunningUpstream } from '~/services/main'
import { latestOtp, randomEmail, randomPhone } from './accounts'
import { current, newRequest, nextRequestOfSameBrowser, setClientIp } from './fake-start-request'
import { startTestUpstream } from './upstream'

type UpstreamOptions = Parameters<typeof startTestUpstream>[0]

/**
 * Starts the services before the file's tests and points the BFF at them (call at the top of the
 * file, before the hooks that import the server functions, which read the environment then).
 * Returns a getter, since the services exist only once the hook has run.
 */
export function bffAgainstRealServices(
  sessionSecret: string,
  options?: UpstreamOptions,
): () => RunningUpstream {
  let services: RunningUpstream | undefined
  const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }

  beforeAll(async () => {
    services = await startTestUpstream(options)
    process.env.UPSTREAM_URL = services.url
    process.env.SESSION_SECRET = sessionSecret
  }, 60_000)

  afterAll(async () => {
    await services?.close()
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  return () => {
    if (!services) throw new Error('the services start in beforeAll; use them inside a test')
    return services
  }
}

/**
 * Browsers, each from its own address in `subnet` (e.g. '198.51.100.'), so the per-address limits
 * one test reaches do not touch another. Each file takes its own subnet.
 */
export function browsers(subnet: string) {
  let lastHost = 0
  return {
    /** A fresh browser (no cookies) from a new address. */
    newBrowser(): void {
      newRequest()
      lastHost = (lastHost % 254) + 1
      setClientIp(`${subnet}${lastHost}`)
    },
    /** The next request of the same browser, from the same address. */
    again(): void {
      const ip = current().clientIp
      nextRequestOfSameBrowser()
      setClientIp(ip)
    },
  }
}

/** The UserError a call fails with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<UserError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof UserError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

export const password = 'correct horse 42'

interface NewPerson {
  emailName: string
  /** As a browser may send it: '91' or '+91'. */
  countryCode?: string
  title?: z.infer<typeof titleSchema>
  firstName?: string
  lastName?: string
}

/**
 * Signs a new person up in the current browser through the server functions, as the sign-up
 * panel does (check, send OTP, verify with the code from the outbox, sign up); the browser ends
 * signed in. Returns what the person typed, the send-OTP answer and the user.
 */
export async function signUpThroughBff(
  authFns: typeof import('~/server/accounts/auth.functions'),
  servicesUrl: string,
  { emailName, countryCode = '91', title = 'Ms', firstName = 'Asha', lastName = 'Rao' }: NewPerson,
) {
  const person = { email: randomEmail(emailName), phoneNumber: randomPhone(), countryCode }
  await authFns.checkSignUp({ data: person })
  const sent = await authFns.sendSignUpOtp({ data: person })
  const otp = await latestOtp(servicesUrl, `+91 ${person.phoneNumber}`)
  await authFns.verifySignUpOtp({ data: { ...person, otp } })
  const { user } = await authFns.signUp({ data: { ...person, title, firstName, lastName, password } })
  return { person, sent, user }
}
