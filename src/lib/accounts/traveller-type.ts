/**
 * Traveller type by age (000 §5): under 5 infant; 5 to under 12 child; from 12 adult; senior
 * citizen if female over 58 or anyone over 60. Ages are whole years on the given day.
 */
import { differenceInYears, parseISO } from 'date-fns'

export type PassengerType = 'ADULT' | 'CHILD' | 'INFANT' | 'SENIOR'
export type Gender = 'female' | 'male' | 'other'

export function ageOn(dateOfBirth: string, on: Date): number {
  return differenceInYears(on, parseISO(dateOfBirth))
}

export function passengerTypeFor(dateOfBirth: string | undefined, gender: Gender, on: Date): PassengerType {
  if (!dateOfBirth) return 'ADULT'
  const age = ageOn(dateOfBirth, on)
  if (age < 5) return 'INFANT'
  if (age < 12) return 'CHILD'
  if (age > 60 || (gender === 'female' && age > 58)) return 'SENIOR'
  return 'ADULT'
}

export const passengerTypeLabels: Record<PassengerType, string> = {
  ADULT: 'Adult',
  CHILD: 'Child',
  INFANT: 'Infant',
  SENIOR: 'Senior citizen',
}
