/**
 * Idempotent seed of master data, the configuration document and content. Runs at every start
 * (inside the migration lock on PostgreSQL). A dataset's version — and so its ETag — changes only
 * when its content changes, so every instance on one database serves the same ETag.
 */
import { createHash } from 'node:crypto'
import { eq, notInArray, sql, desc } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { ProductConfig } from '@config'
import { contentEntriesFor } from '../content'
import { hotelContentEntries } from '../hotels/content'
import { configurationDocument } from '../config/store'
import {
  airlineRecords,
  airportRecords,
  allianceRecords,
  exchangeRateRecords,
} from '../flights/supplier/data'
import * as schema from './schema'

type Db = PgDatabase<PgQueryResultHKT, typeof schema>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex')
}

export async function seedDatabase(db: Db, product: ProductConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAlliances(tx)
    await seedAirlines(tx)
    await seedAirports(tx)
    await seedExchangeRates(tx)
    await seedConfiguration(tx, product)
    await seedContent(tx, product)
  })
}

/** Records a new version of a dataset when its hash changed; returns whether it did. */
async function bumpVersion(tx: Tx, dataset: string, value: unknown): Promise<boolean> {
  const hash = contentHash(value)
  const [current] = await tx
    .select()
    .from(schema.datasetVersions)
    .where(eq(schema.datasetVersions.dataset, dataset))
  if (current?.contentHash === hash) return false
  const version = (current?.version ?? 0) + 1
  const row = {
    dataset,
    version,
    contentHash: hash,
    etag: `"${dataset}-v${version}-${hash.slice(0, 16)}"`,
    updatedAt: new Date(),
  }
  await tx
    .insert(schema.datasetVersions)
    .values(row)
    .onConflictDoUpdate({ target: schema.datasetVersions.dataset, set: row })
  return true
}

async function seedAlliances(tx: Tx): Promise<void> {
  const rows = allianceRecords.map((a, position) => ({
    code: a.code,
    name: a.name,
    imageUrl: a.image_url,
    position,
  }))
  if (!(await bumpVersion(tx, 'alliances', rows))) return
  await tx
    .insert(schema.alliances)
    .values(rows)
    .onConflictDoUpdate({
      target: schema.alliances.code,
      set: { name: sql`excluded.name`, imageUrl: sql`excluded.image_url`, position: sql`excluded.position` },
    })
  // Airlines are seeded after this and re-point any alliance that disappears.
  await tx
    .update(schema.airlines)
    .set({ allianceCode: null })
    .where(
      notInArray(
        schema.airlines.allianceCode,
        rows.map((r) => r.code),
      ),
    )
  await tx.delete(schema.alliances).where(
    notInArray(
      schema.alliances.code,
      rows.map((r) => r.code),
    ),
  )
}

async function seedAirlines(tx: Tx): Promise<void> {
  const rows = airlineRecords.map((a, position) => ({
    iataCode: a.iata_code,
    icaoCode: a.icao_code,
    name: a.name,
    imageUrl: a.image_url,
    allianceCode: a.alliance_code,
    hasFrequentFlyerNumber: a.has_frequent_flyer_number,
    autoCancellable: a.auto_cancellable,
    position,
  }))
  if (!(await bumpVersion(tx, 'airlines', rows))) return
  await tx.delete(schema.airlines)
  await tx.insert(schema.airlines).values(rows)
}

async function seedAirports(tx: Tx): Promise<void> {
  const rows = airportRecords.map((a, position) => ({
    airportCode: a.airport_code,
    cityCode: a.city_code,
    cityName: a.city_name,
    airportName: a.airport_name,
    latitude: a.latitude,
    longitude: a.longitude,
    popular: a.popular,
    stationType: a.station_type,
    countryName: a.country_name,
    countryAbbreviation: a.country_abbreviation,
    worldAreaCode: a.world_area_code,
    legacyNames: a.legacy_names,
    position,
  }))
  if (!(await bumpVersion(tx, 'airports', rows))) return
  await tx.delete(schema.airports)
  await tx.insert(schema.airports).values(rows)
}

async function seedExchangeRates(tx: Tx): Promise<void> {
  const rows = exchangeRateRecords.map((r, position) => ({
    fromCurrency: r.from,
    toCurrency: r.to,
    rate: r.rate,
    position,
  }))
  if (!(await bumpVersion(tx, 'exchange_rates', rows))) return
  await tx.delete(schema.exchangeRates)
  await tx.insert(schema.exchangeRates).values(rows)
}

/** A new configuration version is stored only when the document differs from the latest one. */
async function seedConfiguration(tx: Tx, product: ProductConfig): Promise<void> {
  const payload = configurationDocument(product)
  const hash = contentHash(payload)
  const [latest] = await tx
    .select()
    .from(schema.appConfiguration)
    .orderBy(desc(schema.appConfiguration.version))
    .limit(1)
  if (latest?.contentHash === hash) return
  const version = (latest?.version ?? 0) + 1
  await tx.insert(schema.appConfiguration).values({
    version,
    payload,
    contentHash: hash,
    etag: `"configuration-v${version}-${hash.slice(0, 16)}"`,
  })
}

async function seedContent(tx: Tx, product: ProductConfig): Promise<void> {
  const entries = contentEntriesFor(product, hotelContentEntries(product))
  await tx
    .insert(schema.contentEntries)
    .values(Object.entries(entries).map(([title, value]) => ({ title, value })))
    .onConflictDoUpdate({
      target: schema.contentEntries.title,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      // Keeps updated_at meaningful: only content that changed is touched.
      setWhere: sql`${schema.contentEntries.value} is distinct from excluded.value`,
    })
}
