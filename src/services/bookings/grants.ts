/**
 * A guest's grant to read one trip: the Trip Id and an expiry signed with HMAC-SHA256
 * (TRIP_GRANT_SECRET). Nothing is stored: any instance checks it, and it ends by itself. The BFF keeps
 * it in the sealed session cookie and sends it back as X-Trip-Grant (docs/decisions/0088).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url')

export function issueGrant(secret: string, tripId: string, expiresAt: Date): string {
  const body = `${tripId}.${expiresAt.getTime()}`
  return `${body}.${sign(secret, `trip-grant:${body}`)}`
}

/** The Trip Id the grant opens, or undefined for a forged, altered or expired one. */
export function grantedTrip(secret: string, grant: string | undefined, now: Date): string | undefined {
  const match = grant ? /^(SF\d{10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(grant) : null
  if (!match) return undefined
  const [, tripId = '', expires = '', signature = ''] = match
  const expected = Buffer.from(sign(secret, `trip-grant:${tripId}.${expires}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return Number(expires) > now.getTime() ? tripId : undefined
}
