/** GET /content/Services/Content/GetContentbyTitle/{title} (000 §7, 001 §7 "Content service"). */
import { contentResponseSchema, decodeContentValue } from '@contracts/content/schemas'
import { upstream } from '../upstream/client.server'

/** The decoded JSON document stored under `title`; throws ContentError when it cannot be decoded. */
export async function getContentByTitle(title: string): Promise<unknown> {
  const result = await upstream()({
    method: 'GET',
    path: `/content/Services/Content/GetContentbyTitle/${encodeURIComponent(title)}`,
    schema: contentResponseSchema,
  })
  return decodeContentValue(title, result.data ?? { GetContentbyTitleResult: [] })
}
