/**
 * Ending a sealed session for good (docs/decisions/0187). A sealed cookie cannot be taken back, so
 * the services keep the ids of ended sessions (GET/PUT /auth/sessions/:id…, one primary-key row
 * each) and the store asks once per request that carries a session. Its own client on the one
 * upstream wrapper: the bound client (upstream/client.server.ts) reads the session, which is what
 * this decides.
 */
import { z } from 'zod'
import { deployment, upstreamUrl } from '../platform/config.server'
import { currentRequestId } from '../platform/request-context.server'
import { createUpstream } from '../upstream/wrapper.server'

const wrapper = createUpstream({ baseUrl: upstreamUrl, timeoutMs: deployment.UPSTREAM_TIMEOUT_MS })

const answer = z.object({ data: z.object({ session_id: z.string(), revoked: z.boolean() }) })

function call(method: 'GET' | 'PUT', path: string) {
  return wrapper.request({
    method,
    path,
    schema: answer,
    layout: 'desktop',
    // A call of the store itself, not of the browser: no client headers, no token.
    omitClientHeaders: true,
    requestId: currentRequestId(),
  })
}

/** Whether the session with this id was ended (sign-out, rotation at sign-in). */
export async function isRevoked(sessionId: string): Promise<boolean> {
  const result = await call('GET', `/auth/sessions/${sessionId}`)
  return result.data?.data.revoked ?? false
}

/** Ends the session with this id on every instance; repeating it is harmless. */
export async function revoke(sessionId: string): Promise<void> {
  await call('PUT', `/auth/sessions/${sessionId}/revocation`)
}
