import { Link, createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { TravellerList } from '~/components/account/travellers/TravellerList'
import { travellersQueryOptions } from '~/flows/accounts/account.queries'

export const Route = createFileRoute('/account/travellers/')({
  loader: async ({ context }) => {
    // Imported on demand: route options load with every page, and the server functions' module
    // brings zod with it (docs/decisions/0021).
    const { travellersQueryOptions } = await import('~/flows/accounts/account.queries')
    return context.queryClient.ensureQueryData(travellersQueryOptions())
  },
  head: ({ match }) => pageHead(match.context, 'Saved travellers'),
  component: TravellersPage,
})

function TravellersPage() {
  const { data } = useSuspenseQuery(travellersQueryOptions())
  return (
    <div className="account-page">
      <h1>Saved travellers</h1>
      <p>
        <Link className="button" to="/account/travellers/new">
          Add a traveller
        </Link>
      </p>
      <TravellerList travellers={data} />
    </div>
  )
}
