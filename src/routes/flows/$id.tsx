import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import type { AnyMachineSnapshot } from 'xstate'
import { findMachine, type CatalogueEntry } from '@machines/catalogue'
import { chartOf } from '@machines/lib/chart'
import { machinePaths } from '@machines/lib/paths'
import { pageHead } from '~/components/pageHead'
import { PathList } from '~/components/visualizer/PathList'
import { Playground } from '~/components/visualizer/Playground'
import { Statechart } from '~/components/visualizer/Statechart'
import { StoreBinding } from '~/components/visualizer/StoreBinding'
import { StoreRun } from '~/components/visualizer/StoreRun'
import { modelRunStatusesQueryOptions } from '~/flows/visualizer/model-runs.queries'
import visualizerCss from '~/components/visualizer/visualizer.css?url'

export const Route = createFileRoute('/flows/$id')({
  loader: async ({ params, context }) => {
    // Only the id and title cross to the browser: machines are code, found again from the catalogue
    // there. Imported lazily so xstate and the machines stay out of the home page's bundle.
    const [{ findMachine: find }] = await Promise.all([
      import('@machines/catalogue'),
      context.queryClient.ensureQueryData(modelRunStatusesQueryOptions()),
    ])
    const entry = find(params.id)
    if (!entry) throw notFound()
    return { title: entry.title }
  },
  head: ({ match, loaderData }) => ({
    ...pageHead(match.context, `${loaderData?.title ?? 'Unknown flow'} · Flows`),
    links: [{ rel: 'stylesheet', href: visualizerCss }],
  }),
  notFoundComponent: FlowNotFound,
  component: FlowPage,
})

function FlowNotFound() {
  return (
    <div className="viz viz-index">
      <h1>No such flow</h1>
      <p>There is no flow with this name. It may have been renamed.</p>
      <p>
        <Link to="/flows">See all flows</Link>
      </p>
    </div>
  )
}

function FlowPage() {
  const { id } = Route.useParams()
  const entry = findMachine(id)
  return entry ? <Flow entry={entry} /> : <FlowNotFound />
}

function Flow({ entry }: { entry: CatalogueEntry }) {
  const chart = useMemo(() => chartOf(entry.machine, { input: entry.sampleInputs }), [entry])
  const paths = useMemo(
    () => machinePaths(entry.machine, { sampleEvents: entry.sampleEvents, input: entry.sampleInputs }),
    [entry],
  )
  const { data: runs } = useSuspenseQuery(modelRunStatusesQueryOptions())
  const [active, setActive] = useState<ReadonlySet<string>>(new Set())
  const onSnapshot = useCallback((snapshot: AnyMachineSnapshot | null) => {
    setActive(new Set(snapshot?._nodes.map((node) => node.id) ?? []))
  }, [])

  return (
    <div className="viz viz-wide">
      <nav aria-label="Breadcrumb" className="viz-breadcrumb">
        <Link to="/flows">Flows</Link> / <span aria-current="page">{entry.title}</span>
      </nav>
      <h1>{entry.title}</h1>
      <p className="viz-lead">{entry.machine.root.description ?? entry.summary}</p>
      <StoreRun status={runs[entry.id]} />
      <div className="viz-workbench">
        <section className="viz-drawing" aria-labelledby="viz-drawing-title">
          <h2 id="viz-drawing-title">Statechart</h2>
          <Statechart chart={chart} title={entry.title} active={active} />
        </section>
        <Playground entry={entry} onSnapshot={onSnapshot} />
      </div>
      <PathList paths={paths} />
      <StoreBinding entry={entry} />
    </div>
  )
}
