/** The products a voucher can be for (plain data, no zod: the redeem screen's address reads it). */
export const voucherProducts = ['flights', 'hotels', 'trains', 'holidays'] as const
export type VoucherProduct = (typeof voucherProducts)[number]
