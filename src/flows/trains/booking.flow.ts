/**
 * The train booking machines given their real side effects (the train booking server functions),
 * and the hooks the booking steps, the confirmation and the PNR pages use. The checkout timer and
 * the polling interval come from the live product configuration.
 *
 * One booking machine runs for the whole checkout in the booking layout (src/routes/trains/
 * booking.tsx): the steps are pages of it. What the steps took (passengers, contact) is kept in this
 * tab's session storage, so a reload replays them. The railway login and the checkout's booking are
 * the session's: a reloaded review (or a second tab of it) returns to the same unpaid booking with
 * its timer's original end (RESUME, docs/decisions/0170); otherwise a reload logs in again (0155).
 */
import { useActor } from '@xstate/react'
import { createContext, useContext, useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import type { TrainBooking } from '@contracts/trains/booking'
import { flowAttributes } from '@machines/lib/binding'
import {
  trainBookingMachine,
  type RailLoginInput,
  type TrainBookingContext,
  type TrainContactDraft,
  type TrainTravellersDraft,
} from '@machines/trains/booking.machine'
import { trainConfirmationOutcome } from '@machines/trains/booking.logic'
import {
  trainTdrMachine,
  type TdrFiled,
  type TdrRequest,
  type TrainTdrInput,
} from '@machines/trains/tdr.machine'
import type { TrainBookingJourney } from '~/components/trains/booking-search'
import { useShell } from '~/components/useShell'
import { productConfirmation, useConfirmationFlow } from '~/flows/commerce/confirmation.flow'
import { agentSaved } from '~/flows/agent-mode'
import { once } from '~/flows/once'
import {
  checkRailUser,
  createTrainBooking,
  fetchTrainBooking,
  fileTrainTdr,
  loginRailUser,
  logoutRailUser,
  resumeTrainCheckout,
} from '~/server/trains/booking.functions'

export {
  fetchLiveStatus,
  fetchPnrStatus,
  fetchTrainTdrs,
  trainBookingQueryOptions,
} from '~/server/trains/booking.functions'

const DRAFT_KEY = 'trains.booking.draft'

export interface TrainDraft {
  journey: string
  travellers: TrainTravellersDraft | null
  contact: TrainContactDraft | null
}

export const journeyKey = (j: TrainBookingJourney) =>
  [j.trainNo, j.from, j.to, j.journeyDate, j.travelClass, j.quota].join('|')

export function readDraft(journey: TrainBookingJourney): TrainDraft | null {
  if (typeof window === 'undefined') return null
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return null
    const draft: unknown = JSON.parse(raw)
    if (typeof draft !== 'object' || draft === null || !('journey' in draft)) return null
    // Written by saveDraft below from the machine's own context; a stale shape is refused by the
    // machine's consumers (the form resets what it cannot read) and by the service's validation.
    const typed = draft as TrainDraft
    return typed.journey === journeyKey(journey) ? typed : null
  } catch {
    return null
  }
}

function saveDraft(journey: TrainBookingJourney, context: TrainBookingContext) {
  try {
    const draft: TrainDraft = {
      journey: journeyKey(journey),
      travellers: context.travellers,
      contact: context.contact,
    }
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): a reload then starts from the passengers again.
  }
}

/**
 * This checkout's unpaid booking and what is left of its timer, when the session has one for
 * `journey` (a reloaded review, a second tab); null otherwise.
 */
export async function resumableCheckout(
  journey: TrainBookingJourney,
): Promise<{ booking: TrainBooking; timeLeftMs: number } | { expired: true } | null> {
  const { trainNo, from, to, journeyDate, travelClass, quota } = journey
  const found = await resumeTrainCheckout({ data: { trainNo, from, to, journeyDate, travelClass, quota } })
  if (found.booking) return found
  return 'expired' in found && found.expired ? { expired: true } : null
}

const trainBookingFlow = once(() =>
  trainBookingMachine.provide({
    actors: {
      checkUser: fromPromise<{ available: boolean }, { userId: string }>(async ({ input }) => {
        const answer = await checkRailUser({ data: { userId: input.userId } })
        return { available: answer.exists && answer.active }
      }),
      railLogin: fromPromise<void, RailLoginInput>(async ({ input }) => {
        // The session starts a new checkout attempt with the login (docs/decisions/0170).
        await loginRailUser({ data: input })
      }),
      createBooking: fromPromise<TrainBooking, TrainBookingContext>(async ({ input }) => {
        if (!input.travellers || !input.contact)
          throw new Error('The passengers and contact are not filled in')
        return createTrainBooking({
          data: {
            ...input.journey,
            passengers: input.travellers.passengers,
            infants: input.travellers.infants,
            berthChoice: input.travellers.berthChoice,
            contact: input.contact,
            agent: agentSaved(),
            ...(input.scenario ? { scenario: input.scenario } : {}),
          },
        })
      }),
    },
  }),
)

/** The booking of one journey: key the layout by the journey (journeyKey) so another one starts afresh. */
export function useTrainBookingMachine(journey: TrainBookingJourney, scenario: string | undefined) {
  const { timers } = useShell().config
  const [snapshot, send] = useActor(trainBookingFlow(), {
    input: { checkoutMs: timers.trainsCheckoutMs, journey, ...(scenario ? { scenario } : {}) },
  })
  return {
    snapshot,
    send,
    machineFlow: flowAttributes('train-booking', snapshot),
    saveDraft: () => saveDraft(snapshot.context.journey, snapshot.context),
  }
}

export type TrainBookingFlow = ReturnType<typeof useTrainBookingMachine> & {
  journey: TrainBookingJourney
  /** When the checkout session ends, by this browser's clock (set when the booking is created). */
  deadline: number | null
}

export const TrainBookingFlowContext = createContext<TrainBookingFlow | null>(null)

export function useTrainBooking(): TrainBookingFlow {
  const flow = useContext(TrainBookingFlowContext)
  if (!flow) throw new Error('useTrainBooking is used outside the train booking layout')
  return flow
}

/** Logs out of the railway on the server too (the session's railway user id). */
export async function railLogout() {
  await logoutRailUser()
}

/** The train booking's confirmation: the commerce core's machine with the train port. */
const trainConfirmation = productConfirmation(
  (bookingId: string) => fetchTrainBooking({ data: { bookingId } }),
  trainConfirmationOutcome,
)

/** 001 §8: about 30 minutes unconfirmed, and the railway booking is retried no more but refunded. */
const TRAIN_PATIENCE_MS = 1_800_000

export function useTrainConfirmation(bookingId: string, booking: TrainBooking | null) {
  return useConfirmationFlow(trainConfirmation, 'train-confirmation', {
    ref: bookingId,
    booking,
    patienceMs: TRAIN_PATIENCE_MS,
  })
}

const trainTdrFlow = once(() =>
  trainTdrMachine.provide({
    actors: {
      fileTdr: fromPromise<TdrFiled, TdrRequest & TrainTdrInput>(async ({ input }) => {
        const tdr = await fileTrainTdr({
          data: { bookingId: input.bookingId, reason: input.reason, passengers: input.serials },
        })
        return { tdrId: tdr.id }
      }),
    },
  }),
)

/** `onFiled`: told once for each TDR the railway accepts (the page reads its list of TDRs again). */
export function useTrainTdr(bookingId: string, onFiled: (filed: TdrFiled) => void) {
  const [snapshot, send] = useActor(trainTdrFlow(), { input: { bookingId } })
  const filed = snapshot.context.filed
  const told = useRef<TdrFiled | null>(null)
  useEffect(() => {
    if (!filed || told.current === filed) return
    told.current = filed
    onFiled(filed)
  }, [filed, onFiled])
  return {
    state: String(snapshot.value),
    context: snapshot.context,
    send,
    flow: flowAttributes('train-tdr', snapshot),
  }
}
