/** 001 §5 train passenger rules (contracts/trains/passengers.ts): every message, as form and service read them. */
import { describe, expect, it } from 'vitest'
import { createTrainBookingSchema } from '@contracts/trains/booking'
import {
  addressProblem,
  berthChoiceProblem,
  canAddPassenger,
  effectiveConcession,
  infantProblems,
  isSeniorCitizen,
  mayBookSeniorQuota,
  needsBerth,
  passengerListProblems,
  passengerMessages as m,
  passengerProblems,
  passengerTypeOf,
  trainPassengerSchema,
  type PassengerContext,
  type PassengerDraft,
  type TrainPassengerInput,
} from '@contracts/trains/passengers'

const ctx: PassengerContext = { travelClass: '3A', quota: 'GN', catered: false }
const adult = (over: Partial<TrainPassengerInput> = {}): TrainPassengerInput => ({
  name: 'Ravi Kumar',
  age: 34,
  gender: 'M',
  ...over,
})
const messages = (p: PassengerDraft, c: Partial<PassengerContext> = {}) =>
  passengerProblems(p, { ...ctx, ...c }).map((x) => x.message)

describe('001 §3 passenger defaults', () => {
  it('fills nationality IN, empty berth preference, concession flags false, child berth true, bedroll false, Avail Concession', () => {
    const p = trainPassengerSchema.parse({ name: 'Asha', age: 30, gender: 'F' })
    expect(p).toMatchObject({
      nationality: 'IN',
      berth_preference: '',
      avail_snr_ctzn_concession: false,
      opt_for_snr_ctzn_concession: false,
      opt_for_child_berth: true,
      bedroll_choice: false,
      concession: 'AVAIL',
    })
  })
})

describe('001 §5 type by age', () => {
  it.each([
    [0, 'M', 'Infant'],
    [4, 'F', 'Infant'],
    [5, 'M', 'Child'],
    [11, 'F', 'Child'],
    [12, 'M', 'Adult'],
    [58, 'F', 'Adult'],
    [59, 'F', 'SC'],
    [59, 'M', 'Adult'],
    [60, 'M', 'Adult'],
    [61, 'M', 'SC'],
    [61, 'T', 'SC'],
    [126, 'M', 'SC'],
  ] as const)('age %i gender %s is %s', (age, gender, type) => {
    expect(passengerTypeOf(age, gender)).toBe(type)
  })
  it('takes other limits (maxChildAge, minPassengerAge, srctnwAge, srctznAge)', () => {
    const limits = { maxChildAge: 13, minPassengerAge: 3, maxPassengerAge: 100, srctnwAge: 55, srctznAge: 65 }
    expect(passengerTypeOf(3, 'M', limits)).toBe('Child')
    expect(passengerTypeOf(13, 'M', limits)).toBe('Child')
    expect(passengerTypeOf(56, 'F', limits)).toBe('SC')
    expect(passengerTypeOf(65, 'M', limits)).toBe('Adult')
    expect(passengerTypeOf(101, 'M', limits)).toBe('SC')
  })
})

describe('001 §5 per-passenger messages', () => {
  it('accepts a plain adult', () => expect(messages(adult())).toEqual([]))
  it('name: required, at most 16, letters', () => {
    expect(messages(adult({ name: '  ' }))).toEqual([m.nameRequired])
    expect(messages(adult({ name: 'Abcdefghijklmnopq' }))).toEqual([m.nameTooLong])
    expect(messages(adult({ name: 'Abcdefghijklmnop' }))).toEqual([])
    expect(messages(adult({ name: 'R2D2' }))).toEqual([m.nameLetters])
  })
  it('age: infants, too old, missing; gender required', () => {
    expect(messages(adult({ age: 4 }))).toEqual([m.ageInfant])
    expect(messages(adult({ age: 126 }))).toEqual([m.ageTooHigh])
    expect(messages({ name: 'Ravi', gender: 'M' })).toEqual([m.ageRequired])
    expect(messages({ name: 'Ravi', age: 30 })).toEqual([m.genderRequired])
  })
  it('Ladies quota refuses adult males, not women or boys', () => {
    expect(messages(adult(), { quota: 'LD' })).toEqual([m.ladiesQuota])
    expect(m.ladiesQuota).toBe(
      'Adult males are not allowed to book under Ladies quota. Please use correct passenger details or select another quota for your booking.',
    )
    expect(messages(adult({ gender: 'F' }), { quota: 'LD' })).toEqual([])
    expect(messages(adult({ age: 8 }), { quota: 'LD' })).toEqual([])
  })
  it('Senior Citizen quota: women from 45, men from 60', () => {
    expect(messages(adult({ gender: 'F', age: 44 }), { quota: 'SS' })).toEqual([m.seniorQuota])
    expect(messages(adult({ gender: 'F', age: 45 }), { quota: 'SS' })).toEqual([])
    expect(messages(adult({ age: 59 }), { quota: 'SS' })).toEqual([m.seniorQuota])
    expect(messages(adult({ age: 60 }), { quota: 'SS' })).toEqual([])
    expect(mayBookSeniorQuota(61, 'T')).toBe(true)
  })
  it('concession only when the age meets the gender threshold', () => {
    expect(messages(adult({ age: 60, avail_snr_ctzn_concession: true }))).toEqual([m.concessionNotSenior])
    expect(messages(adult({ age: 61, avail_snr_ctzn_concession: true }))).toEqual([])
    expect(messages(adult({ gender: 'F', age: 59, avail_snr_ctzn_concession: true }))).toEqual([])
    expect(isSeniorCitizen(58, 'F')).toBe(false)
    const p = trainPassengerSchema.parse(
      adult({ age: 61, avail_snr_ctzn_concession: true, concession: 'FORGO_50' }),
    )
    expect(effectiveConcession(p)).toBe('FORGO_50')
    expect(effectiveConcession({ ...p, age: 40 })).toBeUndefined()
    expect(effectiveConcession({ ...p, avail_snr_ctzn_concession: false })).toBeUndefined()
  })
  it('child without a berth: children only', () => {
    expect(messages(adult({ opt_for_child_berth: false }))).toEqual([m.childBerthOnlyChild])
    expect(messages(adult({ age: 7, opt_for_child_berth: false }))).toEqual([])
    expect(needsBerth(trainPassengerSchema.parse(adult({ age: 7, opt_for_child_berth: false })))).toBe(false)
    expect(needsBerth(trainPassengerSchema.parse(adult()))).toBe(true)
  })
  it('berth preference valid for the class', () => {
    expect(messages(adult({ berth_preference: 'SM' }))).toEqual([m.berthNotInClass('SM', '3A')])
    expect(m.berthNotInClass('SM', '3A')).toBe(
      'Side middle is not a berth in AC 3 Tier; choose one of Lower, Middle, Upper, Side lower, Side upper',
    )
    expect(messages(adult({ berth_preference: 'SM' }), { travelClass: '3E' })).toEqual([])
    expect(messages(adult({ berth_preference: 'LB' }), { travelClass: 'CC' })).toEqual([
      m.berthNoPreference('CC'),
    ])
    expect(messages(adult({ berth_preference: 'WS' }), { travelClass: 'CC' })).toEqual([])
  })
  it('food V/N/D only where catered', () => {
    expect(messages(adult(), { catered: true })).toEqual([m.foodRequired])
    expect(messages(adult({ food: 'D' }), { catered: true })).toEqual([])
    expect(messages(adult({ food: 'V' }))).toEqual([m.foodNotCatered])
  })
  it('nationality IN, else a passport number', () => {
    expect(messages(adult({ nationality: 'GB' }))).toEqual([m.passportRequired])
    expect(messages(adult({ nationality: 'GB', passportNo: 'x1' }))).toEqual([m.passportFormat])
    expect(messages(adult({ nationality: 'GB', passportNo: 'K1234567' }))).toEqual([])
  })
  it('identity card: one of the ten with its number', () => {
    expect(messages(adult({ id_type: 'PANCARD' }))).toEqual([m.idNumberRequired])
    expect(messages(adult({ id_number: 'ABCDE1234F' }))).toEqual([m.idTypeRequired])
    expect(messages(adult({ id_type: 'PANCARD', id_number: 'a!' }))).toEqual([m.idNumberFormat])
    expect(messages(adult({ id_type: 'PANCARD', id_number: 'ABCDE1234F' }))).toEqual([])
    expect(trainPassengerSchema.safeParse({ ...adult(), id_type: 'LIBRARY_CARD' }).success).toBe(false)
  })
})

describe('001 §5 berth-confirmation choice', () => {
  it('gives the three messages word for word', () => {
    expect(berthChoiceProblem(2, ['UB', 'MB'])).toBe(
      'Please select at least one LOWER type in the Berth Preference, as you have selected at least 1 Lower Berth choice.',
    )
    expect(berthChoiceProblem(2, ['SL'])).toBeUndefined()
    expect(berthChoiceProblem(3, ['LB'])).toBe(
      'You have less than two passengers, but selected for 2 LOWER berths option.',
    )
    expect(berthChoiceProblem(3, ['LB', 'UB'])).toBe(
      'Please select two LOWER type in the Berth Preference, as you have selected 2 Lower Berths choice.',
    )
    expect(berthChoiceProblem(3, ['LB', 'SL'])).toBeUndefined()
    expect(berthChoiceProblem(1, [''])).toBeUndefined()
    expect(berthChoiceProblem(99, [])).toBeUndefined()
  })
})

describe('001 §5 the list', () => {
  it('at most 6: the form disables add at 6, the service answers the generic form error for a 7th', () => {
    expect(canAddPassenger(5)).toBe(true)
    expect(canAddPassenger(6)).toBe(false)
    expect(m.maxPassengers).toBe('Maximum 6 passengers per booking')
    const seven = Array.from({ length: 7 }, () => adult())
    const result = passengerListProblems(seven, [], 99, ctx)
    expect(result.ok).toBe(false)
    expect(result.list).toEqual([
      'Some details seem to be missing/incorrect in the form above. Please complete it and try again.',
    ])
    const body = createTrainBookingSchema.safeParse({ passengers: seven })
    expect(body.success).toBe(false)
    expect(body.error?.issues.find((i) => i.path[0] === 'passengers')?.message).toBe(m.genericForm)
  })
  it('needs one passenger; infants under 5, one per grown-up', () => {
    expect(passengerListProblems([], [], 99, ctx).list).toEqual([m.atLeastOnePassenger])
    expect(infantProblems([{ age: 5 }], [adult()]).map((p) => p.message)).toEqual([m.infantAge])
    expect(infantProblems([{ age: 1 }, { age: 2 }], [adult()]).map((p) => p.message)).toEqual([
      m.infantsPerAdult,
    ])
    expect(infantProblems([{ age: 1 }], [adult()])).toEqual([])
  })
  it('is ok when every rule holds', () => {
    const r = passengerListProblems(
      [adult({ berth_preference: 'LB' }), adult({ name: 'Sita', gender: 'F' })],
      [],
      2,
      ctx,
    )
    expect(r.ok).toBe(true)
  })
  it('address: 3 to 30 characters', () => {
    expect(addressProblem('ab')).toBe(m.addressLength)
    expect(addressProblem('a'.repeat(31))).toBe(m.addressLength)
    expect(addressProblem('12 MG Road, Pune')).toBeUndefined()
  })
})
