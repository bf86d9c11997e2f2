/** The railway user id of a booking (001 §7): whether it exists and is active, and its sign-in. */
import type { Hono } from 'hono'
import { z } from 'zod'
import { railLoginSchema, railUserIdSchema } from '@contracts/trains/booking'
import { envelope } from '~/services/http/envelope'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { parseTrainBookingScenario } from '../booking-scenario'
import { railLogin, railUserAvailability } from '../users'
import { noStore, railDown, type TrainBookingContext } from './common'

const userPath = z.object({ id: railUserIdSchema })

export function registerRailUser(app: Hono, ctx: TrainBookingContext): void {
  const { db } = ctx

  app.get('/users/:id/availability', async (c) => {
    const { id } = parsePath(c, userPath)
    if (parseTrainBookingScenario(await ctx.scenarioOf(c)).down) throw railDown()
    noStore(c)
    return c.json(envelope(await railUserAvailability(db, id)))
  })

  app.post('/users/login', async (c) => {
    const body = await parseJsonBody(c, railLoginSchema)
    const scenario = parseTrainBookingScenario(await ctx.scenarioOf(c))
    if (scenario.down) throw railDown()
    noStore(c)
    return c.json(envelope(await railLogin(db, body.userId, body.password, scenario.login === 'fail')))
  })
}
