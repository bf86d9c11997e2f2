import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { catalogue } from '@machines/catalogue'
import { pageHead } from '~/components/pageHead'
import { StoreRun } from '~/components/visualizer/StoreRun'
import { modelRunStatusesQueryOptions } from '~/flows/visualizer/model-runs.queries'
import visualizerCss from '~/components/visualizer/visualizer.css?url'

export const Route = createFileRoute('/flows/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(modelRunStatusesQueryOptions()),
  head: ({ match }) => ({
    ...pageHead(match.context, 'Flows', 'Every flow of the store as a statechart you can step through.'),
    links: [{ rel: 'stylesheet', href: visualizerCss }],
  }),
  component: FlowsIndex,
})

function FlowsIndex() {
  const { data: runs } = useSuspenseQuery(modelRunStatusesQueryOptions())
  return (
    <div className="viz viz-index">
      <h1>Flows</h1>
      <p className="viz-lead">
        Every flow of the store is a statechart. Open one to see its states, step through it and read the
        stories its tests are generated from. A flow bound to the store also has its paths run in a browser
        against the real store; the line under it says how the last run went.
      </p>
      <ul className="viz-catalogue">
        {catalogue.map((entry) => (
          <li key={entry.id}>
            <Link to="/flows/$id" params={{ id: entry.id }}>
              {entry.title}
            </Link>
            <p>{entry.summary}</p>
            <StoreRun status={runs[entry.id]} />
          </li>
        ))}
      </ul>
    </div>
  )
}
