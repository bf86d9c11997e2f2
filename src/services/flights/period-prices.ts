/**
 * The fare calendar (GET /flights/flights/period_prices): the cheapest one-adult economy fare of
 * each day, the same number the search inventory shows as its cheapest that day, banded LOW / MID /
 * HIGH by thirds of the period's range.
 *
 * `type`: one_way (default) prices origin → destination; roundtrip prices the way back
 * (destination → origin) for choosing a return date, with days before `ongoing_date` NO_INFO.
 * `cabin` (not in 000 §7, which shows no class; ECONOMY when absent, docs/decisions/0032): the
 * class searched, so a business search's calendar shows business fares.
 */
import { z } from 'zod'
import type { PeriodPrice } from '@contracts/flights/schemas'
import { classTypeSchema, isoDateSchema } from '@contracts/flights/schemas'
import { addDays, cheapestFare, daysBetween, todayInIndia, type DirectionQuery } from './supplier'

export const MAX_PERIOD_DAYS = 62

const code = z.string().regex(/^X?[A-Z]{3}$/, 'must be a 3-letter airport code or an X city code (XLON)')

export const periodPricesQuerySchema = z
  .object({
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    origin: code,
    destination: code,
    type: z.enum(['one_way', 'roundtrip'], { error: 'must be one_way or roundtrip' }).default('one_way'),
    ongoing_date: isoDateSchema.optional(),
    cabin: z
      .enum(classTypeSchema.options, {
        error: `must be one of ${classTypeSchema.options.join(', ')}`,
      })
      .default('ECONOMY'),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.start_date, q.end_date) + 1
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' })
    else if (days > MAX_PERIOD_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `the period is at most ${MAX_PERIOD_DAYS} days`,
      })
    if (q.origin === q.destination)
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: 'Origin and destination must be different',
      })
    if (q.type === 'roundtrip' && !q.ongoing_date)
      ctx.addIssue({
        code: 'custom',
        path: ['ongoing_date'],
        message: 'is required for a roundtrip calendar',
      })
  })

export type PeriodPricesQuery = z.infer<typeof periodPricesQuerySchema>

const cache = new Map<string, number | null>()

function cheapestCached(q: DirectionQuery, now: number): number | null {
  const { origin, destination, date, cabin } = q
  // The 3-hour sales cut-off only touches today, so other days can be kept for the day.
  const key = `${origin}:${destination}:${date}:${cabin}:${todayInIndia(now)}`
  const today = date === todayInIndia(now)
  const hit = today ? undefined : cache.get(key)
  if (hit !== undefined) return hit
  const value = cheapestFare(q, now)
  if (cache.size > 5000) cache.clear()
  if (!today) cache.set(key, value)
  return value
}

export function periodPrices(q: PeriodPricesQuery, now: number): PeriodPrice[] {
  const [from, to] = q.type === 'roundtrip' ? [q.destination, q.origin] : [q.origin, q.destination]
  const today = todayInIndia(now)
  const days = daysBetween(q.start_date, q.end_date) + 1
  const prices = Array.from({ length: days }, (_, i) => {
    const date = addDays(q.start_date, i)
    const open = date >= today && (q.type === 'one_way' || date >= (q.ongoing_date ?? date))
    return {
      date,
      price: open ? cheapestCached({ origin: from, destination: to, date, cabin: q.cabin }, now) : null,
    }
  })
  const known = prices.map((p) => p.price).filter((p): p is number => p !== null)
  const min = Math.min(...known)
  const span = Math.max(...known) - min
  return prices.map(({ date, price }) => ({
    date,
    price,
    band:
      price === null
        ? 'NO_INFO'
        : span === 0 || price <= min + span / 3
          ? 'LOW'
          : price <= min + (2 * span) / 3
            ? 'MID'
            : 'HIGH',
  }))
}
