import { createFileRoute } from '@tanstack/react-router'
import { indiaToday, readTrainSearch } from '@contracts/trains/search-params'
import { isQuota } from '@contracts/trains/search-params'
import { pageHead } from '~/components/pageHead'
import { ProductPanel } from '~/components/ProductPanel'
import { TrainResults } from '~/components/trains/TrainResults'
import { LazyTrainSearchForm } from '~/components/trains/lazy'
import css from '~/components/trains/trains.css?inline'
import { productStatus } from '~/lib/products'
import { primitiveSearch } from '~/lib/search-address'
import { resultsViewKeys, stationCodeOf } from '~/lib/trains/results-address'

/**
 * Train results (001 §2 Trains; issue 16): /trains/search?from&to&date&quota(&class), with the
 * filters and sort in the address too (src/lib/trains/results-address.ts). validateSearch keeps
 * primitives only (never throws, no zod with every page); the page reads the address strictly
 * (contracts/trains/search-params.ts) and shows the form with its messages when it cannot search.
 * The trains are fetched by the loader and server-rendered. `scenario` is the sandbox's, for tests.
 */
const searchKeys = [
  'from',
  'to',
  'date',
  'quota',
  'class',
  'adults',
  'children',
  'seniors',
  'scenario',
  ...resultsViewKeys,
] as const
const validateResultsAddress = primitiveSearch(searchKeys)

/** The address's search, stations given as 'New Delhi (NDLS)' (the form before JS) read as codes. */
function readAddress(search: Record<string, unknown>, windowDays: number) {
  return readTrainSearch(
    { ...search, from: stationCodeOf(search.from), to: stationCodeOf(search.to) },
    indiaToday(Date.now()),
    windowDays,
  )
}

export const Route = createFileRoute('/trains/search')({
  validateSearch: validateResultsAddress,
  loaderDeps: ({ search }) => ({
    from: search.from,
    to: search.to,
    date: search.date,
    quota: search.quota,
    scenario: search.scenario,
  }),
  loader: async ({ context, deps }) => {
    const config = context.shell.config
    if (productStatus('trains', config) !== 'available') return null
    const read = readAddress(deps, config.trains.bookingWindowDays)
    if (!read.search) return null
    const { settleTrainSearch } = await import('~/flows/trains/trains.queries')
    const scenario = typeof deps.scenario === 'string' ? { scenario: deps.scenario } : {}
    return settleTrainSearch({
      from: read.search.from,
      to: read.search.to,
      date: read.search.date,
      quota: read.search.quota,
      ...scenario,
    })
  },
  head: ({ match }) => {
    const read = readAddress(match.search, match.context.shell.config.trains.bookingWindowDays)
    return {
      ...pageHead(
        match.context,
        read.search ? `Trains from ${read.search.from} to ${read.search.to}` : 'Search trains',
      ),
      styles: [{ children: css }],
    }
  },
  component: ResultsRoute,
})

function ResultsRoute() {
  const address = Route.useSearch()
  const settled = Route.useLoaderData()
  const { shell } = Route.useRouteContext()
  const config = shell.config
  if (productStatus('trains', config) !== 'available')
    return (
      <div className="page narrow">
        <ProductPanel id="trains" headingLevel={1} />
      </div>
    )
  const read = readAddress(address, config.trains.bookingWindowDays)
  const scenario = typeof address.scenario === 'string' ? address.scenario : undefined
  if (!read.search || !settled) {
    const code = (v: unknown) => {
      const c = stationCodeOf(v)
      return typeof c === 'string' && /^[A-Z]{1,5}$/.test(c) ? { code: c, name: c } : null
    }
    return (
      <div className="page narrow">
        <h1>Search trains</h1>
        <p>This search cannot be run as it is: please check the fields marked below.</p>
        <LazyTrainSearchForm
          start={{
            from: code(address.from),
            to: code(address.to),
            ...(typeof address.date === 'string' ? { date: address.date } : {}),
            ...(isQuota(address.quota) ? { quota: address.quota } : {}),
            ...(read.errors ? { errors: read.errors } : {}),
          }}
        />
      </div>
    )
  }
  const { search } = read
  // A new journey is a new search: a new machine.
  const key = JSON.stringify([search.from, search.to, search.date, search.quota, scenario])
  return <TrainResults key={key} search={search} settled={settled} address={address} scenario={scenario} />
}
