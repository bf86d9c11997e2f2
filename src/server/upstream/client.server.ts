/**
 * The upstream as the current request sees it: the wrapper bound to this request's session token
 * and layout. The one place an authentication_token from the services reaches the session.
 */
import type { z } from 'zod'
import { clientIp } from '../platform/client-ip.server'
import { deployment, upstreamUrl } from '../platform/config.server'
import { isBusyFailure } from '../platform/errors'
import { currentRequest, currentRequestId } from '../platform/request-context.server'
import { currentLayout } from '../shell/layout.server'
import { newOutboxTag, readSession, writeSession } from '../session/session.server'
import { REQUEST_ID_HEADER } from '@contracts/logging/request-id'
import { UpstreamError, isUpstreamError } from './wrapper'
import { createUpstream, type UpstreamRequest, type UpstreamResult } from './wrapper.server'

const shared = createUpstream({ baseUrl: upstreamUrl, timeoutMs: deployment.UPSTREAM_TIMEOUT_MS })

/** What a typed client passes: everything but the token and layout, which come from the request. */
export type BoundRequest<S extends z.ZodType> = Omit<
  UpstreamRequest<S>,
  'layout' | 'auth' | 'clientIp' | 'requestId' | 'sandboxRequester'
> & {
  /** Leave the bearer off even when the session has one. */
  skipAuth?: boolean
  /**
   * The call may make the services send an SMS or e-mail: in the sandbox the session gets an outbox
   * tag (created now if needed), so /dev/outbox can show this browser the message (0050).
   */
  sendsMessage?: boolean
}

export type BoundUpstream = <S extends z.ZodType>(
  opts: BoundRequest<S>,
) => Promise<UpstreamResult<z.output<S>>>

export function upstream(): BoundUpstream {
  return async (opts) => {
    const { skipAuth, sendsMessage, ...rest } = opts
    const tag = outboxTag(sendsMessage ?? false)
    const result = await shared
      .request({
        ...rest,
        ...(tag ? { sandboxRequester: tag } : {}),
        layout: currentLayout(),
        // The browser's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy.
        clientIp: clientIp(),
        requestId: currentRequestId(),
        auth: { token: readSession()?.accessToken ?? null, skip: skipAuth ?? false },
      })
      .catch(rememberBusy)
    if (result.authenticationToken) writeSession({ accessToken: result.authenticationToken })
    return result
  }
}

/** The session's outbox tag in the sandbox; a call that sends a message creates one (and the session). */
function outboxTag(sendsMessage: boolean): string | undefined {
  if (!deployment.SANDBOX) return undefined
  const existing = readSession()?.outboxTag
  if (existing || !sendsMessage) return existing
  return writeSession({ outboxTag: newOutboxTag() }).outboxTag
}

/**
 * The request remembers that the services were not there: a page or server route that fails
 * because of it answers 503 (serve.server.ts), whichever loader caught or rethrew the error.
 */
function rememberBusy(error: unknown): never {
  const request = currentRequest()
  if (request && isUpstreamError(error) && isBusyFailure(error.failure)) request.upstreamBusy = true
  throw error
}

/**
 * A file the services make (an e-ticket or voucher PDF), streamed as it comes: not JSON, so not
 * through the wrapper's parsing, but with the session's bearer, the request id and the same
 * deadline; a service that cannot be reached is the wrapper's `network`/`timeout` failure.
 */
export async function upstreamDownload(path: string, headers: Record<string, string>): Promise<Response> {
  const sent = new Headers(headers)
  const token = readSession()?.accessToken
  if (token) sent.set('Authorization', `Bearer ${token}`)
  const requestId = currentRequestId()
  if (requestId) sent.set(REQUEST_ID_HEADER, requestId)
  const signal = AbortSignal.timeout(deployment.UPSTREAM_TIMEOUT_MS)
  try {
    return await fetch(`${upstreamUrl}${path}`, { headers: sent, signal })
  } catch (error) {
    return rememberBusy(
      new UpstreamError(
        signal.aborted
          ? { kind: 'timeout', message: `timeout of ${deployment.UPSTREAM_TIMEOUT_MS} ms exceeded` }
          : {
              kind: 'network',
              code: 'NETWORK_OFFLINE',
              ...(error instanceof Error ? { cause: error.message } : {}),
            },
      ),
    )
  }
}
