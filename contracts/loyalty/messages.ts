/**
 * The PAYBACK programme's words (000 §8, 001 §5: the look-up failure and the PIN; issue 26: wrong
 * PIN, locked, above the balance or the allowed share). Each is written for the traveller: the
 * services answer it as statusMessage and description, the store shows it as it is. Plain data.
 */

/** 000 §8 / 001 §5: 'for a 10-character input', otherwise the card number. */
export function accountNotFound(input: string): string {
  return input.length === 10
    ? 'PAYBACK account not found for this mobile number'
    : 'PAYBACK account not found for this card number'
}

const minutesSaid = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

export const loyaltyMessages = {
  accountNotFound,
  /** 001 §5: 'A loyalty PIN is sent to the registered mobile and e-mail.' */
  pinSent: 'A PIN has been sent to your registered mobile number and e-mail address.',
  pinWrong: (triesLeft: number) =>
    `That PIN is not right. ${triesLeft === 1 ? '1 try' : `${triesLeft} tries`} left before PAYBACK is locked for a while.`,
  pinExpired: 'This PIN has expired or was already used. Ask for a new PIN.',
  noPin: 'Ask for a PIN first: it is sent to your registered mobile number and e-mail address.',
  locked: (seconds: number) =>
    `Too many wrong PINs. PAYBACK is locked for this account: try again in ${minutesSaid(seconds)}.`,
  pinTooSoon: (seconds: number) =>
    `A PIN was sent a moment ago. You can ask for another in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
  pinTooMany: (seconds: number) =>
    `Too many PINs asked for this account. Try again in ${minutesSaid(seconds)}.`,
  lookupsTooMany: (seconds: number) => `Too many look-ups from here. Try again in ${minutesSaid(seconds)}.`,
  authorizationExpired:
    'Your PAYBACK session has expired. Enter your number and ask for a new PIN to redeem points.',
  blocked: 'This PAYBACK account is on hold. Please contact PAYBACK customer care.',
  insufficient: (points: number, rupees: string) =>
    `You have only ${points} points (${rupees}). Enter a smaller amount.`,
  overShare: (rupees: string, percent: number) =>
    `You can redeem at most ${rupees} (${percent}% of this booking) with PAYBACK points.`,
  overLeft: (rupees: string) => `Only ${rupees} is left to pay on this booking.`,
  tooSmall: (rupees: string) => `Redeem at least ${rupees} (one point).`,
  noAccount: 'You have no PAYBACK account yet.',
  alreadyHave: 'You already have a PAYBACK account.',
  mobileNotVerified:
    'Verify your mobile number in your profile first: a PAYBACK account is created for a verified mobile.',
  noMobile:
    'Add and verify a mobile number in your profile first: a PAYBACK account is created for a verified mobile.',
  mobileTaken:
    'A PAYBACK account already exists for your mobile number. Find it with your mobile number and PIN instead.',
  linkedElsewhere: 'This PAYBACK account is already linked to another sign-in.',
  signIn: 'Sign in to see your PAYBACK points.',
} as const
