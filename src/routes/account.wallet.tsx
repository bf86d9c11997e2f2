import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { CreateWallet } from '~/components/wallet/CreateWallet'
import { WalletStatement } from '~/components/wallet/WalletStatement'
import { walletQueryOptions } from '~/flows/wallet/wallet.queries'
import { walletSearchOf } from '~/lib/wallet-search'
import walletCss from '~/components/wallet/wallet.css?url'

/** 001 §3 "Wallet": the balance, promotional credit with its expiry, and the statement (filter in the URL). */
export const Route = createFileRoute('/account/wallet')({
  validateSearch: walletSearchOf,
  loaderDeps: ({ search }) => ({ filter: search.filter, page: search.page }),
  loader: async ({ context, deps }) => {
    // Imported on demand: route options load with every page (docs/decisions/0021).
    const { statementQueryOptions, walletQueryOptions } = await import('~/flows/wallet/wallet.queries')
    const wallet = await context.queryClient.ensureQueryData(walletQueryOptions())
    if (wallet) await context.queryClient.ensureQueryData(statementQueryOptions(deps.filter, deps.page))
  },
  head: ({ match }) => ({
    ...pageHead(match.context, 'Wallet'),
    links: [{ rel: 'stylesheet', href: walletCss }],
  }),
  component: WalletPage,
})

function WalletPage() {
  const { data: wallet } = useSuspenseQuery(walletQueryOptions())
  const { viewer } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <div className="account-page">
      <h1>Wallet</h1>
      {wallet ? (
        <WalletStatement wallet={wallet} filter={search.filter} page={search.page} />
      ) : (
        <CreateWallet phone={viewer.phoneNumber} verified={viewer.phoneVerified} />
      )}
    </div>
  )
}
