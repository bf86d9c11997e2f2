/**
 * What each sandbox airline serves: a paid menu on the low-cost carriers, meals included on the
 * full-service ones, nothing on regional turboprops and flights under an hour.
 */
import type { FlightLeg } from '@contracts/flights/schemas'
import type { Meal } from '@contracts/checkout/seat-map'

const lowCost: Meal[] = [
  { code: 'VGSW', name: 'Paneer tikka sandwich', price: 25_000, vegetarian: true },
  { code: 'VGUP', name: 'Upma with coconut chutney', price: 22_000, vegetarian: true },
  { code: 'NVSW', name: 'Chicken junglee sandwich', price: 30_000, vegetarian: false },
  { code: 'NVBR', name: 'Chicken biryani', price: 40_000, vegetarian: false },
]

const included: Meal[] = [
  { code: 'VGML', name: 'Vegetarian meal', price: 0, vegetarian: true },
  { code: 'AVML', name: 'Asian vegetarian (Jain on request)', price: 0, vegetarian: true },
  { code: 'NVML', name: 'Non-vegetarian meal', price: 0, vegetarian: false },
]

export function mealsFor(
  leg: Pick<FlightLeg, 'airline_code' | 'travel_duration_in_minutes' | 'aircraft'>,
): Meal[] {
  const aircraft = (leg.aircraft ?? '').toLowerCase()
  if (aircraft.includes('atr') || aircraft.includes('q400') || leg.travel_duration_in_minutes < 60) return []
  if (['AI', 'UK', 'EK'].includes(leg.airline_code)) return included
  return lowCost
}

/** 000 §7 GET /flights/preferred_meals: the meal preferences a traveller can state (IATA SSR codes). */
export const preferredMeals = [
  { code: 'VGML', name: 'Vegetarian (lacto-ovo)' },
  { code: 'AVML', name: 'Asian vegetarian' },
  { code: 'VJML', name: 'Vegetarian Jain' },
  { code: 'NVML', name: 'Non-vegetarian' },
  { code: 'DBML', name: 'Diabetic' },
  { code: 'CHML', name: 'Child meal' },
  { code: 'BBML', name: 'Baby meal' },
  { code: 'GFML', name: 'Gluten-free' },
]
