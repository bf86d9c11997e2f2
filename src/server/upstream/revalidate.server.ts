/**
 * The BFF's copy of one master dataset and its ETag, revalidated with If-None-Match on every read
 * (000 §7: a 304 uses the cached copy). One copy per server process: master data is the same for
 * every traveller, so sharing it leaks nothing.
 */
import type { Cached } from './cached'

export function revalidatedCopy<Row, Value>(
  name: string,
  read: (etag?: string) => Promise<Cached<Row[]>>,
  shape: (rows: Row[]) => Value,
): () => Promise<Value> {
  let copy: { etag: string | null; value: Value } | undefined
  return async () => {
    const answer = await read(copy?.etag ?? undefined)
    if (answer.status === 'fresh') {
      copy = { etag: answer.etag, value: shape(answer.value) }
      return copy.value
    }
    if (copy) return copy.value
    // Not modified without a copy cannot happen unless we sent no tag; ask once more in full.
    const fresh = await read()
    if (fresh.status !== 'fresh')
      throw new Error(`The ${name} answered not modified to a request without a tag`)
    copy = { etag: fresh.etag, value: shape(fresh.value) }
    return copy.value
  }
}
