/** GET /config/configuration?hour= with If-None-Match (001 §7 "Configuration"). */
import { z } from 'zod'
import { envelope } from '@contracts/envelope'
import { upstream } from '../upstream/client.server'
import type { Cached } from '../upstream/cached'

// z.json(): any JSON document, so the value is both checked and safe to hand to the browser.
export const configurationSchema = z.record(z.string(), z.json())
export type Configuration = z.infer<typeof configurationSchema>

export async function getConfiguration({
  hour,
  etag,
}: {
  hour: number
  etag?: string
}): Promise<Cached<Configuration>> {
  const result = await upstream()({
    method: 'GET',
    path: '/config/configuration',
    query: { hour },
    etag: true,
    ...(etag ? { ifNoneMatch: etag } : {}),
    schema: envelope(configurationSchema),
  })
  const newEtag = result.etag ?? null
  if (result.notModified || !result.data) return { status: 'not-modified', etag: newEtag ?? etag ?? null }
  return { status: 'fresh', etag: newEtag, value: result.data.data }
}
