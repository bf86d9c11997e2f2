/**
 * What the train machines read of a failed call (the BFF's UserError: status, code, message), by
 * shape: machines import nothing of src/. The hotel machines' readers are the same rules.
 */
import { messageOf, statusOf } from '../lib/errors'

export { messageOf, statusOf }

/**
 * The railway's booking system is down (its nightly 23:45–00:20 window, or a 503 the service sends
 * as NOT_AVAILABLE): the not-available modal, not a plain failure.
 */
export const isSystemDown = (error: unknown) => statusOf(error) === 503

/**
 * 001 §8 Trains availability failure. The spec prints 'Oops! Somethingwent wrong. Please try again';
 * the missing space is a typo, fixed here (docs/decisions/0145).
 */
export const AVAILABILITY_FAILED = 'Oops! Something went wrong. Please try again'
