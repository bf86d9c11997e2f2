/**
 * What the store knows about the request it is serving, wherever the code runs inside it: its id
 * (logged on every line, sent to the services, returned on the answer) and the nonce of the page's
 * Content-Security-Policy. Set once per request by serveRequest (serve.server.ts), read anywhere on
 * the server. Outside a request (tests calling server functions directly) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface RequestContext {
  readonly requestId: string
  /** The CSP nonce every <script> of this answer carries. */
  readonly nonce: string
  /** The name logged for this request when it is not a page route (a server function's name). */
  route?: string
  /**
   * A call to the services found them down, starting or too busy (000 §7 wrapper: refused, reset,
   * timed out, 502–504). A page that then fails answers 503 with Retry-After, not 500 (0210).
   */
  upstreamBusy?: boolean
}

const storage = new AsyncLocalStorage<RequestContext>()

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}
