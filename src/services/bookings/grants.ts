/**
 * A guest's grant to one trip: the Trip Id, an expiry and its scope, signed with HMAC-SHA256
 * (TRIP_GRANT_SECRET). A lookup's grant reads the trip; a change grant, given for the code sent to
 * the booking's contact, also changes it (docs/decisions/0088, 0180). Nothing is stored: any
 * instance checks it, and it ends by itself. The BFF keeps it in the sealed session cookie and sends
 * it back as X-Trip-Grant.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type GrantScope = 'read' | 'change'

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url')

export function issueGrant(
  secret: string,
  tripId: string,
  expiresAt: Date,
  scope: GrantScope = 'read',
): string {
  // A read grant keeps the shape it always had, so grants already held stay good.
  const body = `${tripId}.${expiresAt.getTime()}${scope === 'change' ? '.change' : ''}`
  return `${body}.${sign(secret, `trip-grant:${body}`)}`
}

/** The trip and scope the grant opens, or undefined for a forged, altered or expired one. */
export function grantOf(
  secret: string,
  grant: string | undefined,
  now: Date,
): { tripId: string; change: boolean } | undefined {
  const match = grant ? /^(SF\d{10})\.(\d{1,15})(\.change)?\.([A-Za-z0-9_-]{43})$/.exec(grant) : null
  if (!match) return undefined
  const [, tripId = '', expires = '', scope = '', signature = ''] = match
  const expected = Buffer.from(sign(secret, `trip-grant:${tripId}.${expires}${scope}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return Number(expires) > now.getTime() ? { tripId, change: scope !== '' } : undefined
}

/** The Trip Id the grant opens (to read), or undefined. */
export const grantedTrip = (secret: string, grant: string | undefined, now: Date) =>
  grantOf(secret, grant, now)?.tripId
