import { describe, expect, it } from 'vitest'
import { startUpstream } from '~/services/main'
import { createTestDatabase, get } from '../support/upstream'

const datasets = [
  '/flights/flights/airports?status=true',
  '/flights/flights/airlines',
  '/flights/flights/alliances',
  '/config/configuration?hour=8',
]

async function etags(base: string): Promise<(string | null)[]> {
  return Promise.all(datasets.map(async (path) => (await get(base, path)).headers.get('etag')))
}

describe('two instances on one database behave as one', () => {
  // Two fresh database opens with migrations and seed: generous on a loaded 2-core machine.
  it('serve the same ETags, and an ETag from one gets 304 from the other', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase()
    try {
      if (database.kind === 'postgres') {
        // Concurrent start-up: the migration lock must keep them from racing.
        const [a, b] = await Promise.all([
          startUpstream({ deployment: database.deployment, port: 0 }),
          startUpstream({ deployment: database.deployment, port: 0 }),
        ])
        try {
          const [tagsA, tagsB] = await Promise.all([etags(a.url), etags(b.url)])
          expect(tagsA.every((t) => t !== null)).toBe(true)
          expect(tagsB).toEqual(tagsA)
          const res = await get(b.url, datasets[0] ?? '', { 'if-none-match': tagsA[0] ?? '' })
          expect(res.status).toBe(304)
        } finally {
          await Promise.all([a.close(), b.close()])
        }
      } else {
        // PGlite is single-process: one instance at a time on the same folder, as after a restart.
        const first = await startUpstream({ deployment: database.deployment, port: 0 })
        const tagsFirst = await etags(first.url)
        await first.close()
        const second = await startUpstream({ deployment: database.deployment, port: 0 })
        try {
          expect(tagsFirst.every((t) => t !== null)).toBe(true)
          expect(await etags(second.url)).toEqual(tagsFirst)
          const res = await get(second.url, datasets[3] ?? '', { 'if-none-match': tagsFirst[3] ?? '' })
          expect(res.status).toBe(304)
        } finally {
          await second.close()
        }
      }
    } finally {
      await database.drop()
    }
  })
})
