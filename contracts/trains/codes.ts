/**
 * The railway's codes and the store's train constants (001 §9 Trains, §3 "Train passenger",
 * "Train search state"; issue 16; docs/decisions/0119). Plain data, client-safe, zod-free so pages
 * and machines can import it without pulling zod into their first scripts.
 */

/** 001 §9 quotas, in their fixed order; GN is the default. */
export const QUOTAS = ['GN', 'LD', 'TQ', 'SS'] as const
export type Quota = (typeof QUOTAS)[number]
export const QUOTA_NAMES: Record<Quota, string> = {
  GN: 'General',
  LD: 'Ladies',
  TQ: 'Tatkal',
  SS: 'Senior Citizen',
}
export const DEFAULT_QUOTA: Quota = 'GN'

/** 001 §9 classes, as the railway orders them from the most to the least comfortable. */
export const CLASSES = ['1A', 'EC', '2A', 'FC', '3A', '3E', 'CC', 'SL', '2S'] as const
export type TrainClass = (typeof CLASSES)[number]
export const CLASS_NAMES: Record<TrainClass, string> = {
  '1A': 'First AC',
  EC: 'Executive Chair Car',
  '2A': 'AC 2 Tier',
  FC: 'First Class',
  '3A': 'AC 3 Tier',
  '3E': 'AC 3 Economy',
  CC: 'AC Chair Car',
  SL: 'Sleeper',
  '2S': 'Second Sitting',
}
/** Classes with air-conditioning: 5 % GST on the fare; Tatkal opens at 10:00 for them (0119). */
export const AC_CLASSES: readonly TrainClass[] = ['1A', 'EC', '2A', '3A', '3E', 'CC']
/** Classes whose cancellation charge carries 5 % GST: the AC classes and First Class (0169). */
export const GST_CLASSES: readonly TrainClass[] = [...AC_CLASSES, 'FC']
/** Sleeping classes: a berth preference applies; chair classes have seats (no preference). */
export const BERTH_CLASSES: readonly TrainClass[] = ['1A', '2A', 'FC', '3A', '3E', 'SL']
/** Classes where side-lower berths are shared by two RAC passengers. */
export const RAC_CLASSES: readonly TrainClass[] = ['2A', '3A', '3E', 'SL']

/** 001 §9 berths: SU side upper, MB middle, LB lower, SL side lower, SM side middle, WS window
 *  seat, UB upper, CP coupe, CB cabin. */
export const BERTHS = ['LB', 'MB', 'UB', 'SL', 'SU', 'SM', 'WS', 'CP', 'CB'] as const
export type Berth = (typeof BERTHS)[number]
export const BERTH_NAMES: Record<Berth, string> = {
  LB: 'Lower',
  MB: 'Middle',
  UB: 'Upper',
  SL: 'Side lower',
  SU: 'Side upper',
  SM: 'Side middle',
  WS: 'Window seat',
  CP: 'Coupe',
  CB: 'Cabin',
}
/** The berths a traveller may ask for in each class (the railway's coach layouts). */
export const BERTHS_BY_CLASS: Record<TrainClass, readonly Berth[]> = {
  '1A': ['LB', 'UB', 'CP', 'CB'],
  '2A': ['LB', 'UB', 'SL', 'SU'],
  FC: ['LB', 'UB', 'CP', 'CB'],
  '3A': ['LB', 'MB', 'UB', 'SL', 'SU'],
  '3E': ['LB', 'MB', 'UB', 'SL', 'SU', 'SM'],
  SL: ['LB', 'MB', 'UB', 'SL', 'SU'],
  CC: ['WS'],
  EC: ['WS'],
  '2S': ['WS'],
}
/** Berths that count as LOWER for the berth-confirmation choices 2 and 3 (001 §5). */
export const LOWER_BERTHS: readonly Berth[] = ['LB', 'SL']

/** 001 §9 berth-confirmation ('reservation choice') options. */
export const BERTH_CHOICES = [
  { code: 99, label: 'None' },
  { code: 1, label: 'Book only if all berths are allotted in the same coach' },
  { code: 2, label: 'Book only if at least 1 lower berth is allotted' },
  { code: 3, label: 'Book only if 2 lower berths are allotted' },
] as const
export type BerthChoice = (typeof BERTH_CHOICES)[number]['code']

/** 001 §9 genders. */
export const GENDERS = ['M', 'F', 'T'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_NAMES: Record<Gender, string> = { M: 'Male', F: 'Female', T: 'Transgender' }

/** 001 §9 meal types: V vegetarian, N non-vegetarian, D no food. */
export const MEALS = ['V', 'N', 'D'] as const
export type Meal = (typeof MEALS)[number]
export const MEAL_NAMES: Record<Meal, string> = { V: 'Vegetarian', N: 'Non-Vegetarian', D: 'No Food' }

/** 001 §9 concession options (senior citizens); the first is the default (001 §3). */
export const CONCESSIONS = ['AVAIL', 'FORGO_50', 'FORGO_FULL'] as const
export type Concession = (typeof CONCESSIONS)[number]
export const CONCESSION_NAMES: Record<Concession, string> = {
  AVAIL: 'Avail Concession',
  FORGO_50: 'Forgo 50% Concession',
  FORGO_FULL: 'Forgo Full Concession',
}

/** 001 §9 passenger types. */
export const PASSENGER_TYPES = ['SC', 'Adult', 'Child'] as const
export type PassengerType = (typeof PASSENGER_TYPES)[number]

/** 001 §9 train types: the letter codes of the railway's train categories. */
export const TRAIN_TYPES = ['SV', 'ST', 'SP', 'G', 'Y', 'O', 'D', 'R', 'JS', 'S'] as const
export type TrainType = (typeof TRAIN_TYPES)[number]
export const TRAIN_TYPE_NAMES: Record<TrainType, string> = {
  R: 'Rajdhani',
  S: 'Shatabdi',
  D: 'Duronto',
  JS: 'Jan Shatabdi',
  SV: 'Vande Bharat',
  SP: 'Superfast',
  ST: 'Suvidha',
  G: 'Garib Rath',
  Y: 'Yuva',
  O: 'Mail/Express',
}

/** 001 §9 time-of-day buckets, by the hour of departure or arrival. */
export const TIME_BUCKETS = [
  { id: 'NIGHT', label: 'Night', from: 0, to: 6 },
  { id: 'MORNING', label: 'Morning', from: 6, to: 11 },
  { id: 'AFTERNOON', label: 'Afternoon', from: 11, to: 17 },
  { id: 'EVENING', label: 'Evening', from: 17, to: 24 },
] as const
export type TimeBucket = (typeof TIME_BUCKETS)[number]['id']
export function bucketOfHour(hour: number): TimeBucket {
  const bucket = TIME_BUCKETS.find((b) => hour >= b.from && hour < b.to)
  return bucket ? bucket.id : 'EVENING'
}

/** 001 §9 sorts; the default is departure, ascending (001 §4). */
export const TRAIN_SORTS = ['departure', 'arrival', 'duration'] as const
export type TrainSort = (typeof TRAIN_SORTS)[number]

/** 001 §9: the ten accepted identity documents (the railway's list). */
export const ID_TYPES = [
  { code: 'VOTER_ICARD', label: 'Voter identity card' },
  { code: 'PASSPORT', label: 'Passport' },
  { code: 'PANCARD', label: 'PAN card' },
  { code: 'DRIVING_LICENSE', label: 'Driving licence' },
  { code: 'UNIQUE_ICARD', label: 'Aadhaar card' },
  { code: 'GOVT_ICARD', label: 'Photo identity card issued by the government' },
  { code: 'STUDENT_ICARD', label: 'Student identity card with photograph' },
  { code: 'BANK_PASSBOOK', label: 'Nationalised bank passbook with photograph' },
  { code: 'CREDIT_CARD', label: 'Credit card with laminated photograph' },
  { code: 'PUBLIC_SECTOR_ICARD', label: 'Photo identity card issued by a public sector undertaking' },
] as const
export type IdType = (typeof ID_TYPES)[number]['code']

/** 001 §9 limits and ages (app.config.ts carries the overridable copies). */
export const TRAIN_LIMITS = {
  maxPassengers: 6,
  nameMax: 16,
  addressMin: 3,
  addressMax: 30,
  /** 001 §5 type by age: under 5 an infant, 5 to under 12 a child. */
  infantBelow: 5,
  childBelow: 12,
  /** 001 §5 senior citizen: a woman over 58 or anyone over 60 (type); quota SS: women 45, men 60. */
  seniorFemaleOver: 58,
  seniorOver: 60,
  seniorQuotaWomen: 45,
  seniorQuotaMen: 60,
  /** The railway's oldest passenger (not in the spec; 0119). */
  maxPassengerAge: 125,
} as const

/** Not in the spec, expected by Indian rail travellers (0119): the advance reservation period. */
export const BOOKING_WINDOW_DAYS = 60

/** A PNR: ten digits, unique. */
export const PNR_PATTERN = /^[0-9]{10}$/

/** The railway's TDR reasons (filed after the chart, for a refund the rules do not give by themselves). */
export const TDR_REASONS = [
  { code: 'TRAIN_LATE_3H', label: 'Train late more than three hours and passenger not travelled' },
  { code: 'ALL_WL_NOT_TRAVELLED', label: 'All confirmed passengers not travelled (waitlisted ticket)' },
  {
    code: 'PARTY_PARTIALLY_CONFIRMED',
    label: 'Party partially confirmed/waitlisted and all passengers did not travel',
  },
  { code: 'AC_FAILURE', label: 'AC failure' },
  { code: 'TRAVELLED_LOWER_CLASS', label: 'Travelled in lower class' },
  { code: 'DIVERTED_NOT_TRAVELLED', label: 'Train diverted and passenger not travelled' },
  { code: 'NOT_TRAVELLED_RAC', label: 'Passenger not travelled due to RAC' },
  { code: 'DIFFERENT_ROUTE', label: 'Train diverted and train not touching boarding/destination station' },
] as const
export type TdrReason = (typeof TDR_REASONS)[number]['code']

/** A TDR reason by its code (a stored code no longer listed reads as the first reason). */
export const tdrReasonOf = (code: string): (typeof TDR_REASONS)[number] =>
  TDR_REASONS.find((r) => r.code === code) ?? TDR_REASONS[0]
