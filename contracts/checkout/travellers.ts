/**
 * 000 §5 rules for the travellers of a booking, shared by the traveller form (errors beside the
 * field as the traveller types) and the booking service (the same errors as a 400). Pure.
 *
 * Ages are counted on the day of the first flight, as airlines do. The thresholds come from
 * app.config.ts `checkout` (000 §5: under 5 an infant, 5 to under 12 a child, from 12 an adult; a
 * senior citizen a woman over 58 or anyone over 60; insurance for Indian residents aged 1 to 70).
 */
import type { BookingTravellerInput, PassengerCounts, PassengerType } from './booking'

export interface AgeRules {
  infantBelowYears: number
  childBelowYears: number
  seniorFemaleOverYears: number
  seniorOverYears: number
  insuranceMinAge: number
  insuranceMaxAge: number
}

/** Whole years from `birth` to `on` (both 'YYYY-MM-DD'). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number)
  const [oy, om, od] = on.split('-').map(Number)
  if (!by || !bm || !bd || !oy || !om || !od) return Number.NaN
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0)
}

export function typeForAge(age: number, rules: AgeRules): PassengerType {
  if (age < rules.infantBelowYears) return 'INFANT'
  if (age < rules.childBelowYears) return 'CHILD'
  return 'ADULT'
}

export function isSeniorAge(age: number, gender: 'male' | 'female', rules: AgeRules): boolean {
  return gender === 'female' ? age > rules.seniorFemaleOverYears : age > rules.seniorOverYears
}

const typeWords: Record<PassengerType, string> = { ADULT: 'an adult', CHILD: 'a child', INFANT: 'an infant' }

export interface TravellerContext {
  /** Day of the first flight. */
  travelDate: string
  /** Day of the last flight (a passport must be valid after it). */
  lastTravelDate: string
  today: string
  international: boolean
  insuranceOffered: boolean
  rules: AgeRules
}

export interface TravellerProblem {
  /** Field name within the traveller: 'date_of_birth', 'senior_citizen', 'insurance', … */
  field: string
  message: string
}

/** What is wrong with one traveller's details (empty when nothing). */
export function travellerProblems(t: BookingTravellerInput, ctx: TravellerContext): TravellerProblem[] {
  const problems: TravellerProblem[] = []
  const { rules } = ctx
  const age = t.date_of_birth ? ageOn(t.date_of_birth, ctx.travelDate) : undefined
  if (t.date_of_birth && (t.date_of_birth > ctx.today || t.date_of_birth < '1900-01-01'))
    problems.push({ field: 'date_of_birth', message: 'Enter a date of birth between 1900 and today' })
  else if (age !== undefined) {
    const byAge = typeForAge(age, rules)
    if (byAge !== t.type)
      problems.push({
        field: 'date_of_birth',
        message: `This date of birth makes the traveller ${typeWords[byAge]} (${age} on the day of travel), but this place is for ${typeWords[t.type]}`,
      })
  } else if (t.type !== 'ADULT')
    problems.push({
      field: 'date_of_birth',
      message: `Enter the date of birth of ${t.type === 'CHILD' ? 'the child' : 'the infant'}`,
    })
  if (t.senior_citizen) {
    if (t.type !== 'ADULT')
      problems.push({ field: 'senior_citizen', message: 'Only an adult can travel as a senior citizen' })
    else if (age === undefined)
      problems.push({
        field: 'date_of_birth',
        message: 'Enter the date of birth to travel as a senior citizen',
      })
    else if (!isSeniorAge(age, t.gender, rules))
      problems.push({
        field: 'senior_citizen',
        message:
          t.gender === 'female'
            ? `A senior citizen concession needs a woman to be over ${rules.seniorFemaleOverYears}`
            : `A senior citizen concession needs a man to be over ${rules.seniorOverYears}`,
      })
  }
  if (t.insurance) {
    if (!ctx.insuranceOffered)
      problems.push({ field: 'insurance', message: 'Travel insurance is issued only to residents of India' })
    else if (age === undefined)
      problems.push({ field: 'date_of_birth', message: 'Enter the date of birth to add travel insurance' })
    else if (age < rules.insuranceMinAge || age > rules.insuranceMaxAge)
      problems.push({
        field: 'insurance',
        message: `Travel insurance is issued only to travellers aged ${rules.insuranceMinAge} to ${rules.insuranceMaxAge}`,
      })
  }
  if (ctx.international) {
    if (!t.passport_number)
      problems.push({
        field: 'passport_number',
        message: 'Enter the passport number for an international trip',
      })
    if (!t.passport_expiry)
      problems.push({ field: 'passport_expiry', message: 'Enter the passport expiry date' })
    else if (t.passport_expiry <= ctx.lastTravelDate)
      problems.push({
        field: 'passport_expiry',
        message: 'The passport must be valid after the last day of travel',
      })
    if (!t.nationality)
      problems.push({ field: 'nationality', message: 'Choose the nationality on the passport' })
  }
  return problems
}

/** Whether the travellers are exactly the booking's passengers, type by type. */
export function countsProblem(types: PassengerType[], passengers: PassengerCounts): string | undefined {
  const count = (type: PassengerType) => types.filter((t) => t === type).length
  const want = [
    ['ADULT', passengers.adult, 'adult'],
    ['CHILD', passengers.child, 'child'],
    ['INFANT', passengers.infant, 'infant'],
  ] as const
  for (const [type, n, word] of want) {
    if (count(type) !== n)
      return `This booking is for ${passengers.adult} adult(s), ${passengers.child} child(ren) and ${passengers.infant} infant(s): send one traveller for each (${count(type)} ${word} sent, ${n} expected)`
  }
  return undefined
}
