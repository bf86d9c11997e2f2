/**
 * The signed-in traveller's saved payment modes (the card vault; 001 §2 account area, §7): the list
 * and deleting one. Pages reach these through src/flows/payment.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { deletePaymentModeRequestSchema, type MyPaymentModes } from '@contracts/payments/card-vault'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import * as client from './client.server'

export const fetchMyPaymentModes = createServerFn({ method: 'GET' }).handler((): Promise<MyPaymentModes> =>
  asUserErrors(() => client.myPaymentModes()),
)

export const myPaymentModesQueryOptions = () =>
  queryOptions({ queryKey: ['card-vault'], queryFn: () => fetchMyPaymentModes() })

export const deleteMyPaymentMode = createServerFn({ method: 'POST' })
  .validator(input(deletePaymentModeRequestSchema))
  .handler(({ data }): Promise<MyPaymentModes & { message: string }> =>
    asUserErrors(() => client.deletePaymentMode(data.mode)),
  )
