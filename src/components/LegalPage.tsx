import { z } from 'zod'

/** The shape the content service holds for legal pages; anything else is shown as unavailable. */
export const legalDocumentSchema = z.object({
  title: z.string().optional(),
  updated: z.string().optional(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
})

export type LegalDocument = z.infer<typeof legalDocumentSchema>

export function LegalPage({ fallbackTitle, content }: { fallbackTitle: string; content: unknown }) {
  const parsed = legalDocumentSchema.safeParse(content)
  if (!parsed.success) {
    return (
      <article className="page narrow legal">
        <h1>{fallbackTitle}</h1>
        <p>
          This document cannot be shown right now. Please try again later, or ask customer care for a copy.
        </p>
      </article>
    )
  }
  const doc = parsed.data
  return (
    <article className="page narrow legal">
      <h1>{doc.title ?? fallbackTitle}</h1>
      {doc.updated && <p className="fine">Last updated: {doc.updated}</p>}
      {doc.sections.map((section, i) => (
        <section key={i}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
