/**
 * The wallet statement's address (/account/wallet?filter=&page=): 001 §9's filter, default all, and
 * the page. A plain function, not zod: every route's validateSearch is in the entry chunk, which
 * stays free of zod (docs/decisions/0021, 0083); the server function validates the same values
 * with zod (contracts/wallet).
 */
export const walletFilters = ['all', 'credits', 'debits', 'expiring'] as const
export type WalletFilter = (typeof walletFilters)[number]

export interface WalletSearch {
  filter: WalletFilter
  page: number
}

const isFilter = (v: unknown): v is WalletFilter => walletFilters.some((f) => f === v)

export function walletSearchOf(search: Record<string, unknown>): WalletSearch {
  const filter = isFilter(search.filter) ? search.filter : 'all'
  const raw = typeof search.page === 'string' ? Number(search.page) : search.page
  const page = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
  return { filter, page }
}
