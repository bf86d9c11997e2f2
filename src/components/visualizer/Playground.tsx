import { useEffect, useRef, useState } from 'react'
import type { AnyMachineSnapshot } from 'xstate'
import type { CatalogueEntry } from '@machines/catalogue'
import type { Offer } from '@machines/lib/events'
import { stateLabel } from '@machines/lib/paths'
import { simulate, type Simulation } from '@machines/lib/simulate'

interface Props {
  entry: CatalogueEntry
  onSnapshot: (snapshot: AnyMachineSnapshot | null) => void
}

const groups: Array<{ kinds: Offer['kind'][]; title: string }> = [
  { kinds: ['user'], title: 'Send an event' },
  { kinds: ['done', 'error'], title: 'Finish a running task' },
  { kinds: ['after'], title: 'Let a timer run out' },
]

function showJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? { error: v.message } : v), 2)
}

/**
 * Runs the machine in the browser with simulated actors: a running task waits until a button says
 * how it ends, and a timer runs out when its button is pressed, never by waiting.
 */
export function Playground({ entry, onSnapshot }: Props) {
  const simulation = useRef<Simulation | null>(null)
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null)
  const [offers, setOffers] = useState<Offer[]>([])
  const [busy, setBusy] = useState(false)
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    const sim = simulate(entry.machine, { sampleEvents: entry.sampleEvents, input: entry.sampleInputs })
    simulation.current = sim
    const show = () => {
      setSnapshot(sim.snapshot())
      setOffers(sim.offers())
      onSnapshot(sim.snapshot())
    }
    const subscription = sim.actor.subscribe(show)
    show()
    return () => {
      subscription.unsubscribe()
      sim.stop()
      simulation.current = null
    }
  }, [entry, generation, onSnapshot])

  async function perform(offer: Offer) {
    const sim = simulation.current
    if (!sim) return
    setBusy(true)
    try {
      await sim.perform(offer)
    } finally {
      setBusy(false)
      setSnapshot(sim.snapshot())
      setOffers(sim.offers())
      onSnapshot(sim.snapshot())
    }
  }

  return (
    <section className="viz-panel" aria-labelledby="viz-panel-title">
      <h2 id="viz-panel-title">Try it</h2>
      <p className="viz-current" aria-live="polite">
        Current state: <strong>{snapshot ? stateLabel(snapshot) : 'starting…'}</strong>
        {snapshot && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
      </p>
      {groups.map(({ kinds, title }) => {
        const mine = offers.filter((o) => kinds.includes(o.kind))
        if (!mine.length) return null
        return (
          <div key={title} className="viz-offers" role="group" aria-label={title}>
            <h3>{title}</h3>
            {mine.map((offer, i) => (
              <button
                key={`${offer.event.type}-${i}`}
                type="button"
                disabled={busy}
                onClick={() => void perform(offer)}
              >
                <span className="viz-offer-label">{capitalize(offer.label)}</span>
                <code>{shortType(offer)}</code>
              </button>
            ))}
          </div>
        )
      })}
      {snapshot && !offers.length ? <p className="viz-muted">Nothing can happen in this state.</p> : null}
      <button type="button" className="viz-reset" onClick={() => setGeneration((g) => g + 1)}>
        Reset to the start
      </button>
      <h3>Context</h3>
      <pre className="viz-context" role="region" tabIndex={0} aria-label="Context as JSON">
        {snapshot ? showJson(snapshot.context) : ''}
      </pre>
    </section>
  )
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function shortType(offer: Offer): string {
  if (offer.kind === 'done') return `done: ${offer.actorId}`
  if (offer.kind === 'error') return `error: ${offer.actorId}`
  if (offer.kind === 'after') return 'after'
  return offer.event.type
}
