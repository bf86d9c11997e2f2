/**
 * Helpers for the auth and account contract tests: calls as the BFF makes them (JSON, bearer
 * token, the client's address in X-Forwarded-For), reading OTPs from the sandbox outbox, and a
 * factory that signs a new user up through the real OTP flow.
 */
import { randomInt } from 'node:crypto'
import { serve } from '@hono/node-server'
import { expect } from 'vitest'
import type { AccountsOptions } from '~/services/accounts/context'
import { createUpstreamApp } from '~/services/app'
import { openDatabase, type Database } from '~/services/db/client'
import { docExample, stringAt } from './doc-examples'
import { createTestDatabase, type TestDatabase } from './upstream'

export interface CallOptions {
  body?: unknown
  token?: string
  /** The browser's address as the BFF forwards it; a fresh one per call unless given. */
  ip?: string
}

export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
export const randomPhone = () => `9${randomInt(100_000_000, 999_999_999)}`
export const randomEmail = (name = 'user') => `${name}.${randomInt(1e9)}@example.com`

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp() }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  // Bodies are JSON or empty (204); anything else is a bug the assertion on `body` will show.
  const body = (text ? JSON.parse(text) : {}) as T
  return { status: res.status, body, headers: res.headers }
}

interface OutboxAnswer {
  data: { messages: { channel: string; to: string; subject: string; body: string }[] }
}

/** The newest message to a recipient, as the dev outbox page shows it. */
export async function latestMessage(base: string, to: string) {
  const res = await call<OutboxAnswer>(base, 'GET', `/auth/sandbox/outbox?to=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  const message = res.body.data.messages[0]
  if (!message) throw new Error(`no message to ${to} in the outbox`)
  return message
}

/** The 6-digit code in the newest SMS or e-mail to `to`. */
export async function latestOtp(base: string, to: string): Promise<string> {
  const message = await latestMessage(base, to)
  const code = /\b(\d{6})\b/.exec(message.body)?.[1]
  if (!code) throw new Error(`no 6-digit code in: ${message.body}`)
  return code
}

export interface TestUser {
  id: number
  email: string
  password: string
  phone: string
  token: string
}

export const tenancy = {
  accessKey: 'test-key',
  channel: 'B2C',
  hostName: 'store.example',
  org: 'safarnama',
  platform: 'Desktop',
  product: 'Safarnama',
}

export interface Person {
  email: string
  password: string
  phone: string
  firstName: string
  lastName: string
  title: string
}

/** The person of the documented sign-up (docs/upstream.md, example auth.sign-up.request). */
export function documentedPerson(): Person {
  const request = docExample('auth.sign-up.request')
  return {
    email: stringAt(request, 'user.email'),
    password: stringAt(request, 'user.password'),
    phone: stringAt(request, 'user.phone_number'),
    firstName: stringAt(request, 'user.firstName'),
    lastName: stringAt(request, 'user.lastName'),
    title: stringAt(request, 'user.title'),
  }
}

const ID = /^[1-9]\d*$/
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
/** 32 random bytes, base64url: 43 characters, 256 bits. */
export const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** What differs between runs in an answer with the auth user (`data.user`): its ids and times. */
export const authUserPatterns: Record<string, RegExp> = {
  'data.user.id': ID,
  'data.user.customer_id': ID,
  'data.user.passenger_id': ID,
  'data.user.last_sign_in_at': ISO_TIME,
  'data.user.memberSince': ISO_TIME,
}
/** …and the new access token of a sign-in, sign-up or password change. */
export const signedInPatterns: Record<string, RegExp> = {
  ...authUserPatterns,
  'meta.authentication_token': ACCESS_TOKEN,
}

/** Signs a user up the way the sign-up flow does: verify_user → generate_otp → verify_otp → POST /users. */
export async function signUp(base: string, overrides: Partial<Person> = {}): Promise<TestUser> {
  const email = overrides.email ?? randomEmail()
  const password = overrides.password ?? 'correct horse 42'
  const phone = overrides.phone ?? randomPhone()
  const ip = randomIp()
  const phoneBody = { phone_number: phone, country_code: '+91' }
  expect(
    (await call(base, 'POST', '/auth/phone_confirmation/verify_user', { body: { ...phoneBody, email }, ip }))
      .status,
  ).toBe(200)
  expect(
    (await call(base, 'POST', '/auth/phone_confirmation/generate_otp', { body: phoneBody, ip })).status,
  ).toBe(201)
  const code = await latestOtp(base, `+91 ${phone}`)
  expect(
    (
      await call(base, 'POST', '/auth/phone_confirmation/verify_otp', {
        body: { ...phoneBody, confirmation_code: code },
        ip,
      })
    ).status,
  ).toBe(200)
  const res = await call<{
    data: { user: { id: number; phone_verified: boolean } }
    meta: { authentication_token: string }
  }>(base, 'POST', '/auth/users', {
    body: {
      user: {
        email,
        password,
        ...phoneBody,
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName ?? 'User',
        title: overrides.title ?? 'Mr',
        tenancy_info: tenancy,
      },
    },
    ip,
  })
  expect(res.status).toBe(201)
  return { id: res.body.data.user.id, email, password, phone, token: res.body.meta.authentication_token }
}

/** Upstream services with a handle on their database and clock, for tests that look inside. */
export interface AccountsUpstream {
  url: string
  db: Database
  close(): Promise<void>
}

export async function startAccountsUpstream(
  accounts: AccountsOptions = {},
  database?: TestDatabase,
): Promise<AccountsUpstream> {
  const own = database ?? (await createTestDatabase())
  const opened = await openDatabase(own.deployment)
  // The tests stand where the store does (TRUST_PROXY): each gives its client address in X-Forwarded-For.
  const app = createUpstreamApp({
    db: opened.db,
    kind: opened.kind,
    accounts: { trustProxy: true, ...accounts },
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address')
  return {
    url: `http://127.0.0.1:${address.port}`,
    db: opened.db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await opened.close()
      if (!database) await own.drop()
    },
  }
}
