import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { PaybackFinder } from '~/components/loyalty/PaybackFinder'
import { PaybackStatement } from '~/components/loyalty/PaybackStatement'
import { myPaybackQueryOptions } from '~/flows/loyalty/loyalty.queries'

/** 001 §2 account area "loyalty points", §3 "Loyalty points (PAYBACK)": balance, transactions, expiring soon. */
export const Route = createFileRoute('/account/loyalty')({
  loader: async ({ context }) => {
    // Imported on demand: route options load with every page (docs/decisions/0021).
    const { myPaybackQueryOptions: mine } = await import('~/flows/loyalty/loyalty.queries')
    await context.queryClient.ensureQueryData(mine())
  },
  head: ({ match }) => pageHead(match.context, 'Loyalty points'),
  component: LoyaltyPage,
})

function LoyaltyPage() {
  const { data: mine } = useSuspenseQuery(myPaybackQueryOptions())
  const { viewer } = Route.useRouteContext()
  return (
    <div className="account-page">
      <h1>Loyalty points</h1>
      {mine ? (
        <PaybackStatement balance={mine.balance} transactions={mine.transactions} />
      ) : (
        <PaybackFinder phone={viewer.phoneNumber} verified={viewer.phoneVerified} />
      )}
    </div>
  )
}
