import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * The options a `useXxxMutation()` hook of src/flows/<domain>/*.queries.ts takes: all of TanStack
 * Query's, except the call itself, which the hook owns (components never name a server function).
 */
export type MutationHookOptions<TData, TVariables = void> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>

/** The `data` a server function is called with. */
export type InputOf<F extends (...args: never[]) => unknown> =
  NonNullable<Parameters<F>[0]> extends { data: infer D } ? D : never

/** What a server function answers. */
export type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>
