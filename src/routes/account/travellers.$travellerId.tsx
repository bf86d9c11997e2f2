import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { TravellerForm } from '~/components/account/travellers/TravellerForm'
import { travellerFormValuesOf } from '~/lib/accounts/traveller-form'
import { saveTraveller } from '~/flows/accounts/account.mutations'
import { countryCodesQueryOptions, travellersQueryOptions } from '~/flows/accounts/account.queries'

/** A saved traveller's id: a positive whole number, else the page is not found. */
function parseParams(raw: Record<string, string>): { travellerId: number } {
  const travellerId = Number(raw.travellerId)
  if (!Number.isSafeInteger(travellerId) || travellerId <= 0) throw notFound()
  return { travellerId }
}

export const Route = createFileRoute('/account/travellers/$travellerId')({
  params: {
    parse: parseParams,
    stringify: (p) => ({ travellerId: String(p.travellerId) }),
  },
  loader: async ({ context, params }) => {
    // Imported on demand: route options load with every page, and the server functions' module
    // brings zod with it (docs/decisions/0021).
    const { countryCodesQueryOptions, travellersQueryOptions } =
      await import('~/flows/accounts/account.queries')
    const [travellers] = await Promise.all([
      context.queryClient.ensureQueryData(travellersQueryOptions()),
      context.queryClient.ensureQueryData(countryCodesQueryOptions()),
    ])
    // The list is the caller's own (the server takes the customer from the session): another
    // customer's traveller is simply not in it.
    if (!travellers.some((t) => t.travelUserId === params.travellerId)) throw notFound()
  },
  head: ({ match }) => pageHead(match.context, 'Edit traveller'),
  component: EditTravellerPage,
})

function EditTravellerPage() {
  const { travellerId } = Route.useParams()
  const { data: travellers } = useSuspenseQuery(travellersQueryOptions())
  const { data: countries } = useSuspenseQuery(countryCodesQueryOptions())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { show } = useSnackbar()
  const traveller = travellers.find((t) => t.travelUserId === travellerId)
  if (!traveller) return <p>This traveller is no longer saved.</p>
  return (
    <div className="account-page">
      <h1>
        Edit {traveller.firstName} {traveller.lastName}
      </h1>
      <TravellerForm
        defaultValues={travellerFormValuesOf(traveller, new Date())}
        documentId={traveller.documents[0]?.id}
        countries={countries}
        save={(body) => saveTraveller(body, travellerId)}
        submitText="Save changes"
        pendingText="Saving…"
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: ['account'] })
          show('The traveller is saved.')
          await navigate({ to: '/account/travellers' })
        }}
      />
    </div>
  )
}
