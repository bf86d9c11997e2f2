/**
 * The checkout actor of the booking pages, shared by the frame (timer, steps) and each step's page.
 * The machine decides the step; the frame follows it with the address.
 */
import { createContext, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { checkoutMachine } from '@machines/checkout/checkout.machine'
import type { Booking } from '@contracts/checkout/booking'

export interface CheckoutValue {
  booking: Booking
  snapshot: SnapshotFrom<typeof checkoutMachine>
  send: ActorRefFrom<typeof checkoutMachine>['send']
}

export const CheckoutContext = createContext<CheckoutValue | null>(null)

export function useCheckout(): CheckoutValue {
  const value = useContext(CheckoutContext)
  if (!value) throw new Error('useCheckout(): only inside the checkout pages (/flights/booking/…)')
  return value
}
