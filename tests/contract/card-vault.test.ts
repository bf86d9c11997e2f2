// The card vault (000 §7, 001 §7; issue 26) over HTTP on PGlite and (with DATABASE_URL) PostgreSQL:
// a card saved on the sandbox gateway's page for a signed-in traveller's order, listed by
// card-vault/my-payment-modes, offered as SAVEDPAYMENTMODES and paid with, deleted by its owner only;
// and a Luhn scan of every table afterwards finds no card number.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import type { MyPaymentModes } from '@contracts/payments/card-vault'
import {
  call,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
  type TestUser,
} from '../support/accounts'
import { cardLike } from '../support/card-like'

let services: AccountsUpstream
let user: TestUser
let other: TestUser
beforeAll(async () => {
  services = await startAccountsUpstream()
  user = await signUp(services.url)
  other = await signUp(services.url)
})
afterAll(() => services?.close())

const merchant = `Basic ${Buffer.from('sandbox_key_safarnama:sandbox-key-secret-change-me-0123456789').toString('base64')}`
const CARD = 'Credit / Debit Card (Issued in India)'

async function order(customer?: number) {
  const res = await fetch(`${services.url}/payment/orders`, {
    method: 'POST',
    headers: {
      authorization: merchant,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      amount: 250_000,
      receipt: 'SF-VAULT',
      notes: { product: 'hotels', ...(customer ? { customer_id: String(customer) } : {}) },
      return_url: 'http://store.test/back',
    }),
  })
  expect(res.status).toBe(201)
  const { data } = (await res.json()) as { data: { pay_url: string } }
  const page = await (await fetch(data.pay_url, { headers: { accept: 'text/html' } })).text()
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? ''
  return { url: data.pay_url, page, token }
}

const pay = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ outcome: 'success', ...form }).toString(),
    redirect: 'manual',
  })

const modes = (u: TestUser) =>
  call<{ data: MyPaymentModes }>(services.url, 'POST', '/card-vault/my-payment-modes', {
    body: {},
    token: u.token,
  })

it('checks its bearer and its empty body', async () => {
  expect((await call(services.url, 'POST', '/card-vault/my-payment-modes', { body: {} })).status).toBe(401)
  expect(
    (
      await call(services.url, 'POST', '/card-vault/delete-payment-mode', {
        body: { mode: 'x' },
        token: user.token,
      })
    ).status,
  ).toBe(400)
})

it('saves a card for a signed-in traveller’s order, offers it next time, pays with it, and deletes it for its owner only', async () => {
  const guest = await order()
  expect(guest.page).not.toContain('Save this card')
  const first = await order(user.id)
  expect(first.page).toContain('Save this card')
  expect(first.page).not.toContain('SAVEDPAYMENTMODES')
  const paid = await pay(first.url, {
    form_token: first.token,
    method: CARD,
    card: 'mastercard-icici',
    save_card: 'yes',
  })
  expect(paid.status).toBe(303)
  const listed = await modes(user)
  expect(listed.status).toBe(200)
  expect(listed.body.data.payment_modes).toEqual([
    {
      mode: expect.stringMatching(/^tok_[0-9a-f]{20}$/),
      network: 'Mastercard',
      issuer: 'ICICI Bank',
      last4: '4444',
      saved_at: expect.any(String),
    },
  ])
  const mode = listed.body.data.payment_modes[0]?.mode ?? ''
  expect((await modes(other)).body.data.payment_modes).toEqual([])

  // The next order offers it; a failed payment saves nothing; another's token does not pay.
  const second = await order(user.id)
  expect(second.page).toContain('SAVEDPAYMENTMODES')
  expect(second.page).toContain('ending 4444')
  const strangers = await order(other.id)
  expect(
    (await pay(strangers.url, { form_token: strangers.token, method: 'SAVEDPAYMENTMODES', saved_mode: mode }))
      .status,
  ).toBe(400)
  expect(
    (await pay(second.url, { form_token: second.token, method: 'SAVEDPAYMENTMODES', saved_mode: mode }))
      .status,
  ).toBe(303)
  const third = await order(user.id)
  await pay(third.url, {
    form_token: third.token,
    method: CARD,
    card: 'visa-hdfc',
    save_card: 'yes',
    outcome: 'failure',
  })
  expect((await modes(user)).body.data.payment_modes).toHaveLength(1)

  const stolen = await call(services.url, 'POST', '/card-vault/delete-payment-mode', {
    body: { mode },
    token: other.token,
  })
  expect(stolen.status).toBe(404)
  const deleted = await call<{ data: MyPaymentModes & { message: string } }>(
    services.url,
    'POST',
    '/card-vault/delete-payment-mode',
    {
      body: { mode },
      token: user.token,
    },
  )
  expect(deleted.status).toBe(200)
  expect(deleted.body.data).toMatchObject({
    payment_modes: [],
    message: 'Your Mastercard card ending 4444 is no longer saved.',
  })
  const again = await call(services.url, 'POST', '/card-vault/delete-payment-mode', {
    body: { mode },
    token: user.token,
  })
  expect(again.status).toBe(404)
  const after = await order(user.id)
  expect(
    (await pay(after.url, { form_token: after.token, method: 'SAVEDPAYMENTMODES', saved_mode: mode })).status,
  ).toBe(400)
})

it('the vault holds no card number: a Luhn scan of every table after saving cards finds 0', async () => {
  const saved = await order(user.id)
  await pay(saved.url, { form_token: saved.token, method: CARD, card: 'rupay-sbi', save_card: 'yes' })
  expect((await modes(user)).body.data.payment_modes.map((m) => m.last4)).toEqual(['0007'])
  // Both drivers answer { rows }; drizzle types the answer of raw SQL on either as unknown.
  const tables = z
    .object({ rows: z.array(z.object({ tablename: z.string() })) })
    .parse(await services.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`))
  const names = tables.rows.map((r) => r.tablename)
  expect(names).toContain('saved_payment_modes')
  let found: string[] = []
  for (const name of names) {
    const rows = z
      .object({ rows: z.array(z.unknown()) })
      .parse(await services.db.execute(sql`select * from ${sql.identifier(name)}`))
    found = found.concat(cardLike(JSON.stringify(rows.rows)).map((n) => `${name}: ${n}`))
  }
  expect(found).toEqual([])
})
