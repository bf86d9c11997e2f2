import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/hotels')({
  head: ({ match }) => pageHead(match.context, 'Hotels'),
  component: () => <ProductPanel id="hotels" />,
})
