import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LegalPage } from '~/components/LegalPage'
import { pageHead } from '~/components/pageHead'
import { RouteError } from '~/components/RouteError'
import { CloudLoader } from '~/components/overlays/CloudLoader'
import { contentQueryOptions } from '~/flows/content/content.queries'

export const Route = createFileRoute('/in/terms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueryOptions('terms')),
  head: ({ match }) => pageHead(match.context, 'Terms of use'),
  component: Page,
  // The content service may be down: say so in the store's words, with a retry.
  errorComponent: RouteError,
  pendingComponent: () => <CloudLoader label="Loading the document" />,
})

function Page() {
  const { data } = useSuspenseQuery(contentQueryOptions('terms'))
  return <LegalPage fallbackTitle="Terms of use" content={data} />
}
