/**
 * Vouchers as a tender of the commerce core (src/services/commerce/tender-port.ts). src/services/app.ts
 * hands this provider to the core; the core never imports this domain, nor this domain the core's
 * bookings (only the port's types).
 */
import type { VoucherTenderDetail } from '@contracts/vouchers/schemas'
import type { TenderProvider } from '../commerce/tender-port'
import { commitVoucher, holdVoucher, releaseVoucher } from './store'

export const voucherTender: TenderProvider<VoucherTenderDetail> = {
  kind: 'voucher',
  hold: holdVoucher,
  commit: commitVoucher,
  release: releaseVoucher,
}
