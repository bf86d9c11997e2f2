/**
 * Failures from the BFF arrive as thrown errors shaped like `UserError`: `{ message, code?, status? }`,
 * plain objects after the network, so every field is checked before it is used.
 */
export interface BookingsFailure {
  message: string
  status?: number
}

const read = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined

export function toFailure(error: unknown, fallback: string): BookingsFailure {
  const message = read(error, 'message')
  const status = read(error, 'status')
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : fallback,
    ...(typeof status === 'number' ? { status } : {}),
  }
}

export const TRY_AGAIN = 'We appear to be having technical difficulties right now, please try again later.'
