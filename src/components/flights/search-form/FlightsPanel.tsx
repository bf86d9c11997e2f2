import { ProductPanel } from '~/components/ProductPanel'
import { useShell } from '~/components/useShell'
import { productStatus } from '~/lib/products'
import { SearchForm } from './SearchForm'

/**
 * The flights tab of the home pages: the search form, unless flights are switched off for this
 * store (then the panel says so). Flight search is built, so the form shows whatever
 * `built.flights` says until that flag is flipped.
 */
export function FlightsPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { config } = useShell()
  if (productStatus('flights', config) === 'off')
    return <ProductPanel id="flights" headingLevel={headingLevel} />
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      <Heading className="panel-title">Flights</Heading>
      <SearchForm />
    </>
  )
}
