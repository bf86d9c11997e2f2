import type { CatalogueEntry } from '@machines/catalogue'
import { describeCause, describeCheck, describeStep, type EventBinding } from '@machines/lib/binding'

function causes(binding: EventBinding): Array<[string | null, string]> {
  if ('bySample' in binding)
    return Object.entries(binding.bySample).flatMap(([label, cause]): Array<[string, string]> =>
      'byState' in cause
        ? Object.entries(cause.byState).map(([state, c]) => [`${label}, in ${state}`, describeCause(c)])
        : [[label, describeCause(cause)]],
    )
  if ('byState' in binding)
    return Object.entries(binding.byState).map(([state, cause]) => [`in ${state}`, describeCause(cause)])
  return [[null, describeCause(binding)]]
}

/**
 * The machine's binding in words: where its store tests start, how each state is seen on the page
 * and how each event is caused (machines/lib/binding.ts).
 */
export function StoreBinding({ entry }: { entry: CatalogueEntry }) {
  const { binding } = entry
  if (!binding) return null
  return (
    <section className="viz-paths viz-binding" aria-labelledby="viz-binding-title">
      <h2 id="viz-binding-title">In the store</h2>
      <p className="viz-muted">
        How the generated browser tests run this flow in the real store. Start:{' '}
        {binding.start.map(describeStep).join(', then ')}.
      </p>
      <details>
        <summary>How each state is seen</summary>
        <dl>
          {Object.entries(binding.states).map(([state, checks]) => (
            <div key={state}>
              <dt>
                <code>{state}</code>
              </dt>
              <dd>{checks.map(describeCheck).join('; ')}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details>
        <summary>How each event is caused</summary>
        <dl>
          {Object.entries(binding.events).map(([type, bound]) => (
            <div key={type}>
              <dt>
                <code>{type}</code>
              </dt>
              {causes(bound).map(([when, how]) => (
                <dd key={when ?? ''}>{when ? `${when}: ${how}` : how}</dd>
              ))}
            </div>
          ))}
        </dl>
      </details>
      {binding.notInStore ? (
        <>
          <h3>Not caused in the store yet</h3>
          <ul>
            {Object.entries(binding.notInStore).map(([type, why]) => (
              <li key={type}>
                <code>{type}</code>: {why}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
