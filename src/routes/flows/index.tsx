import { createFileRoute, Link } from '@tanstack/react-router'
import { catalogue } from '@machines/catalogue'
import { pageHead } from '~/components/pageHead'
import visualizerCss from '~/components/visualizer/visualizer.css?url'

export const Route = createFileRoute('/flows/')({
  head: ({ match }) => ({
    ...pageHead(match.context, 'Flows', 'Every flow of the store as a statechart you can step through.'),
    links: [{ rel: 'stylesheet', href: visualizerCss }],
  }),
  component: FlowsIndex,
})

function FlowsIndex() {
  return (
    <div className="viz viz-index">
      <h1>Flows</h1>
      <p className="viz-lead">
        Every flow of the store is a statechart. Open one to see its states, step through it and read the
        stories its tests are generated from.
      </p>
      <ul className="viz-catalogue">
        {catalogue.map((entry) => (
          <li key={entry.id}>
            <Link to="/flows/$id" params={{ id: entry.id }}>
              {entry.title}
            </Link>
            <p>{entry.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
