/**
 * The wallet for the browser (001 §3 "Wallet"): the wallet, its statement by filter and page, and
 * creating it for the verified mobile. Pages reach these through src/flows/wallet.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { phoneNumberSchema } from '@contracts/accounts/rules'
import {
  statementFilters,
  type Statement,
  type StatementFilter,
  type Wallet,
} from '@contracts/wallet/schemas'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import * as client from './client.server'

export const fetchWallet = createServerFn({ method: 'GET' }).handler((): Promise<Wallet | null> =>
  asUserErrors(() => client.readWallet()),
)

export const walletQueryOptions = () => queryOptions({ queryKey: ['wallet'], queryFn: () => fetchWallet() })

const statementInput = z.object({
  filter: z.enum(statementFilters, { error: "must be 'all', 'credits', 'debits' or 'expiring'" }),
  page: z.number().int().min(1).max(100_000),
})

export const fetchStatement = createServerFn({ method: 'GET' })
  .validator(input(statementInput))
  .handler(({ data }): Promise<Statement> => asUserErrors(() => client.readStatement(data.filter, data.page)))

export const statementQueryOptions = (filter: StatementFilter, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'statement', filter, page],
    queryFn: () => fetchStatement({ data: { filter, page } }),
  })

export const createMyWallet = createServerFn({ method: 'POST' })
  .validator(input(z.object({ phone: phoneNumberSchema })))
  .handler(({ data }): Promise<Wallet> => asUserErrors(() => client.createWallet(data.phone)))
