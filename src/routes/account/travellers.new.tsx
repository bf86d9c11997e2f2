import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { TravellerForm, emptyTraveller } from '~/components/account/travellers/TravellerForm'
import { saveTraveller } from '~/flows/accounts/account.mutations'
import { countryCodesQueryOptions } from '~/flows/accounts/account.queries'

/** The add-traveller page of 000 §2 ("a page for adding a new traveller exists"). */
export const Route = createFileRoute('/account/travellers/new')({
  loader: async ({ context }) => {
    // Imported on demand: route options load with every page, and the server functions' module
    // brings zod with it (docs/decisions/0021).
    const { countryCodesQueryOptions } = await import('~/flows/accounts/account.queries')
    return context.queryClient.ensureQueryData(countryCodesQueryOptions())
  },
  head: ({ match }) => pageHead(match.context, 'Add a traveller'),
  component: NewTravellerPage,
})

function NewTravellerPage() {
  const { data: countries } = useSuspenseQuery(countryCodesQueryOptions())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { show } = useSnackbar()
  return (
    <div className="account-page">
      <h1>Add a traveller</h1>
      <TravellerForm
        defaultValues={emptyTraveller}
        countries={countries}
        save={(body) => saveTraveller(body)}
        submitText="Save traveller"
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
