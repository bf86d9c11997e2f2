import { createFileRoute } from '@tanstack/react-router'
import { FlightsPanel } from '~/components/flights/search-form/FlightsPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/flights')({
  head: ({ match }) => pageHead(match.context, 'Flights'),
  component: () => <FlightsPanel />,
})
