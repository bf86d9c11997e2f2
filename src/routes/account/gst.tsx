import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { GstProfiles } from '~/components/account/gst/GstProfiles'
import { gstProfilesQueryOptions } from '~/flows/accounts/account.queries'

export const Route = createFileRoute('/account/gst')({
  loader: async ({ context }) => {
    // Imported on demand: route options load with every page, and the server functions' module
    // brings zod with it (docs/decisions/0021).
    const { gstProfilesQueryOptions } = await import('~/flows/accounts/account.queries')
    return context.queryClient.ensureQueryData(gstProfilesQueryOptions())
  },
  head: ({ match }) => pageHead(match.context, 'GST profiles'),
  component: GstPage,
})

function GstPage() {
  const { data } = useSuspenseQuery(gstProfilesQueryOptions())
  return (
    <div className="account-page">
      <h1>GST profiles</h1>
      <GstProfiles profiles={data.subTerminals} />
    </div>
  )
}
