/** The fare re-check of the chosen flights (000 §7 offer calls): made, then polled until not PENDING. */
import type { Hono } from 'hono'
import { offerRequestSchema } from '@contracts/checkout/booking'
import { envelope } from '~/services/http/envelope'
import { sandboxClientOf } from '~/services/http/sandbox-guard'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { findSearch, setSandboxControl } from '~/services/flights/store'
import { createOffer, readOffer } from '../offers'
import { idPath, noStore, scenarioText, type CheckoutContext } from './common'

export function registerOffers(app: Hono, ctx: CheckoutContext): void {
  const { db, options, now } = ctx

  app.post('/api/v1.0/offers', async (c) => {
    const body = await parseJsonBody(c, offerRequestSchema)
    const search = await findSearch(db, body.search_id)
    const searchText = search ? scenarioText(search.scenario) : ''
    const { scenario } = await ctx.controlsOf(c, searchText)
    const offer = await createOffer(
      db,
      body,
      { reprice: scenario.reprice, latencyMs: scenario.repriceLatencyMs },
      now(),
      options.product.polling.repricingExpiryMs,
    )
    if (options.sandbox) await setSandboxControl(db, `newest-offer:${sandboxClientOf(c)}`, offer.id)
    noStore(c)
    return c.json(envelope(offer), 201)
  })

  app.get('/api/v1.0/offers/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    noStore(c)
    return c.json(envelope(await readOffer(db, id, now())))
  })
}
