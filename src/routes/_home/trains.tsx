import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/trains')({
  head: ({ match }) => pageHead(match.context, 'Trains'),
  component: () => <ProductPanel id="trains" />,
})
