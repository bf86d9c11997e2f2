/**
 * The wallet service's calls (001 §3 "Wallet", 000 §7 create_wallet; docs/upstream.md "Wallet"),
 * each answer checked against contracts/wallet. The signed-in user's bearer is added by the wrapper.
 */
import { z } from 'zod'
import {
  statementSchema,
  walletSchema,
  type Statement,
  type StatementFilter,
  type Wallet,
} from '@contracts/wallet/schemas'
import { upstream } from '../upstream/client.server'

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The wallet service answered ${what} without a body`)
  return value
}

export async function readWallet(): Promise<Wallet | null> {
  const result = await upstream()({
    method: 'GET',
    path: '/wallet/api/v1.0/wallet',
    schema: data(walletSchema.nullable()),
  })
  return must(result.data, 'the wallet').data
}

export async function readStatement(filter: StatementFilter, page: number): Promise<Statement> {
  const query = new URLSearchParams({ filter, page: String(page) })
  const result = await upstream()({
    method: 'GET',
    path: `/wallet/api/v1.0/wallet/statement?${query.toString()}`,
    schema: data(statementSchema),
  })
  return must(result.data, 'the statement').data
}

export async function createWallet(phone: string): Promise<Wallet> {
  const result = await upstream()({
    method: 'GET',
    path: `/flights/flights/booking/create_wallet?phone=${encodeURIComponent(phone)}`,
    schema: data(walletSchema),
  })
  return must(result.data, 'the new wallet').data
}
