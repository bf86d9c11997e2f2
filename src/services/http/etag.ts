/** Conditional GETs: strong ETags from the database, 304 when If-None-Match already holds one. */
import type { Context } from 'hono'

/** RFC 9110 §13.1.2: weak comparison, a list of tags, or '*'. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}

/**
 * Answers 304 (empty body) when the client already has this version, otherwise calls `load`.
 * no-cache: clients and CDNs may store the body but must revalidate with the ETag every time.
 */
export async function conditionalJson(
  c: Context,
  etag: string,
  load: () => Promise<unknown>,
): Promise<Response> {
  c.header('ETag', etag)
  c.header('Cache-Control', 'no-cache')
  if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  return c.json(await load())
}
