import { ProductPanel } from '~/components/ProductPanel'
import { useShell } from '~/components/useShell'
import { productStatus } from '~/lib/products'
import { HotelSearchForm } from './HotelSearchForm'
import css from './hotels.css?inline'

/** The hotels tab of the home pages: the search form, unless hotels are off or not built here. */
export function HotelsPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { config } = useShell()
  if (productStatus('hotels', config) !== 'available')
    return <ProductPanel id="hotels" headingLevel={headingLevel} />
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      <style>{css}</style>
      <Heading className="panel-title">Hotels</Heading>
      <HotelSearchForm />
    </>
  )
}
