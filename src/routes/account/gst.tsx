import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { GstProfiles } from '~/components/account/gst/GstProfiles'
import { gstProfilesQueryOptions } from '~/server/account.functions'

export const Route = createFileRoute('/account/gst')({
  loader: ({ context }) => context.queryClient.ensureQueryData(gstProfilesQueryOptions()),
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
