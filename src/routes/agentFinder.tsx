import { createFileRoute } from '@tanstack/react-router'
import { ProductPanel } from '../components/ProductPanel'
import { pageHead } from '../components/pageHead'

export const Route = createFileRoute('/agentFinder')({
  head: ({ match }) => pageHead(match.context, 'Find a travel agent'),
  component: () => (
    <section className="page narrow">
      <ProductPanel id="agentFinder" headingLevel={1} />
    </section>
  ),
})
