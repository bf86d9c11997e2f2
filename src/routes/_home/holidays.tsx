import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/holidays')({
  head: ({ match }) => pageHead(match.context, 'Holidays'),
  component: () => <ProductPanel id="holidays" />,
})
