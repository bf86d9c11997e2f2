import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { tripsSearchOf } from '@contracts/bookings/values'
import bookingsCss from '~/components/bookings/bookings.css?url'
import { TripList } from '~/components/bookings/TripList'
import { pageHead } from '~/components/pageHead'
import { tripsQueryOptions } from '~/flows/bookings/bookings.queries'

/** The signed-in traveller's bookings (001 §3 "Bookings area"): every product, newest first. */
export const Route = createFileRoute('/account/bookings/')({
  // The filters and the page live in the URL; a wrong value there is dropped, not an error. A plain
  // function, not zod: route options load with every page (docs/decisions/0021, 0083).
  validateSearch: tripsSearchOf,
  // Only the list's own keys: the router's search also carries the address's other parameters.
  loaderDeps: ({ search }) => ({ product: search.product, status: search.status, page: search.page }),
  loader: async ({ context, deps }) => {
    const { tripsQueryOptions } = await import('~/flows/bookings/bookings.queries')
    return context.queryClient.ensureQueryData(tripsQueryOptions(deps))
  },
  head: ({ match }) => ({
    ...pageHead(match.context, 'My bookings'),
    links: [{ rel: 'stylesheet', href: bookingsCss }],
  }),
  component: BookingsPage,
})

function BookingsPage() {
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(tripsQueryOptions(search))
  return (
    <div className="account-page">
      <h1>My bookings</h1>
      <TripList data={data} search={search} />
    </div>
  )
}
