/**
 * Input schemas of the train booking server functions (server-only, used inside `.validator()`).
 * Fares are never taken from the browser: the train service prices the booking. The railway user id
 * is not taken from the page either: it is the one this browser logged in with (the session's).
 */
import { z } from 'zod'
import { tenderApplyFields, tenderPayFields, tenderUndoFields } from '../commerce/tender-inputs.server'
import {
  createTrainBookingSchema,
  fileTdrSchema,
  railLoginSchema,
  railUserIdSchema,
} from '@contracts/trains/booking'
import { PNR_PATTERN } from '@contracts/trains/codes'
import { trainNumberSchema } from '@contracts/trains/search'

const bookingId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a booking id')
const agent = z.boolean().default(false)
export const scenarioInput = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9=;,&_.-]*$/, 'a sandbox scenario is key=value pairs like login=fail')
  .optional()

export const railUserInput = z.object({ userId: railUserIdSchema })
export const railLoginInput = railLoginSchema.extend({ scenario: scenarioInput })

export const createBookingInput = createTrainBookingSchema
  .omit({ userId: true, tenancy: true, returnUrl: true, railUserId: true })
  .extend({ agent, scenario: scenarioInput })

/** The journey whose checkout a reloaded review page looks for (docs/decisions/0170). */
export const checkoutJourneyInput = createTrainBookingSchema.pick({
  trainNo: true,
  from: true,
  to: true,
  journeyDate: true,
  travelClass: true,
  quota: true,
})
export type CheckoutJourney = z.infer<typeof checkoutJourneyInput>

export const bookingRefInput = z.object({ bookingId })
export const pnrInput = z.object({
  pnr: z.string().trim().regex(PNR_PATTERN, 'Enter the 10-digit PNR printed on the ticket'),
})
export const tdrInput = fileTdrSchema.extend({ bookingId })
export const liveInput = z.object({
  trainNo: trainNumberSchema,
  date: z.iso.date('must be a date such as 2026-12-24'),
})

/** The wallet (points, vouchers) at the payment step: docs/decisions/0220. */
export const tenderApplyInput = z.object({ bookingId, ...tenderApplyFields })
export const tenderUndoInput = z.object({ bookingId, ...tenderUndoFields })
export const tenderPayInput = z.object({ bookingId, ...tenderPayFields })
