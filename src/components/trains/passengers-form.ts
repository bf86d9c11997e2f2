/**
 * The passenger form's values as typed (strings, as the inputs hold them) and their reading into
 * the booking's passengers (contracts/trains/passengers.ts), checked with the same 001 §5 rules the
 * train service applies, so the form and the service never disagree.
 */
import {
  BERTH_CHOICES,
  CONCESSIONS,
  GENDERS,
  ID_TYPES,
  MEALS,
  type Berth,
  type BerthChoice,
  type Concession,
  type Gender,
  type Meal,
} from '@contracts/trains/codes'
import {
  isSeniorCitizen,
  passengerListProblems,
  passengerMessages,
  type PassengerContext,
  type TrainInfant,
  type TrainPassengerInput,
} from '@contracts/trains/passengers'
import type { TrainTravellersDraft } from '@machines/trains/booking.machine'

export interface PassengerValues {
  name: string
  age: string
  gender: string
  nationality: string
  passportNo: string
  berth_preference: string
  food: string
  childBerth: boolean
  bedroll: boolean
  concession: string
  id_type: string
  id_number: string
}

export interface InfantValues {
  name: string
  age: string
  gender: string
}

export interface PassengersFormValues {
  passengers: PassengerValues[]
  infants: InfantValues[]
  berthChoice: string
}

/** 001 §3 defaults: nationality IN, no berth preference, child berth, no bedroll, Avail Concession. */
export const emptyPassenger = (): PassengerValues => ({
  name: '',
  age: '',
  gender: '',
  nationality: 'IN',
  passportNo: '',
  berth_preference: '',
  food: '',
  childBerth: true,
  bedroll: false,
  concession: 'AVAIL',
  id_type: '',
  id_number: '',
})

export const emptyInfant = (): InfantValues => ({ name: '', age: '', gender: '' })

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((v) => v === value)

const ageOf = (text: string): number | undefined => {
  const trimmed = text.trim()
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined
}

export function toPassenger(v: PassengerValues): TrainPassengerInput {
  const gender = oneOf(GENDERS, v.gender)
  const age = ageOf(v.age)
  const senior = gender !== undefined && age !== undefined && isSeniorCitizen(age, gender)
  const concession: Concession = oneOf(CONCESSIONS, v.concession) ?? 'AVAIL'
  const food: Meal | undefined = oneOf(MEALS, v.food)
  const berth = v.berth_preference as Berth | '' // the select offers only the class's berths or none
  const idType = ID_TYPES.find((t) => t.code === v.id_type)?.code
  const out: TrainPassengerInput = {
    name: v.name.trim(),
    // An empty or wrong age is sent as -1 so the rules say 'Enter the age in years'.
    age: age ?? -1,
    // The rules name a missing gender; the schema's enum needs a value to type-check.
    gender: gender ?? ('' as Gender), // checked by passengerProblems (genderRequired) before sending
    nationality: v.nationality || 'IN',
    berth_preference: berth,
    avail_snr_ctzn_concession: senior,
    opt_for_snr_ctzn_concession: senior && concession !== 'AVAIL',
    concession,
    opt_for_child_berth: v.childBerth,
    bedroll_choice: v.bedroll,
    ...(food ? { food } : {}),
    ...(idType ? { id_type: idType } : {}),
    ...(v.id_number.trim() ? { id_number: v.id_number.trim().toUpperCase() } : {}),
    ...(v.nationality !== 'IN' && v.passportNo.trim()
      ? { passportNo: v.passportNo.trim().toUpperCase() }
      : {}),
  }
  return out
}

export function toInfants(values: InfantValues[]): Array<TrainInfant & { age: number }> {
  return values.map((v, i) => {
    const gender = oneOf(GENDERS, v.gender) ?? 'M'
    return {
      serial_number: i + 1,
      name: v.name.trim(),
      age: ageOf(v.age) ?? -1,
      gender,
      title: gender === 'F' ? 'Miss' : 'Mstr',
    }
  })
}

export type FieldErrors = Record<string, string>

/**
 * The form read and checked: the travellers for the machine, or the errors by field path
 * ('passengers.1.age', 'infants.0.age', 'berthChoice', '' for the list).
 */
export function checkPassengers(
  values: PassengersFormValues,
  ctx: PassengerContext & { maxPassengers: number },
): { travellers: TrainTravellersDraft } | { errors: FieldErrors } {
  const passengers = values.passengers.map(toPassenger)
  const infants = toInfants(values.infants)
  const choice = (BERTH_CHOICES.find((c) => String(c.code) === values.berthChoice)?.code ?? 99) as BerthChoice // found among the four codes
  const problems = passengerListProblems(passengers, infants, choice, ctx)
  const errors: FieldErrors = {}
  problems.passengers.forEach((list, i) => {
    for (const p of list) {
      const field =
        p.field === 'avail_snr_ctzn_concession'
          ? 'concession'
          : p.field === 'opt_for_child_berth'
            ? 'childBerth'
            : p.field
      errors[`passengers.${i}.${field}`] ??= p.message
    }
  })
  values.infants.forEach((v, i) => {
    if (!v.name.trim()) errors[`infants.${i}.name`] = passengerMessages.nameRequired
    if (!oneOf(GENDERS, v.gender)) errors[`infants.${i}.gender`] = passengerMessages.genderRequired
    const age = ageOf(v.age)
    if (age === undefined || age > 4) errors[`infants.${i}.age`] = passengerMessages.infantAge
  })
  for (const p of problems.infants) if (p.field === '') errors['infants'] = p.message
  const berthChoiceMessage = problems.list.find(
    (m) => m !== passengerMessages.genericForm && m !== passengerMessages.atLeastOnePassenger,
  )
  if (berthChoiceMessage) errors.berthChoice = berthChoiceMessage
  if (problems.list.includes(passengerMessages.atLeastOnePassenger))
    errors[''] = passengerMessages.atLeastOnePassenger
  if (Object.keys(errors).length > 0 || !problems.ok) return { errors }
  return { travellers: { passengers, infants, berthChoice: choice } }
}

/**
 * The form values back from a draft (a reload, or Back from the contact step); without one, as many
 * empty passengers as the search was for (`count`, issue 24).
 */
export function valuesOf(draft: TrainTravellersDraft | null, count = 1): PassengersFormValues {
  if (!draft)
    return {
      passengers: Array.from({ length: Math.max(1, count) }, emptyPassenger),
      infants: [],
      berthChoice: '99',
    }
  return {
    passengers: draft.passengers.map((p) => ({
      ...emptyPassenger(),
      name: p.name ?? '',
      age: typeof p.age === 'number' && p.age >= 0 ? String(p.age) : '',
      gender: p.gender ?? '',
      nationality: p.nationality ?? 'IN',
      passportNo: p.passportNo ?? '',
      berth_preference: p.berth_preference ?? '',
      food: p.food ?? '',
      childBerth: p.opt_for_child_berth ?? true,
      bedroll: p.bedroll_choice ?? false,
      concession: p.concession ?? 'AVAIL',
      id_type: p.id_type ?? '',
      id_number: p.id_number ?? '',
    })),
    infants: draft.infants.map((i) => ({ name: i.name, age: String(i.age), gender: i.gender })),
    berthChoice: String(draft.berthChoice),
  }
}
