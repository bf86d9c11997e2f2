/**
 * What the bookings area reads from a product beyond the trip itself (a train ticket's TDRs), as a
 * port: the bookings area imports no product; the app's root (src/routes/__root.tsx, a composition
 * root) provides the readers, each loading its product's code only when a page asks.
 */
import { createContext } from 'react'
import type { TrainTdr } from '@contracts/trains/booking'

export interface TripReadersValue {
  trainTdrs(bookingId: string): Promise<TrainTdr[]>
}

export const TripReaders = createContext<TripReadersValue>({
  trainTdrs: () => Promise.resolve([]),
})
