/** What an ETag-aware read answers: the service said nothing changed, or here is the new copy. */
export type Cached<T> =
  { status: 'not-modified'; etag: string | null } | { status: 'fresh'; etag: string | null; value: T }
