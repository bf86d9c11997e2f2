/**
 * Failures from the BFF arrive as thrown errors shaped like `UserError` (src/server/platform/errors.ts):
 * `{ message, code?, status?, fields?: [{ field, message, symbol? }] }`. They cross the network
 * as plain objects, so nothing here relies on a class: every field is checked before it is used.
 */
import type { FieldError } from '@contracts/accounts/auth'
import type { AuthFailure } from './types'

function read(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function toFieldError(value: unknown): FieldError[] {
  const field = text(read(value, 'field'))
  const message = text(read(value, 'message'))
  if (!field || !message) return []
  const symbol = text(read(value, 'symbol'))
  return [{ field, message, ...(symbol ? { symbol } : {}) }]
}

/** Turns anything thrown into what the machines keep; `fallback` is used when there is no message. */
export function toAuthFailure(error: unknown, fallback: string): AuthFailure {
  const fields = read(error, 'fields')
  const status = read(error, 'status')
  const code = text(read(error, 'code'))
  return {
    message: text(read(error, 'message')) ?? fallback,
    ...(code ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    fields: Array.isArray(fields) ? fields.flatMap(toFieldError) : [],
  }
}

/** 000 §8: the e-mail is taken when the service says so by code or by the field's symbol. */
export function isEmailTaken(failure: AuthFailure): boolean {
  return (
    failure.code === 'EMAIL_TAKEN' || failure.fields.some((f) => f.field === 'email' && f.symbol === 'taken')
  )
}

/** The failure's message put on one field (000 §8 "OTP verify failure: server message on the otp field"). */
export function onField(failure: AuthFailure, field: string): FieldError[] {
  const own = failure.fields.filter((f) => f.field === field)
  return own.length ? own : [{ field, message: failure.message }]
}

/** The message to show beside a field, if any. */
export function fieldMessage(fields: readonly FieldError[], field: string): string | undefined {
  return fields.find((f) => f.field === field)?.message
}
