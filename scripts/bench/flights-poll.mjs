// Poll endpoint throughput (issue 3): a completed search polled with its ETag (304, what a client
// sends while nothing changes) and without (200 with every result), beside the bare /health of the
// same server. Printed, not asserted. Exports run({ upstream, autocannon }) → rows.

function inDays(n) {
  // The store's calendar is India's.
  const now = new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000)
  return now.toISOString().slice(0, 10)
}

export async function run({ upstream, autocannon }) {
  const start = await fetch(`${upstream}/flights/b2b/v1.0/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-scenario': 'latencyMs=0' },
    body: JSON.stringify({
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      search_type: 'one_way',
      travel_date: inDays(14),
    }),
  })
  if (!start.ok) throw new Error(`flights-poll bench: the search did not start (${start.status})`)
  const answer = await start.json()
  const etag = start.headers.get('etag') ?? ''
  const pollUrl = `${upstream}/flights/b2b/v1.0/flights/search/${answer.data.id}?storeId=web`

  const rows = []
  const cannon = async (name, url, headers = {}) => {
    const r = await autocannon({ url, connections: 20, duration: 5, headers })
    rows.push({ figure: `${name} req/s (20 connections)`, value: Math.round(r.requests.average) })
    rows.push({ figure: `  p99 latency ms`, value: r.latency.p99 })
    rows.push({ figure: `  errors and timeouts`, value: r.errors + r.timeouts })
  }
  await cannon('upstream GET /health (bare, beside the poll)', `${upstream}/health`)
  await cannon('flight poll, If-None-Match (304)', pollUrl, { 'if-none-match': etag })
  await cannon(`flight poll, full answer (${answer.data.results.length} results)`, pollUrl)
  return rows
}
