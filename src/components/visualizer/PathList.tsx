import type { MachinePath } from '@machines/lib/paths'

/** The generated model paths told as Given/when/then stories, each with its steps. */
export function PathList({ paths }: { paths: MachinePath[] }) {
  return (
    <section className="viz-paths" aria-labelledby="viz-paths-title">
      <h2 id="viz-paths-title">Stories ({paths.length} generated paths)</h2>
      <p className="viz-muted">
        One shortest path to every state, generated from the machine; the same paths are replayed by the
        tests.
      </p>
      <ol>
        {paths.map((path) => (
          <li key={path.id}>
            <details>
              <summary>
                Reaching <strong>{path.stateLabel}</strong>: {path.story}
              </summary>
              <ol className="viz-steps">
                {path.steps.map((step, i) => (
                  <li key={i}>
                    {step.kind === 'start' ? 'Start' : `When ${step.label}`} → <code>{step.stateLabel}</code>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}
