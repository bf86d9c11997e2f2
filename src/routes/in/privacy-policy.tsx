import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LegalPage } from '~/components/LegalPage'
import { pageHead } from '~/components/pageHead'
import { RouteError } from '~/components/RouteError'
import { CloudLoader } from '~/components/overlays/CloudLoader'
import { contentQueryOptions } from '~/flows/content/content.queries'

export const Route = createFileRoute('/in/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueryOptions('privacy')),
  head: ({ match }) => pageHead(match.context, 'Privacy policy'),
  component: Page,
  // The content service may be down: say so in the store's words, with a retry.
  errorComponent: RouteError,
  pendingComponent: () => <CloudLoader label="Loading the document" />,
})

function Page() {
  const { data } = useSuspenseQuery(contentQueryOptions('privacy'))
  return <LegalPage fallbackTitle="Privacy policy" content={data} />
}
