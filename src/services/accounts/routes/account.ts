/**
 * Account service (000 §7 "Account service") under /account: customer, GST sub-terminals, saved
 * travellers, passengers, and the public reference lists (GST states, country dialling codes).
 */
import { Hono } from 'hono'
import type { AccountsContext } from '../context'
import { countryCodes } from '../data/country-codes'
import { gstStateByCode } from '../data/gst-states'
import { countryCodesQuery, provinceQuery } from './account-bodies'
import { registerCustomer } from './customer'
import { registerTravellers } from './travellers'
import { envelope } from '~/services/http/envelope'
import { notFoundError } from '~/services/http/errors'
import { parseQuery } from '~/services/http/validate'

export function accountRoutes(ctx: AccountsContext): Hono {
  const app = new Hono()

  app.get('/province', (c) => {
    const { stateGstCode } = parseQuery(c, provinceQuery)
    const state = gstStateByCode.get(stateGstCode)
    if (!state) throw notFoundError(`No Indian state has the GST code '${stateGstCode}'`)
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(envelope(state))
  })

  app.get('/country-codes', (c) => {
    const { currentPage, perPage } = parseQuery(c, countryCodesQuery)
    const start = (currentPage - 1) * perPage
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(
      envelope({
        countryCodes: countryCodes.slice(start, start + perPage),
        pagination: {
          currentPage,
          perPage,
          totalCount: countryCodes.length,
          totalPages: Math.ceil(countryCodes.length / perPage),
        },
      }),
    )
  })

  // Personal records below: never stored by shared caches.
  app.use(async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  registerCustomer(app, ctx)
  registerTravellers(app, ctx)
  return app
}
