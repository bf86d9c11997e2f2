/**
 * The store answers pages before the upstream services have opened their database, so the first
 * flight test could meet ECONNREFUSED on its first server call (the "flaky" airport test). Flight
 * tests wait for the services' /health first; nothing else needs them before a flight test.
 */
import { upstreamPort } from './ports'

export async function upstreamReady(timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${upstreamPort}/health`)
      if (res.ok) return
      last = `HTTP ${res.status}`
    } catch (e) {
      last = e instanceof Error ? e.message : String(e)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The upstream services on port ${upstreamPort} did not become healthy: ${last}`)
}
