/** zod validation of query, path parameters and JSON bodies, answering 400 in the common error shape. */
import type { Context } from 'hono'
import type { z } from 'zod'
import { textProblem } from '@contracts/fields'
import { validationError, type FieldError } from './errors'
import { readJsonBody, type JsonBodyOptions } from './json-body'

type Where = 'query' | 'path' | 'body'

const label: Record<Where, string> = { query: 'Query parameter', path: 'Path parameter', body: 'Body field' }

/** Whether the caller sent something at `path` in `value`. */
function sent(value: unknown, path: readonly PropertyKey[]): boolean {
  let at: unknown = value
  for (const step of path) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, step)) return false
    at = Reflect.get(at, step)
  }
  return true
}

/**
 * The issues to report for one zod issue. A value matching no branch of a union is reported by zod
 * at the union ("Invalid input" at `user`); the branch the caller meant names the field better: one
 * of the type sent, with the fewest complaints about fields the caller did not send, then the
 * fewest complaints, then the deepest.
 */
function issuesOf(issue: z.core.$ZodIssue, input: unknown): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue]
  const branches = issue.errors.map((branch) =>
    branch.flatMap((inner) => issuesOf({ ...inner, path: [...issue.path, ...inner.path] }, input)),
  )
  // A branch of another type altogether (an object branch for an array) is the worst guess.
  const otherType = (issues: z.core.$ZodIssue[]) =>
    issues.some((i) => i.code === 'invalid_type' && i.path.length === issue.path.length) ? 1 : 0
  const unsent = (issues: z.core.$ZodIssue[]) => issues.filter((i) => !sent(input, i.path)).length
  const depth = (issues: z.core.$ZodIssue[]) => Math.max(0, ...issues.map((i) => i.path.length))
  // Positive when branch b names the problem better than branch a.
  const better = (a: z.core.$ZodIssue[], b: z.core.$ZodIssue[]) =>
    otherType(a) - otherType(b) || unsent(a) - unsent(b) || a.length - b.length || depth(b) - depth(a)
  const best = branches.reduce((a, b) => (better(a, b) > 0 ? b : a))
  return best.length ? best : [issue]
}

function toFieldErrors(error: z.ZodError, input: unknown): FieldError[] {
  return error.issues
    .flatMap((issue) => issuesOf(issue, input))
    .map((issue) => ({
      field: issue.path.length ? issue.path.map(String).join('.') : '(root)',
      message: issue.message,
    }))
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const errors = toFieldErrors(result.error, value)
  const first = errors[0]
  const message =
    first && first.field !== '(root)'
      ? `${label[where]} '${first.field}': ${first.message}`
      : `Invalid ${where}: ${first?.message ?? 'not accepted'}`
  throw validationError(message, errors)
}

/**
 * Path and query values arrive percent-decoded: `%00` is a NUL and `%ED%A0%80` half a surrogate
 * pair. Refused here for every parameter, before any schema or query sees them.
 */
function checkText(values: Record<string, string>, where: 'query' | 'path'): void {
  for (const [name, value] of Object.entries(values)) {
    const problem = textProblem(name) ?? textProblem(value)
    if (problem)
      throw validationError(`${label[where]} '${name}': ${problem}`, [{ field: name, message: problem }])
  }
}

/** The query parameters (the first of repeated ones), each checked to be text. */
export function checkedQuery(c: Context): Record<string, string> {
  const query = c.req.query()
  checkText(query, 'query')
  return query
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, checkedQuery(c), 'query')
}

/** Validates the path parameters of the route (all of them, as Hono decoded them). */
export function parsePath<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const params = c.req.param()
  checkText(params, 'path')
  return parse(schema, params, 'path')
}

/** Reads (json-body.ts) and validates a JSON body; every way it can be wrong is a 4xx that says so. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options?: JsonBodyOptions,
): Promise<z.infer<S>> {
  return parse(schema, await readJsonBody(c, options), 'body')
}
