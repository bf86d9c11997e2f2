import { ProductPanel } from '~/components/ProductPanel'
import { useShell } from '~/components/useShell'
import { productStatus } from '~/lib/products'
import { TrainSearchForm } from './TrainSearchForm'
import css from './trains.css?inline'

/**
 * The trains tab of the home pages: the search form, unless trains are off (flags.trains, or the
 * white-label site's trains.enable) or not built here, which the panel says instead.
 */
export function TrainsPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { config } = useShell()
  if (productStatus('trains', config) !== 'available')
    return <ProductPanel id="trains" headingLevel={headingLevel} />
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <>
      <style>{css}</style>
      <Heading className="panel-title">Trains</Heading>
      <TrainSearchForm />
    </>
  )
}
