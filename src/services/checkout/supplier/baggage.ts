/**
 * Prepaid extra check-in baggage, the one extra service of 000 §9: offered only by the airlines of
 * `flights.extraServiceAirlines` (9W, SG, 6E, AI by default), each with its own menu of pieces.
 * Domestic low-cost prices, cheaper per kilogram as the piece grows. Integer paise.
 */
import type { ExtraBaggage } from '@contracts/checkout/seat-map'

/** Price per piece in rupees, by weight, per airline (5, 10, 15, 20, 30 kg). */
const rupees: Record<string, readonly [number, number, number, number, number]> = {
  '6E': [1_900, 3_700, 5_400, 7_000, 10_200],
  SG: [1_800, 3_500, 5_100, 6_600, 9_600],
  AI: [2_100, 4_100, 6_000, 7_800, 11_400],
  '9W': [2_000, 3_900, 5_700, 7_400, 10_800],
}
const weights = [5, 10, 15, 20, 30] as const

/** The airline's pieces, or none when it does not sell extra baggage (or is not one of `airlines`). */
export function baggageFor(airlineCode: string, airlines: readonly string[]): ExtraBaggage[] {
  const prices = rupees[airlineCode]
  if (!prices || !airlines.includes(airlineCode)) return []
  return weights.map((kg, i) => ({
    code: `XBAG${kg}`,
    quantity: kg,
    unit: 'kg',
    price: (prices[i] ?? 0) * 100,
  }))
}
