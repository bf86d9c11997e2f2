import { createFileRoute } from '@tanstack/react-router'
import { TrainsPanel } from '~/components/trains/TrainsPanel'
import { pageHead } from '~/components/pageHead'
import { productStatus } from '~/lib/products'

export const Route = createFileRoute('/_home/trains')({
  // The popular stations' names come with the page (a failure only hides the shortcuts).
  loader: async ({ context }) => {
    const config = context.shell.config
    if (productStatus('trains', config) !== 'available') return
    const { popularStationsQueryOptions } = await import('~/flows/trains/trains.queries')
    await context.queryClient
      .ensureQueryData(popularStationsQueryOptions(config.trains.popularStations))
      .catch(() => undefined)
  },
  head: ({ match }) => pageHead(match.context, 'Trains'),
  component: () => <TrainsPanel />,
})
