/**
 * Carries a UserError whole from a server function to the browser. Start's default error transport
 * keeps only `message`; the flows branch on `kind` and `code` and the forms show `fields`, so
 * without this the browser would be left matching strings. Registered in src/start.ts.
 */
import { createSerializationAdapter } from '@tanstack/react-router'
import { UserError, type UserErrorKind } from './errors'

export const userErrorAdapter = createSerializationAdapter({
  key: 'safarnama/UserError',
  test: (value: unknown): value is UserError => value instanceof UserError,
  toSerializable: (e: UserError) => ({
    message: e.message,
    kind: e.kind,
    status: e.status ?? null,
    code: e.code ?? null,
    // Field errors are plain JSON from the services; a string keeps the adapter's type simple.
    fields: e.fields === undefined ? null : JSON.stringify(e.fields),
    requestId: e.requestId ?? null,
    retryAfterSeconds: e.retryAfterSeconds ?? null,
  }),
  fromSerializable: (v: {
    message: string
    kind: UserErrorKind
    status: number | null
    code: string | null
    fields: string | null
    requestId: string | null
    retryAfterSeconds: number | null
  }) =>
    new UserError(v.message, {
      kind: v.kind,
      ...(v.status === null ? {} : { status: v.status }),
      ...(v.code === null ? {} : { code: v.code }),
      ...(v.fields === null ? {} : { fields: JSON.parse(v.fields) as unknown }),
      ...(v.requestId === null ? {} : { requestId: v.requestId }),
      ...(v.retryAfterSeconds === null ? {} : { retryAfterSeconds: v.retryAfterSeconds }),
    }),
})
