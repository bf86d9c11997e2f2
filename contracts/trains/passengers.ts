/**
 * Train passengers (001 §3 "Train passenger", §5 train rules and their exact messages, §9 Trains;
 * issue 16). The schemas give the 001 §3 defaults; the rules are pure functions the passenger form
 * (errors beside the field as the traveller types) and the booking service (the same errors in a
 * 400) both call, so the two never disagree. Client-safe: zod and contracts/trains/codes.ts only.
 *
 * Ages are whole years on the day of travel, as the railway counts them (the form asks for the age,
 * not the date of birth). Thresholds are in `TrainAgeLimits` (001 §5 maxChildAge, minPassengerAge,
 * maxPassengerAge, srctnwAge, srctznAge), defaulting to contracts/trains/codes.ts TRAIN_LIMITS.
 */
import { z } from 'zod'
import { text } from '@contracts/fields'
import {
  BERTHS,
  BERTHS_BY_CLASS,
  BERTH_CLASSES,
  BERTH_NAMES,
  CLASS_NAMES,
  CONCESSIONS,
  GENDERS,
  ID_TYPES,
  LOWER_BERTHS,
  MEALS,
  TRAIN_LIMITS,
  type Berth,
  type BerthChoice,
  type Concession,
  type Gender,
  type Meal,
  type PassengerType,
  type Quota,
  type TrainClass,
} from './codes'

/** 001 §5 messages, word for word where the spec gives them (docs/decisions/0135). */
export const passengerMessages = {
  /** 001 §5 generic form error: any rule broken, and a 7th passenger sent to the service. */
  genericForm:
    'Some details seem to be missing/incorrect in the form above. Please complete it and try again.',
  /** The passenger form disables "Add passenger" at the limit and says why. */
  maxPassengers: 'Maximum 6 passengers per booking',
  atLeastOnePassenger: 'Add at least one passenger aged 5 or more',
  nameRequired: 'Enter the passenger’s name',
  nameTooLong: 'The name can be at most 16 characters, as the railway prints it on the ticket',
  nameLetters: 'Use letters, spaces and dots only in the name',
  ageRequired: 'Enter the age in years',
  /** An under-5 travels as an infant (no ticket, no berth). */
  ageInfant: 'Children under 5 travel free without a berth: add them as an infant instead',
  ageTooHigh: 'Enter an age of at most 125 years',
  genderRequired: 'Choose Male, Female or Transgender',
  /** 001 §5 berth-choice messages. */
  choiceOneLower:
    'Please select at least one LOWER type in the Berth Preference, as you have selected at least 1 Lower Berth choice.',
  choiceTwoLower:
    'Please select two LOWER type in the Berth Preference, as you have selected 2 Lower Berths choice.',
  choiceTwoPassengers: 'You have less than two passengers, but selected for 2 LOWER berths option.',
  /** 001 §5 Ladies quota. */
  ladiesQuota:
    'Adult males are not allowed to book under Ladies quota. Please use correct passenger details or select another quota for your booking.',
  /** 001 §5 Senior citizen quota: the reason and what to do (the spec gives the gist, not the words). */
  seniorQuota:
    'Only senior citizens, women aged 45 or more and men aged 60 or more can book under Senior Citizen quota. Please use correct passenger details or select another quota for your booking.',
  concessionNotSenior:
    'Senior citizen concession is only for women over 58 and anyone over 60. Please correct the age or do not avail the concession.',
  berthNoPreference: (cls: TrainClass) =>
    `${CLASS_NAMES[cls]} has seats, not berths: leave the berth preference empty or choose Window seat`,
  berthNotInClass: (berth: Berth, cls: TrainClass) =>
    `${BERTH_NAMES[berth]} is not a berth in ${CLASS_NAMES[cls]}; choose one of ${BERTHS_BY_CLASS[cls]
      .map((b) => BERTH_NAMES[b])
      .join(', ')}`,
  foodRequired: 'Choose Vegetarian, Non-Vegetarian or No Food: this train serves meals',
  foodNotCatered: 'This train does not serve meals: leave the food choice empty',
  passportRequired: 'Enter the passport number: passengers who are not Indian nationals need one',
  passportFormat: 'Enter the passport number as printed: 6 to 12 letters and digits',
  idNumberRequired: 'Enter the number of the identity card you chose',
  idTypeRequired: 'Choose the kind of identity card this number belongs to',
  idNumberFormat: 'Enter the identity card number as printed: 4 to 20 letters, digits or dashes',
  childBerthOnlyChild: 'Only a child aged 5 to 11 may travel without a berth',
  infantAge: 'An infant is under 5 years old',
  infantsPerAdult:
    'Each infant travels on the lap of a passenger aged 12 or more: add an adult or remove an infant',
  addressLength: 'Enter an address of 3 to 30 characters',
  mobile: 'Enter a 10-digit mobile number',
} as const

/** 001 §5 limits the passenger type comes from (the spec's names, app.config overrides them). */
export interface TrainAgeLimits {
  /** The oldest child (11: from 12 an adult). */
  maxChildAge: number
  /** The youngest passenger who needs a ticket (5: younger is an infant). */
  minPassengerAge: number
  maxPassengerAge: number
  /** A woman older than this is a senior citizen (58). */
  srctnwAge: number
  /** Anyone older than this is a senior citizen (60). */
  srctznAge: number
}
export const DEFAULT_AGE_LIMITS: TrainAgeLimits = {
  maxChildAge: TRAIN_LIMITS.childBelow - 1,
  minPassengerAge: TRAIN_LIMITS.infantBelow,
  maxPassengerAge: TRAIN_LIMITS.maxPassengerAge,
  srctnwAge: TRAIN_LIMITS.seniorFemaleOver,
  srctznAge: TRAIN_LIMITS.seniorOver,
}

export type TravellerKind = PassengerType | 'Infant'

/**
 * 001 §5 type by age: under 5 an infant, 5 to 11 a child, from 12 an adult, a senior citizen a
 * woman over 58 or anyone over 60. Beyond the oldest passenger age the passenger counts as senior.
 */
export function passengerTypeOf(
  age: number,
  gender: Gender,
  limits: TrainAgeLimits = DEFAULT_AGE_LIMITS,
): TravellerKind {
  if (age > limits.maxPassengerAge) return 'SC'
  if (age < limits.minPassengerAge) return 'Infant'
  if (age <= limits.maxChildAge) return 'Child'
  if (isSeniorCitizen(age, gender, limits)) return 'SC'
  return 'Adult'
}

/** 001 §5: senior concession applies only if the age meets the gender threshold. */
export function isSeniorCitizen(
  age: number,
  gender: Gender,
  limits: TrainAgeLimits = DEFAULT_AGE_LIMITS,
): boolean {
  return (gender === 'F' && age > limits.srctnwAge) || age > limits.srctznAge
}

/** 001 §5 Senior Citizen quota: senior citizens, women of 45 or more, men of 60 or more. */
export function mayBookSeniorQuota(
  age: number,
  gender: Gender,
  limits: TrainAgeLimits = DEFAULT_AGE_LIMITS,
): boolean {
  if (isSeniorCitizen(age, gender, limits)) return true
  return gender === 'F' ? age >= TRAIN_LIMITS.seniorQuotaWomen : age >= TRAIN_LIMITS.seniorQuotaMen
}

/** A person's name as the railway prints it: letters, spaces and dots, at most 16 characters. */
export const TRAIN_NAME_PATTERN = /^[A-Za-z][A-Za-z .]*$/
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,12}$/
export const ID_NUMBER_PATTERN = /^[A-Z0-9-]{4,20}$/

const ID_CODES = ID_TYPES.map((t) => t.code) as [IdTypeCode, ...IdTypeCode[]]
type IdTypeCode = (typeof ID_TYPES)[number]['code']

/**
 * 001 §3 Train passenger with its defaults: empty berth preference, the senior-citizen concession
 * flags false, child berth true, bedroll false, concession choice Avail Concession, nationality IN.
 * The schema checks types and sizes; the rules below (passengerProblems) give the messages.
 */
export const trainPassengerSchema = z.object({
  name: text({ max: 40, trim: true }),
  age: z.number({ error: passengerMessages.ageRequired }).int(passengerMessages.ageRequired).min(0).max(200),
  gender: z.enum(GENDERS, { error: passengerMessages.genderRequired }),
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as IN')
    .default('IN'),
  berth_preference: z.union([z.enum(BERTHS), z.literal('')]).default(''),
  /** The passenger claims the senior-citizen concession (a senior by age and gender only). */
  avail_snr_ctzn_concession: z.boolean().default(false),
  /** The railway's flag for a senior who forgoes it (FORGO_* below). */
  opt_for_snr_ctzn_concession: z.boolean().default(false),
  /** 001 §9 concession options; Avail Concession by default. */
  concession: z.enum(CONCESSIONS).default('AVAIL'),
  /** A child (5–11) takes a berth at the full fare, or travels without one at half the base fare. */
  opt_for_child_berth: z.boolean().default(true),
  bedroll_choice: z.boolean().default(false),
  /** 001 §9 meal type, where the train serves meals. */
  food: z.enum(MEALS).optional(),
  /** The saved traveller it came from (signed in), for the record only. */
  id: z.number().int().positive().optional(),
  /** Identity card (one of the ten, 001 §9) and its number. */
  id_type: z.enum(ID_CODES).optional(),
  id_number: z.string().trim().toUpperCase().max(40).optional(),
  /** Non-Indian nationals only. */
  passportNo: z.string().trim().toUpperCase().max(40).optional(),
})
export type TrainPassenger = z.output<typeof trainPassengerSchema>
export type TrainPassengerInput = z.input<typeof trainPassengerSchema>
/** A passenger as the form holds it while being filled in (any field may still be missing). */
export type PassengerDraft = Partial<TrainPassengerInput>

/** 001 §3 Infant: serial number, gender, title Mstr or Miss (and the name and age for the chart). */
export const trainInfantSchema = z.object({
  serial_number: z.number().int().min(1).max(6),
  name: text({ max: 40, trim: true }),
  age: z.number().int().min(0).max(4),
  gender: z.enum(GENDERS, { error: passengerMessages.genderRequired }),
  title: z.enum(['Mstr', 'Miss']),
})
export type TrainInfant = z.output<typeof trainInfantSchema>

export interface PassengerProblem {
  /** Field within the passenger ('name', 'age', 'berth_preference', …), or '' for the whole list. */
  field: string
  message: string
}

export interface PassengerContext {
  travelClass: TrainClass
  quota: Quota
  /** The train serves meals (food V/N/D asked). */
  catered: boolean
  limits?: TrainAgeLimits
}

/** What is wrong with one passenger on its own (empty when nothing). */
export function passengerProblems(p: PassengerDraft, ctx: PassengerContext): PassengerProblem[] {
  const limits = ctx.limits ?? DEFAULT_AGE_LIMITS
  const out: PassengerProblem[] = []
  const name = (p.name ?? '').trim()
  if (!name) out.push({ field: 'name', message: passengerMessages.nameRequired })
  else if (name.length > TRAIN_LIMITS.nameMax)
    out.push({ field: 'name', message: passengerMessages.nameTooLong })
  else if (!TRAIN_NAME_PATTERN.test(name)) out.push({ field: 'name', message: passengerMessages.nameLetters })

  const age = p.age
  const ageKnown = typeof age === 'number' && Number.isInteger(age) && age >= 0
  if (!ageKnown) out.push({ field: 'age', message: passengerMessages.ageRequired })
  else if (age < limits.minPassengerAge) out.push({ field: 'age', message: passengerMessages.ageInfant })
  else if (age > limits.maxPassengerAge) out.push({ field: 'age', message: passengerMessages.ageTooHigh })
  if (!p.gender || !(GENDERS as readonly string[]).includes(p.gender))
    out.push({ field: 'gender', message: passengerMessages.genderRequired })

  if (ageKnown && p.gender) {
    const type = passengerTypeOf(age, p.gender, limits)
    if (ctx.quota === 'LD' && p.gender === 'M' && type !== 'Child')
      out.push({ field: 'gender', message: passengerMessages.ladiesQuota })
    if (ctx.quota === 'SS' && !mayBookSeniorQuota(age, p.gender, limits))
      out.push({ field: 'age', message: passengerMessages.seniorQuota })
    if (p.avail_snr_ctzn_concession && !isSeniorCitizen(age, p.gender, limits))
      out.push({ field: 'avail_snr_ctzn_concession', message: passengerMessages.concessionNotSenior })
    if (p.opt_for_child_berth === false && type !== 'Child')
      out.push({ field: 'opt_for_child_berth', message: passengerMessages.childBerthOnlyChild })
  }

  const berth = p.berth_preference ?? ''
  if (berth) {
    const allowed = BERTHS_BY_CLASS[ctx.travelClass]
    if (!BERTH_CLASSES.includes(ctx.travelClass) && berth !== 'WS')
      out.push({ field: 'berth_preference', message: passengerMessages.berthNoPreference(ctx.travelClass) })
    else if (!allowed.includes(berth))
      out.push({
        field: 'berth_preference',
        message: passengerMessages.berthNotInClass(berth, ctx.travelClass),
      })
  }

  if (ctx.catered && !p.food) out.push({ field: 'food', message: passengerMessages.foodRequired })
  if (!ctx.catered && p.food) out.push({ field: 'food', message: passengerMessages.foodNotCatered })

  const nationality = (p.nationality ?? 'IN').trim().toUpperCase()
  if (nationality !== 'IN') {
    const passport = (p.passportNo ?? '').trim().toUpperCase()
    if (!passport) out.push({ field: 'passportNo', message: passengerMessages.passportRequired })
    else if (!PASSPORT_PATTERN.test(passport))
      out.push({ field: 'passportNo', message: passengerMessages.passportFormat })
  }

  const idNumber = (p.id_number ?? '').trim().toUpperCase()
  if (p.id_type && !idNumber) out.push({ field: 'id_number', message: passengerMessages.idNumberRequired })
  else if (!p.id_type && idNumber) out.push({ field: 'id_type', message: passengerMessages.idTypeRequired })
  else if (idNumber && !ID_NUMBER_PATTERN.test(idNumber))
    out.push({ field: 'id_number', message: passengerMessages.idNumberFormat })
  return out
}

/**
 * 001 §5 berth-confirmation choice against the passengers' preferences: 2 needs one LOWER
 * preference, 3 needs two passengers and two LOWER preferences (LOWER: lower and side lower).
 */
export function berthChoiceProblem(
  choice: BerthChoice,
  preferences: readonly (Berth | '' | undefined)[],
): string | undefined {
  const lowers = preferences.filter((b): b is Berth => !!b && LOWER_BERTHS.includes(b)).length
  if (choice === 2 && lowers < 1) return passengerMessages.choiceOneLower
  if (choice === 3 && preferences.length < 2) return passengerMessages.choiceTwoPassengers
  if (choice === 3 && lowers < 2) return passengerMessages.choiceTwoLower
  return undefined
}

/** Infants: under 5, at most one per passenger aged 12 or more. */
export function infantProblems(
  infants: readonly { age?: number }[],
  passengers: readonly { age?: number; gender?: Gender }[],
  limits: TrainAgeLimits = DEFAULT_AGE_LIMITS,
): PassengerProblem[] {
  const out: PassengerProblem[] = []
  for (const infant of infants)
    if (typeof infant.age !== 'number' || infant.age < 0 || infant.age >= limits.minPassengerAge)
      out.push({ field: 'age', message: passengerMessages.infantAge })
  const grownUps = passengers.filter((p) => typeof p.age === 'number' && p.age > limits.maxChildAge).length
  if (infants.length > grownUps) out.push({ field: '', message: passengerMessages.infantsPerAdult })
  return out
}

export interface PassengerListProblems {
  /** Problems of passenger i (same order as the list). */
  passengers: PassengerProblem[][]
  infants: PassengerProblem[]
  /** Problems of the list as a whole: count, berth choice. */
  list: string[]
}

/** Every rule over the whole list; `ok` when nothing is wrong. */
export function passengerListProblems(
  passengers: readonly PassengerDraft[],
  infants: readonly { age?: number }[],
  choice: BerthChoice,
  ctx: PassengerContext & { maxPassengers?: number },
): PassengerListProblems & { ok: boolean } {
  const max = ctx.maxPassengers ?? TRAIN_LIMITS.maxPassengers
  const list: string[] = []
  if (passengers.length === 0) list.push(passengerMessages.atLeastOnePassenger)
  if (passengers.length > max) list.push(passengerMessages.genericForm)
  const choiceProblem = berthChoiceProblem(
    choice,
    passengers.map((p) => p.berth_preference),
  )
  if (choiceProblem) list.push(choiceProblem)
  const each = passengers.map((p) => passengerProblems(p, ctx))
  const inf = infantProblems(infants, passengers, ctx.limits)
  return {
    passengers: each,
    infants: inf,
    list,
    ok: list.length === 0 && inf.length === 0 && each.every((e) => e.length === 0),
  }
}

/** The passenger form may add another passenger (001 §5: the button is disabled at six). */
export function canAddPassenger(count: number, max: number = TRAIN_LIMITS.maxPassengers): boolean {
  return count < max
}

/** 001 §5 contact address: 3 to 30 characters. */
export function addressProblem(address: string | undefined): string | undefined {
  const a = (address ?? '').trim()
  return a.length < TRAIN_LIMITS.addressMin || a.length > TRAIN_LIMITS.addressMax
    ? passengerMessages.addressLength
    : undefined
}

/**
 * The concession the fare uses: a senior who avails it gets the choice (Avail, Forgo 50 %, Forgo
 * full); anybody else none. Fares read this, never the caller's flag alone.
 */
export function effectiveConcession(
  p: Pick<TrainPassenger, 'age' | 'gender' | 'avail_snr_ctzn_concession' | 'concession'>,
  limits: TrainAgeLimits = DEFAULT_AGE_LIMITS,
): Concession | undefined {
  if (!p.avail_snr_ctzn_concession || !isSeniorCitizen(p.age, p.gender, limits)) return undefined
  return p.concession
}

/** A child without a berth (half the base fare, no place allotted). */
export function needsBerth(
  p: Pick<TrainPassenger, 'age' | 'gender' | 'opt_for_child_berth'>,
  limits = DEFAULT_AGE_LIMITS,
) {
  return !(passengerTypeOf(p.age, p.gender, limits) === 'Child' && p.opt_for_child_berth === false)
}

export type { Meal }
