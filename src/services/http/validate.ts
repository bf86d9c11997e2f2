/** zod validation of query, path parameters and JSON bodies, answering 400 in the common error shape. */
import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError, validationError, type FieldError } from './errors'

type Where = 'query' | 'path' | 'body'

const label: Record<Where, string> = { query: 'Query parameter', path: 'Path parameter', body: 'Body field' }

function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }))
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const errors = toFieldErrors(result.error)
  const first = errors[0]
  const message =
    first && first.field !== '(root)'
      ? `${label[where]} '${first.field}': ${first.message}`
      : `Invalid ${where}: ${first?.message ?? 'not accepted'}`
  throw validationError(message, errors)
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query(), 'query')
}

/** Reads and validates a JSON body; a missing or malformed body is a 400 that says so. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw validationError("The body must be JSON: send it with 'Content-Type: application/json'", [
      { field: '(root)', message: 'expected Content-Type application/json' },
    ])
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw validationError('The body is not valid JSON', [
      { field: '(root)', message: 'could not be parsed as JSON' },
    ])
  }
  return parse(schema, body, 'body')
}
