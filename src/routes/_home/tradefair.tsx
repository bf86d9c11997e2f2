import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/tradefair')({
  head: ({ match }) => pageHead(match.context, 'Trade fairs'),
  component: () => <ProductPanel id="tradefair" />,
})
