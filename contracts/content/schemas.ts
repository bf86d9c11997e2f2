/**
 * The content service answer (000 §7, 001 §7 "Content service"): the first item of
 * GetContentbyTitleResult carries Content.Value, a JSON document escaped as HTML. Decoding it is
 * pure so the "Guidelines failure" rule of 000 §8 is tested on its own: a missing value or one that
 * is not valid JSON is an error, never an empty page.
 */
import { z } from 'zod'
import { ContentError } from './errors'

// Value is optional here so that its absence is reported by decodeContentValue in words, not as a schema path.
export const contentResponseSchema = z.object({
  GetContentbyTitleResult: z.array(
    z.object({
      Title: z.string().optional(),
      Content: z.object({ Value: z.string().nullish() }).nullish(),
    }),
  ),
})

export type ContentResponse = z.infer<typeof contentResponseSchema>

export { ContentError } from './errors'

const named: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' }

/** One pass, so `&amp;quot;` becomes `&quot;` (what the author wrote), not `"`. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return named[body.toLowerCase()] ?? entity
  })
}

/** The JSON document held by a content answer; throws ContentError naming the title and the problem. */
export function decodeContentValue(title: string, response: ContentResponse): unknown {
  const value = response.GetContentbyTitleResult[0]?.Content?.Value
  if (value === undefined || value === null || value.trim() === '') {
    throw new ContentError(`Content "${title}" has no value`)
  }
  try {
    const parsed: unknown = JSON.parse(decodeHtmlEntities(value))
    return parsed
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ContentError(`Content "${title}" is not valid JSON: ${reason}`)
  }
}
