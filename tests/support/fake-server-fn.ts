/**
 * Stands in for `createServerFn` of '@tanstack/react-start' in BFF tests. Outside a Vite build
 * Start's compiler has not split a server function into its RPC stub and its handler, so calling
 * one does nothing. This runs what the server would: the validator (as Start's execValidator does:
 * a function, or a Standard Schema), then the handler with `{ data }`. Use with
 *   vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))
 */
/** The part of Standard Schema v1 (which zod implements) that validation needs. */
interface StandardSchemaV1 {
  '~standard': {
    validate(
      value: unknown,
    ):
      | { value: unknown; issues?: undefined }
      | { issues: readonly unknown[] }
      | Promise<{ value: unknown; issues?: undefined } | { issues: readonly unknown[] }>
  }
}

type Handler = (ctx: { data: unknown }) => unknown
/** A validator function (src/server/platform/validate.ts `input(schema)`): returns the data or throws. */
type ValidatorFn = (input: unknown) => unknown
type Validator = StandardSchemaV1 | ValidatorFn

async function validate(validator: Validator | undefined, input: unknown): Promise<unknown> {
  if (!validator) return input
  if (typeof validator === 'function') return validator(input)
  const result = await validator['~standard'].validate(input)
  // Start throws the issues as an error; the same happens here.
  if (result.issues) throw new Error(JSON.stringify(result.issues, null, 2))
  return result.value
}

function builder(validator?: Validator) {
  return {
    middleware: () => builder(validator),
    validator: (next: Validator) => builder(next),
    handler: (fn: Handler) => async (opts?: { data?: unknown }) =>
      fn({ data: await validate(validator, opts?.data) }),
  }
}

export const createServerFn = (_options?: { method?: string }) => builder()
