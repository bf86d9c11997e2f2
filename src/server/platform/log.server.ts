/**
 * The store's log: JSON lines through pino at LOG_LEVEL (default info), to standard output or
 * LOG_FILE. Nothing personal or secret reaches a line: known fields are censored by pino's
 * `redact`, every other value and every message is scrubbed (contracts/logging/redaction.ts).
 * The services have the same logger (src/services/platform/log.ts). Decision 0054.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import { CENSOR, REDACT_PATHS, scrubText, scrubValue } from '@contracts/logging/redaction'
import { deployment } from './config.server'
import { currentRequestId } from './request-context.server'

export type { Logger } from 'pino'

export interface LoggerOptions {
  level: string
  file?: string
  /** Where the lines go instead of stdout or `file` (tests). */
  destination?: DestinationStream
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function createLogger(options: LoggerOptions): Logger {
  const destination =
    options.destination ??
    pino.destination({ dest: options.file ?? 1, sync: true, mkdir: true, append: true })
  return pino(
    {
      level: options.level,
      base: { service: 'store' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => {
          const scrubbed = scrubValue(object)
          return isRecord(scrubbed) ? scrubbed : {}
        },
      },
      redact: { paths: [...REDACT_PATHS], censor: CENSOR },
      // formatters.log has already made errors plain { type, message, stack } (scrubValue).
      serializers: { err: (value: unknown) => value },
      hooks: {
        // Messages are scrubbed too, including the one pino takes from an error logged alone.
        logMethod(args, method) {
          const [first] = args
          if (args.length === 1 && first instanceof Error) {
            return method.apply(this, [{ err: first }, scrubText(first.message)])
          }
          const scrubbed: unknown[] = args.map((a) => (typeof a === 'string' ? scrubText(a) : a))
          // pino's own signature is (object, message, ...interpolation); keep the shape it was given.
          return method.apply(this, scrubbed as Parameters<typeof method>)
        },
      },
    },
    destination,
  )
}

export const log: Logger = createLogger({ level: deployment.LOG_LEVEL, file: deployment.LOG_FILE })

/** The logger for the request being served: its lines carry the request id. */
export function requestLog(): Logger {
  const requestId = currentRequestId()
  return requestId ? log.child({ requestId }) : log
}
