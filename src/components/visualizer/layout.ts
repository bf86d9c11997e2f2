/**
 * Lays a chart out with ELK's layered algorithm across the whole hierarchy, and returns absolute
 * boxes and edge polylines ready to draw. Text sizes are estimated (no DOM measuring) so the same
 * layout comes out in every browser and in tests.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { Chart, ChartEdge, ChartNode } from '@machines/lib/chart'

export const charWidth = 7
export const lineHeight = 15
const boxWidth = 210
const pad = 10

export interface Box {
  node: ChartNode
  x: number
  y: number
  width: number
  height: number
  /** Text lines drawn at the top of the box: title first. */
  lines: Array<{ text: string; kind: 'title' | 'description' | 'detail' }>
  depth: number
}

export interface InitialMarker {
  x: number
  y: number
}

export interface Arrow {
  id: string
  /** Trigger, then [guard]: short lines keep the drawing narrow; actions are in `title`. */
  lines: string[]
  title: string
  points: Array<{ x: number; y: number }>
  labelBox?: { x: number; y: number; width: number; height: number }
  source: string
  target: string
}

export interface Layout {
  width: number
  height: number
  boxes: Box[]
  arrows: Arrow[]
  initials: InitialMarker[]
}

/** Greedy word wrap by character count. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function linesOf(node: ChartNode): Box['lines'] {
  const maxChars = Math.floor((boxWidth - 2 * pad) / charWidth)
  const details = [
    ...node.invoke.map((i) => `invokes ${i.src}${i.id !== i.src ? ` (${i.id})` : ''}`),
    ...node.entry.map((a) => `entry / ${a}`),
    ...node.exit.map((a) => `exit / ${a}`),
  ]
  return [
    { text: node.key, kind: 'title' },
    ...wrap(node.description ?? '', maxChars).map((text) => ({ text, kind: 'description' as const })),
    ...details.flatMap((d) => wrap(d, maxChars)).map((text) => ({ text, kind: 'detail' as const })),
  ]
}

function headerHeight(node: ChartNode): number {
  return pad * 2 + linesOf(node).length * lineHeight
}

export function edgeLines(edge: ChartEdge): string[] {
  return [edge.trigger, ...(edge.guard ? [`[${edge.guard}]`] : [])]
}

const initialId = (parentId: string) => `${parentId}#initial`

function toElk(node: ChartNode, isRoot: boolean): ElkNode {
  if (!node.children.length) return { id: node.id, width: boxWidth, height: headerHeight(node) + 4 }
  const children = node.children.map((c) => toElk(c, false))
  if (node.initial) children.unshift({ id: initialId(node.id), width: 12, height: 12 })
  const top = isRoot ? pad : headerHeight(node) + pad
  return {
    id: node.id,
    children,
    layoutOptions: { 'elk.padding': `[top=${top},left=${pad * 2},bottom=${pad * 2},right=${pad * 2}]` },
  }
}

function initialEdges(node: ChartNode): ElkExtendedEdge[] {
  const own = node.initial
    ? [{ id: `${node.id}#initial-edge`, sources: [initialId(node.id)], targets: [node.initial] }]
    : []
  return [...own, ...node.children.flatMap(initialEdges)]
}

export async function layoutChart(chart: Chart): Promise<Layout> {
  const elk = new ELK()
  const graph: ElkNode = {
    ...toElk(chart.root, true),
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '60',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '6',
      'elk.spacing.edgeEdge': '14',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': `[top=${pad},left=${pad},bottom=${pad},right=${pad}]`,
    },
    edges: [
      ...initialEdges(chart.root),
      ...chart.edges.map((e) => {
        const lines = edgeLines(e)
        const width = Math.max(...lines.map((l) => l.length)) * charWidth + 10
        return {
          id: e.id,
          sources: [e.source],
          targets: [e.target],
          labels: [{ text: e.label, width, height: lines.length * lineHeight + 6 }],
        }
      }),
    ],
  }
  const result = await elk.layout(graph)

  const nodesById = new Map<string, ChartNode>()
  const index = (n: ChartNode) => {
    nodesById.set(n.id, n)
    n.children.forEach(index)
  }
  index(chart.root)

  const origin = new Map<string, { x: number; y: number }>()
  const boxes: Box[] = []
  const initials: InitialMarker[] = []
  const place = (elkNode: ElkNode, offsetX: number, offsetY: number, depth: number) => {
    const x = offsetX + (elkNode.x ?? 0)
    const y = offsetY + (elkNode.y ?? 0)
    origin.set(elkNode.id, { x, y })
    const node = nodesById.get(elkNode.id)
    if (elkNode.id.endsWith('#initial')) initials.push({ x: x + 6, y: y + 6 })
    else if (node && depth > 0) {
      boxes.push({
        node,
        x,
        y,
        width: elkNode.width ?? 0,
        height: elkNode.height ?? 0,
        lines: linesOf(node),
        depth,
      })
    }
    for (const child of elkNode.children ?? []) place(child, x, y, depth + 1)
  }
  place(result, 0, 0, 0)

  const byId = new Map(chart.edges.map((e) => [e.id, e]))
  const arrows: Arrow[] = []
  const collect = (elkNode: ElkNode) => {
    for (const edge of elkNode.edges ?? []) {
      // ELK gives edge coordinates relative to the edge's container (PLATFORM: elkjs output).
      const base = origin.get(edge.container ?? elkNode.id) ?? { x: 0, y: 0 }
      const shift = (p: { x: number; y: number }) => ({ x: p.x + base.x, y: p.y + base.y })
      const points = (edge.sections ?? []).flatMap((s) =>
        [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map(shift),
      )
      const label = edge.labels?.[0]
      const chartEdge = byId.get(edge.id)
      const source = edge.sources[0] ?? ''
      const target = edge.targets[0] ?? ''
      arrows.push({
        id: edge.id,
        lines: chartEdge ? edgeLines(chartEdge) : [],
        title: chartEdge?.label ?? '',
        points,
        source,
        target,
        labelBox:
          label && label.x !== undefined && label.y !== undefined
            ? { ...shift({ x: label.x, y: label.y }), width: label.width ?? 0, height: label.height ?? 0 }
            : undefined,
      })
    }
    for (const child of elkNode.children ?? []) collect(child)
  }
  collect(result)

  return { width: result.width ?? 0, height: result.height ?? 0, boxes, arrows, initials }
}
