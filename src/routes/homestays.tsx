import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '../components/ProductPanel'
import { pageHead } from '../components/pageHead'

export const Route = createFileRoute('/homestays')({
  head: ({ match }) => pageHead(match.context, 'Homestays'),
  component: () => (
    <section className="page narrow">
      <ProductPanel id="homestays" headingLevel={1} />
    </section>
  ),
})
