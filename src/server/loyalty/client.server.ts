/**
 * The PAYBACK programme's calls (issue 26; src/services/loyalty/routes.ts), each answer checked
 * against contracts/loyalty. The signed-in user's bearer is added by the wrapper; a PIN request
 * tags the store session so /dev/outbox shows this browser its PIN (docs/decisions/0050).
 */
import { z } from 'zod'
import {
  accountSummarySchema,
  balanceSchema,
  loyaltyEntrySchema,
  myLoyaltySchema,
  pinSentSchema,
  verifiedSchema,
  type AccountSummary,
  type MyLoyalty,
  type PinSent,
  type Verified,
} from '@contracts/loyalty/schemas'
import { isUpstreamError } from '../upstream/wrapper'
import { upstream } from '../upstream/client.server'

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The loyalty service answered ${what} without a body`)
  return value
}

async function post<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<{ data: T }>,
  sendsMessage = false,
): Promise<T> {
  const result = await upstream()({ method: 'POST', path, body, schema, sendsMessage })
  return must(result.data, path).data
}

/** The account behind a number, or null when there is none (the 404 the machine words by length). */
export async function lookup(number: string): Promise<AccountSummary | null> {
  try {
    return await post('/loyalty/api/v1.0/accounts/lookup', { number }, data(accountSummarySchema))
  } catch (error) {
    if (isUpstreamError(error) && error.failure.kind === 'http' && error.failure.code === 'PAYBACK_NOT_FOUND')
      return null
    throw error
  }
}

export const requestPin = (number: string): Promise<PinSent> =>
  post('/loyalty/api/v1.0/pin', { number }, data(pinSentSchema), true)

export const verifyPin = (number: string, pin: string): Promise<Verified> =>
  post('/loyalty/api/v1.0/pin/verify', { number, pin }, data(verifiedSchema))

export const balanceOf = (authorization: string): Promise<NonNullable<MyLoyalty>> =>
  post(
    '/loyalty/api/v1.0/balance',
    { authorization },
    data(z.object({ balance: balanceSchema, transactions: z.array(loyaltyEntrySchema) })),
  )

export async function readMine(): Promise<MyLoyalty> {
  const result = await upstream()({
    method: 'GET',
    path: '/loyalty/api/v1.0/me',
    schema: data(myLoyaltySchema),
  })
  return must(result.data, 'the PAYBACK account').data
}

export const createMine = (): Promise<MyLoyalty> =>
  post('/loyalty/api/v1.0/me/create', {}, data(myLoyaltySchema))

export const linkMine = (authorization: string): Promise<MyLoyalty> =>
  post('/loyalty/api/v1.0/me/link', { authorization }, data(myLoyaltySchema))
