/**
 * Flight calls (000 §7): master data (airports, airlines, alliances, each with a strong ETag taken
 * from dataset_versions so every instance on one database answers alike), and the sandbox supplier's
 * search, poll and fare calendar (./routes/search.ts).
 */
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { conditionalJson } from '../http/etag'
import { parseQuery } from '../http/validate'
import { registerFlightSearch, type FlightSearchOptions } from './routes/search'

const airportsQuery = z.object({
  status: z.enum(['true'], { error: "must be 'true' (active airports) or left out" }).optional(),
})

type Dataset = 'airports' | 'airlines' | 'alliances' | 'exchange_rates'

async function datasetEtag(db: Database, dataset: Dataset): Promise<string> {
  const [row] = await db
    .select({ etag: schema.datasetVersions.etag })
    .from(schema.datasetVersions)
    .where(eq(schema.datasetVersions.dataset, dataset))
  // Seeding at start always writes this row; its absence means the database was altered by hand.
  if (!row)
    throw new ApiError(
      500,
      'DATASET_MISSING',
      `The ${dataset} dataset is not seeded`,
      'Restart the services to seed it.',
    )
  return row.etag
}

/**
 * The body of each dataset, kept for the ETag (version) it was built for: the version still comes
 * from the database on every request, so a re-seed on any instance is seen at once; only the
 * rebuilding of an unchanged list (hundreds of rows to JSON) is saved. A cache, not state.
 */
function bodyCache() {
  const cache = new Map<string, { etag: string; body: unknown }>()
  return async (dataset: string, etag: string, build: () => Promise<unknown>): Promise<unknown> => {
    const hit = cache.get(dataset)
    if (hit?.etag === etag) return hit.body
    const body = await build()
    cache.set(dataset, { etag, body })
    return body
  }
}

export function flightsRoutes(db: Database, options: FlightSearchOptions = { sandbox: true }): Hono {
  const app = new Hono()
  registerFlightSearch(app, db, options)
  const cached = bodyCache()

  app.get('/flights/airports', async (c) => {
    // Every shipped airport is active, so status=true and no status return the same list.
    parseQuery(c, airportsQuery)
    const etag = await datasetEtag(db, 'airports')
    return conditionalJson(c, etag, () =>
      cached('airports', etag, async () => {
        const rows = await db.select().from(schema.airports).orderBy(asc(schema.airports.position))
        return envelope(
          rows.map((r) => ({
            city_name: r.cityName,
            city_code: r.cityCode,
            airport_code: r.airportCode,
            airport_name: r.airportName,
            latitude: r.latitude,
            longitude: r.longitude,
            popular: r.popular,
            station_type: r.stationType,
            country_name: r.countryName,
            country_abbreviation: r.countryAbbreviation,
            world_area_code: r.worldAreaCode,
            legacy_names: r.legacyNames,
          })),
        )
      }),
    )
  })

  app.get('/flights/airlines', async (c) => {
    parseQuery(c, z.object({}))
    const etag = await datasetEtag(db, 'airlines')
    return conditionalJson(c, etag, () =>
      cached('airlines', etag, async () => {
        const rows = await db.select().from(schema.airlines).orderBy(asc(schema.airlines.position))
        return envelope(
          rows.map((r) => ({
            name: r.name,
            iata_code: r.iataCode,
            icao_code: r.icaoCode,
            image_url: r.imageUrl,
            alliance_code: r.allianceCode,
            has_frequent_flyer_number: r.hasFrequentFlyerNumber,
            auto_cancellable: r.autoCancellable,
          })),
        )
      }),
    )
  })

  app.get('/flights/alliances', async (c) => {
    parseQuery(c, z.object({}))
    return conditionalJson(c, await datasetEtag(db, 'alliances'), async () => {
      const rows = await db.select().from(schema.alliances).orderBy(asc(schema.alliances.position))
      return envelope(rows.map((r) => ({ name: r.name, image_url: r.imageUrl, code: r.code })))
    })
  })

  // Display rates for the currency switch (000 §3 "Exchange rates"): a handful of rows, no body cache.
  app.get('/flights/exchange_rates', async (c) => {
    parseQuery(c, z.object({}))
    return conditionalJson(c, await datasetEtag(db, 'exchange_rates'), async () => {
      const rows = await db.select().from(schema.exchangeRates).orderBy(asc(schema.exchangeRates.position))
      return envelope(rows.map((r) => ({ from: r.fromCurrency, to: r.toCurrency, rate: r.rate })))
    })
  })

  return app
}
