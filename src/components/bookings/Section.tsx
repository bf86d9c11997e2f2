import type { ReactNode } from 'react'

/** A titled part of a trip's page, its heading naming the region. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `trip-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section className="trip-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
