/**
 * PAYBACK for the browser (issue 26; 001 §2 loyalty redeem flow, §3 "Loyalty points (PAYBACK)"):
 * look-up, PIN, verify, the balance a verified PIN opens, and the signed-in user's own account
 * (read, create for the verified mobile, link the account a PIN opened). Pages reach these through
 * src/flows/loyalty.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { authorizationSchema, paybackNumberSchema, paybackPinSchema } from '@contracts/loyalty/schemas'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import * as client from './client.server'

const numberInput = z.object({ paybackNumber: paybackNumberSchema })
const authorizationInput = z.object({ authorization: authorizationSchema })

export const lookupPayback = createServerFn({ method: 'POST' })
  .validator(input(numberInput))
  .handler(({ data }) => asUserErrors(() => client.lookup(data.paybackNumber)))

export const requestPaybackPin = createServerFn({ method: 'POST' })
  .validator(input(numberInput))
  .handler(({ data }) => asUserErrors(() => client.requestPin(data.paybackNumber)))

export const verifyPaybackPin = createServerFn({ method: 'POST' })
  .validator(input(z.object({ paybackNumber: paybackNumberSchema, pin: paybackPinSchema })))
  .handler(({ data }) => asUserErrors(() => client.verifyPin(data.paybackNumber, data.pin)))

/** POST: the authorisation is a secret and must not sit in a URL. */
export const fetchPaybackBalance = createServerFn({ method: 'POST' })
  .validator(input(authorizationInput))
  .handler(({ data }) => asUserErrors(() => client.balanceOf(data.authorization)))

export const fetchMyPayback = createServerFn({ method: 'GET' }).handler(() =>
  asUserErrors(() => client.readMine()),
)

export const myPaybackQueryOptions = () =>
  queryOptions({ queryKey: ['loyalty', 'me'], queryFn: () => fetchMyPayback() })

export const createMyPayback = createServerFn({ method: 'POST' }).handler(() =>
  asUserErrors(() => client.createMine()),
)

export const linkMyPayback = createServerFn({ method: 'POST' })
  .validator(input(authorizationInput))
  .handler(({ data }) => asUserErrors(() => client.linkMine(data.authorization)))
