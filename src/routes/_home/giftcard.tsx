import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '~/components/ProductPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/giftcard')({
  head: ({ match }) => pageHead(match.context, 'Gift cards'),
  component: () => <ProductPanel id="giftcard" />,
})
