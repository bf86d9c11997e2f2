import { useEffect, useState } from 'react'
import type { Chart, ChartNode } from '@machines/lib/chart'
import { layoutChart, lineHeight, type Arrow, type Layout } from './layout'

interface Props {
  chart: Chart
  title: string
  /** Ids of the active state nodes: drawn highlighted. */
  active: ReadonlySet<string>
}

/** The statechart drawn as nested boxes and labelled arrows; laid out in the browser by ELK. */
export function Statechart({ chart, title, active }: Props) {
  const [layout, setLayout] = useState<Layout | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    layoutChart(chart).then(
      (result) => live && setLayout(result),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      live = false
    }
  }, [chart])

  return (
    <figure className="viz-chart" aria-labelledby="viz-chart-caption">
      <figcaption id="viz-chart-caption" className="visually-hidden">
        Statechart of {title}; the same states and transitions are listed as text below the drawing.
      </figcaption>
      {failed ? <p role="alert">The drawing could not be laid out: {failed}</p> : null}
      {!layout && !failed ? <p className="viz-muted">Drawing the statechart…</p> : null}
      {layout ? <Drawing layout={layout} active={active} title={title} /> : null}
      <details className="viz-outline">
        <summary>States and transitions as text</summary>
        <Outline node={chart.root} chart={chart} active={active} />
      </details>
    </figure>
  )
}

function Drawing({ layout, active, title }: { layout: Layout; active: ReadonlySet<string>; title: string }) {
  return (
    <svg
      className="viz-svg"
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      width={Math.ceil(layout.width)}
      role="img"
      aria-label={`Statechart of ${title}; current state highlighted`}
    >
      <defs>
        <marker
          id="viz-arrowhead"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" className="viz-arrowhead" />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        const isActive = active.has(box.node.id)
        const classes = ['viz-state', `viz-${box.node.type}`, isActive ? 'viz-active' : ''].join(' ')
        return (
          <g
            key={box.node.id}
            className={classes}
            data-state-id={box.node.id}
            data-active={isActive || undefined}
          >
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={10} />
            {box.node.type === 'final' ? (
              <rect
                x={box.x + 4}
                y={box.y + 4}
                width={box.width - 8}
                height={box.height - 8}
                rx={7}
                className="viz-final-inner"
              />
            ) : null}
            {box.lines.map((line, i) => (
              <text
                key={i}
                x={box.x + 10}
                y={box.y + 10 + (i + 1) * lineHeight - 3}
                className={`viz-${line.kind}`}
              >
                {line.text}
              </text>
            ))}
          </g>
        )
      })}
      {layout.initials.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={6} className="viz-initial" />
      ))}
      {layout.arrows.map((arrow) => (
        <g key={arrow.id} className="viz-transition">
          <title>{arrow.title}</title>
          <polyline
            points={arrow.points.map((p) => `${p.x},${p.y}`).join(' ')}
            markerEnd="url(#viz-arrowhead)"
          />
          {arrow.labelBox && arrow.lines.length ? (
            <ArrowLabel box={arrow.labelBox} lines={arrow.lines} />
          ) : null}
        </g>
      ))}
    </svg>
  )
}

function ArrowLabel({ box, lines }: { box: NonNullable<Arrow['labelBox']>; lines: string[] }) {
  return (
    <>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={3} className="viz-label-bg" />
      {lines.map((line, i) => (
        <text key={i} x={box.x + 5} y={box.y + (i + 1) * lineHeight} className="viz-label">
          {line}
        </text>
      ))}
    </>
  )
}

function Outline({ node, chart, active }: { node: ChartNode; chart: Chart; active: ReadonlySet<string> }) {
  return (
    <ul>
      {node.children.map((child) => {
        const out = chart.edges.filter((e) => e.source === child.id)
        return (
          <li key={child.id}>
            <strong>{child.key}</strong>
            {node.initial === child.id ? ' (initial)' : ''}
            {child.type === 'final' ? ' (final)' : ''}
            {active.has(child.id) ? ' (current)' : ''}: {child.description ?? 'no description'}
            {child.invoke.length ? ` Invokes ${child.invoke.map((i) => i.src).join(', ')}.` : ''}
            {out.length ? (
              <ul>
                {out.map((e) => (
                  <li key={e.id}>
                    {e.label} → {e.target.split('.').slice(1).join('.') || e.target}
                  </li>
                ))}
              </ul>
            ) : null}
            {child.children.length ? <Outline node={child} chart={chart} active={active} /> : null}
          </li>
        )
      })}
    </ul>
  )
}
