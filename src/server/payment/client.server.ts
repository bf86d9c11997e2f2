/**
 * The card vault's calls (000 §7, 001 §7: POST card-vault/my-payment-modes with an empty body, POST
 * card-vault/delete-payment-mode with body mode), each answer checked against contracts/payments.
 * The signed-in user's bearer is added by the wrapper.
 */
import { z } from 'zod'
import { myPaymentModesSchema, type MyPaymentModes } from '@contracts/payments/card-vault'
import { upstream } from '../upstream/client.server'

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The card vault answered ${what} without a body`)
  return value
}

export async function myPaymentModes(): Promise<MyPaymentModes> {
  const result = await upstream()({
    method: 'POST',
    path: '/card-vault/my-payment-modes',
    body: {},
    schema: z.object({ data: myPaymentModesSchema }),
  })
  return must(result.data, 'the saved payment modes').data
}

export async function deletePaymentMode(mode: string): Promise<MyPaymentModes & { message: string }> {
  const result = await upstream()({
    method: 'POST',
    path: '/card-vault/delete-payment-mode',
    body: { mode },
    schema: z.object({ data: myPaymentModesSchema.extend({ message: z.string() }) }),
  })
  return must(result.data, 'the deletion').data
}
