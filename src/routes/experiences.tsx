import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '../components/ProductPanel'
import { pageHead } from '../components/pageHead'

export const Route = createFileRoute('/experiences')({
  head: ({ match }) => pageHead(match.context, 'Experiences'),
  component: () => (
    <section className="page narrow">
      <ProductPanel id="experiences" headingLevel={1} />
    </section>
  ),
})
