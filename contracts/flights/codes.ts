/**
 * The trip and cabin codes of 000 §3 as plain data, without zod: the search form and the route
 * addresses need them on the home page, and zod (its code and the building of its schemas) is
 * kept off that page (docs/decisions/0021). contracts/flights/schemas.ts builds its enums from these.
 */
export const tripTypes = ['one_way', 'roundtrip', 'multicity'] as const
export type TripType = (typeof tripTypes)[number]
export const isTripType = (v: unknown): v is TripType => tripTypes.some((t) => t === v)

export const classTypes = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST_CLASS'] as const
export type ClassType = (typeof classTypes)[number]
/** What a traveller calls each class (the form's choices, the fare calendar's caption). */
export const classLabels: Record<ClassType, string> = {
  ECONOMY: 'Economy',
  PREMIUM_ECONOMY: 'Premium economy',
  BUSINESS: 'Business',
  FIRST_CLASS: 'First',
}
/** 000 §3: short codes used in the multi-city address (c=E). */
export const classCodes: Record<ClassType, 'E' | 'PE' | 'B' | 'FC'> = {
  ECONOMY: 'E',
  PREMIUM_ECONOMY: 'PE',
  BUSINESS: 'B',
  FIRST_CLASS: 'FC',
}
