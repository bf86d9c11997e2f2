/**
 * Vouchers for the browser (001 §2 "Voucher redeem screen"): a code's value, product and validity,
 * or the words of why it cannot be used. Applying a voucher to a booking is the commerce core's
 * tender call; pages reach this through src/flows/vouchers.
 */
import { createServerFn } from '@tanstack/react-start'
import { voucherCheckRequestSchema, type VoucherView } from '@contracts/vouchers/schemas'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import * as client from './client.server'

/** POST: every check is counted against the caller's address, so it is not a cacheable read. */
export const checkVoucherCode = createServerFn({ method: 'POST' })
  .validator(input(voucherCheckRequestSchema))
  .handler(({ data }): Promise<VoucherView> => asUserErrors(() => client.checkVoucher(data)))
