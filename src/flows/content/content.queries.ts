/**
 * Content documents (terms, privacy, …): loaders warm the cache with
 * `ensureQueryData(contentQueryOptions(title))`, components read it with `useSuspenseQuery`.
 * Pages reach src/server/content/content.functions.ts only through here (docs/decisions/0037).
 */
export { contentQueryOptions } from '~/server/content/content.functions'
export type { ContentDocument } from '~/server/content/content.functions'
