import { Link } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { formatPaise } from '@contracts/money'
import type { StatementEntry, Wallet, WalletReason } from '@contracts/wallet/schemas'
import { statementQueryOptions } from '~/flows/wallet/wallet.queries'
import { walletFilters, type WalletFilter } from '~/lib/wallet-search'
import { statementWords } from './statement-words'

const filterLabels: Record<WalletFilter, string> = {
  all: 'All',
  credits: 'Credits',
  debits: 'Debits',
  expiring: 'Expiring',
}

const reasonLabels: Record<WalletReason, string> = {
  refund: 'Refund',
  cashback: 'Cashback',
  promotional: 'Promotional credit',
  spend: 'Spent',
  expiry: 'Expired',
  reversal: 'Returned',
}

function StatementDetails({ entry }: { entry: StatementEntry }) {
  const words = statementWords(entry, reasonLabels[entry.reason])
  return (
    <>
      <span className="wallet-reason">{words.reason}</span>
      {words.details ? `: ${words.details}` : ''}
      {words.reference ? ` · ${words.reference}` : ''}
    </>
  )
}

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})
const dayOf = (iso: string) => day.format(new Date(iso))

/** The balance, promotional credit with its expiry, and the statement with its filter and pages. */
export function WalletStatement({
  wallet,
  filter,
  page,
}: {
  wallet: Wallet
  filter: WalletFilter
  page: number
}) {
  const { data: statement } = useSuspenseQuery(statementQueryOptions(filter, page))
  const pages = Math.max(1, Math.ceil(statement.total_entries / statement.page_size))
  const queryClient = useQueryClient()
  useEffect(() => {
    // What the traveller is likely to open next (the other filters, the next page), fetched while
    // they read this one: the change then shows at once (the statement benchmark, decision 0083).
    const next: Array<[WalletFilter, number]> = walletFilters.filter((f) => f !== filter).map((f) => [f, 1])
    if (page < pages) next.push([filter, page + 1])
    const idle = window.setTimeout(() => {
      for (const [f, p] of next) void queryClient.prefetchQuery(statementQueryOptions(f, p))
    }, 0)
    return () => window.clearTimeout(idle)
  }, [queryClient, filter, page, pages])
  return (
    <>
      <section className="account-card wallet-summary" aria-labelledby="wallet-balance">
        <h2 id="wallet-balance">Balance</h2>
        <p className="wallet-balance" data-testid="wallet-balance">
          {formatPaise(wallet.balance)}
        </p>
        {wallet.expiring.length > 0 ? (
          <>
            <p>Promotional credit: {formatPaise(wallet.promotional)}</p>
            <ul className="wallet-expiring" aria-label="Promotional credit by expiry">
              {wallet.expiring.map((e) => (
                <li key={e.transaction_id}>
                  {formatPaise(e.amount)} expires on {dayOf(e.expires_at)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No promotional credit.</p>
        )}
      </section>
      <section className="account-card" aria-labelledby="wallet-statement">
        <h2 id="wallet-statement">Statement</h2>
        <nav aria-label="Statement filter">
          <ul className="wallet-filters">
            {walletFilters.map((f) => (
              <li key={f}>
                <Link
                  to="/account/wallet"
                  search={{ filter: f, page: 1 }}
                  aria-current={f === filter ? 'page' : undefined}
                  className={f === filter ? 'wallet-filter wallet-filter-on' : 'wallet-filter'}
                >
                  {filterLabels[f]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {statement.entries.length === 0 ? (
          <p>No entries{filter === 'all' ? ' yet' : ` under ${filterLabels[filter].toLowerCase()}`}.</p>
        ) : (
          <StatementTable entries={statement.entries} />
        )}
        {pages > 1 && (
          <nav aria-label="Statement pages" className="wallet-pages">
            {page > 1 && (
              <Link to="/account/wallet" search={{ filter, page: page - 1 }}>
                Newer entries
              </Link>
            )}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages && (
              <Link to="/account/wallet" search={{ filter, page: page + 1 }}>
                Older entries
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  )
}

export function StatementTable({ entries }: { entries: StatementEntry[] }) {
  return (
    <table className="wallet-table">
      <caption className="visually-hidden">Wallet statement, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Details</th>
          <th scope="col">Amount</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{dayOf(e.at)}</td>
            <td>
              <StatementDetails entry={e} />
              {e.expires_at && e.unspent !== null && (
                <span className="wallet-expiry">
                  {' '}
                  ·{' '}
                  {e.unspent > 0
                    ? `${formatPaise(e.unspent)} unspent, expires ${dayOf(e.expires_at)}`
                    : `used or expired`}
                </span>
              )}
            </td>
            <td className={e.amount < 0 ? 'wallet-debit' : 'wallet-credit'}>
              {e.amount > 0 ? '+' : ''}
              {formatPaise(e.amount)}
            </td>
            <td>{formatPaise(e.balance_after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
