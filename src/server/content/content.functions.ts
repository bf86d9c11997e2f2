/**
 * Content documents (terms, privacy, footer, offers…) from the content service, decoded. Loaders
 * warm the cache with `ensureQueryData(contentQueryOptions(title))`; components read it with
 * `useSuspenseQuery(contentQueryOptions(title))`.
 */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { getContentByTitle } from './client.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'

const contentDocumentSchema = z.json()
export type ContentDocument = z.infer<typeof contentDocumentSchema>

export const fetchContent = createServerFn({ method: 'GET' })
  // Titles are keys like flight_srp_info; anything else never reaches the service's path. Built
  // inside the validator, which Start removes from the browser bundle: a schema at module level
  // would stay there and bring zod into the entry chunk (docs/decisions/0021).
  .validator(
    input(
      z.object({
        title: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a content title is letters, digits, _ or -'),
      }),
    ),
  )
  .handler(({ data }): Promise<ContentDocument> =>
    asUserErrors(async () => contentDocumentSchema.parse(await getContentByTitle(data.title))),
  )

export const contentQueryOptions = (title: string) =>
  queryOptions({
    queryKey: ['content', title],
    queryFn: () => fetchContent({ data: { title } }),
  })
