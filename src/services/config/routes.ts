/** GET /config/configuration (001 §7 "Configuration"): the latest stored configuration document. */
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { conditionalJson } from '../http/etag'
import { parseQuery } from '../http/validate'

const hourMessage = 'must be the current hour as a whole number from 0 to 23'

/**
 * `hour` lets a CDN keep one cached copy per hour; the document does not depend on it today.
 */
const configurationQuery = z.object({
  hour: z
    .string({ error: `is required and ${hourMessage}` })
    .regex(/^\d{1,2}$/, hourMessage)
    .transform(Number)
    .pipe(z.number().int().min(0, hourMessage).max(23, hourMessage)),
})

export function configRoutes(db: Database): Hono {
  const app = new Hono()

  app.get('/configuration', async (c) => {
    parseQuery(c, configurationQuery)
    const [latest] = await db
      .select()
      .from(schema.appConfiguration)
      .orderBy(desc(schema.appConfiguration.version))
      .limit(1)
    if (!latest)
      throw new ApiError(
        500,
        'CONFIGURATION_MISSING',
        'No configuration is stored',
        'Restart the services to seed it.',
      )
    return conditionalJson(c, latest.etag, async () =>
      envelope({ ...latest.payload, version: latest.version }),
    )
  })

  return app
}
