import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/flights')({
  head: ({ match }) => pageHead(match.context, 'Flights'),
  component: () => <ProductPanel id="flights" />,
})
