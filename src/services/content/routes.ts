/**
 * The content service (000 §7, 001 §7): `{ <Method>Result: [{ Title, Content: { Value } }] }` where
 * Value is HTML-escaped JSON. Its shape is the legacy service's, not our REST envelope.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { escapeJsonForContent, homepageCategoriesTitle, whiteLabelTitle } from './'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { notFoundError } from '../http/errors'
import { parsePath } from '../http/validate'

const titleParam = z
  .string()
  .min(1, 'must name a content entry')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9_\-.]+$/, 'may contain only letters, digits, _, - and .')

async function findContent(db: Database, title: string) {
  const [row] = await db.select().from(schema.contentEntries).where(eq(schema.contentEntries.title, title))
  return row
}

export function contentRoutes(db: Database): Hono {
  const app = new Hono()
  const base = '/Services/Content'

  app.get(`${base}/GetContentbyTitle/:title`, async (c) => {
    const { title } = parsePath(c, z.object({ title: titleParam }))
    const row = await findContent(db, title)
    if (!row) throw notFoundError(`No content titled '${title}'`)
    return c.json({
      GetContentbyTitleResult: [{ Title: row.title, Content: { Value: escapeJsonForContent(row.value) } }],
    })
  })

  app.get(`${base}/GetHomepageCategories/:id`, async (c) => {
    const { id } = parsePath(c, z.object({ id: titleParam }))
    const row = await findContent(db, homepageCategoriesTitle(id))
    if (!row) throw notFoundError(`No homepage categories with id '${id}'`)
    return c.json({
      GetHomepageCategoriesResult: [{ Title: id, Content: { Value: escapeJsonForContent(row.value) } }],
    })
  })

  app.get(`${base}/GetWhiteLabels/:id`, async (c) => {
    const { id } = parsePath(c, z.object({ id: titleParam }))
    const row = await findContent(db, whiteLabelTitle(id))
    if (!row) throw notFoundError(`No white label with id '${id}'`)
    return c.json({
      GetWhiteLabelsResult: [{ Title: id, Content: { Value: escapeJsonForContent(row.value) } }],
    })
  })

  return app
}
