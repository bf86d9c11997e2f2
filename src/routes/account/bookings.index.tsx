import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { productSchema, tripFilterSchema } from '@contracts/bookings/trips'
import bookingsCss from '~/components/bookings/bookings.css?url'
import { TripList } from '~/components/bookings/TripList'
import { pageHead } from '~/components/pageHead'
import { tripsQueryOptions } from '~/flows/bookings/bookings.queries'

/** The filters and the page live in the URL; a wrong value there is dropped, not an error. */
const searchSchema = z.object({
  product: productSchema.optional().catch(undefined),
  status: tripFilterSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

/** The signed-in traveller's bookings (001 §3 "Bookings area"): every product, newest first. */
export const Route = createFileRoute('/account/bookings/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
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
