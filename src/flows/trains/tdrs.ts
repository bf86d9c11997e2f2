/** A train ticket's TDRs, for the bookings area's trip page (src/components/bookings/trip-readers.ts). */
import { fetchTrainTdrs } from '~/server/trains/booking.functions'

export const readTrainTdrs = (bookingId: string) => fetchTrainTdrs({ data: { bookingId } })
