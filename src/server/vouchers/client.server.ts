/**
 * The vouchers service's calls (001 §3 "Vouchers"; docs/upstream.md "Vouchers"), each answer checked
 * against contracts/vouchers. The signed-in user's bearer (a voucher given to one account) is added
 * by the wrapper.
 */
import { z } from 'zod'
import { voucherViewSchema, type VoucherCheckRequest, type VoucherView } from '@contracts/vouchers/schemas'
import { upstream } from '../upstream/client.server'

export async function checkVoucher(body: VoucherCheckRequest): Promise<VoucherView> {
  const result = await upstream()({
    method: 'POST',
    path: '/vouchers/api/v1.0/check',
    body,
    schema: z.object({ data: voucherViewSchema }),
  })
  if (result.data === null) throw new Error('The vouchers service answered a check without a body')
  return result.data.data
}
