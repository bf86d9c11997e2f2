/** The payment options machine given the hotel booking's tender server functions (0220–0222). */
import {
  applyHotelTender,
  hotelBookingQueryOptions,
  payHotelWithTenders,
  undoHotelTender,
} from '~/server/hotels/booking.functions'
import { paymentOptionsFlowFor } from '../commerce/payment-options.flow'

export const hotelPaymentOptionsFlow = paymentOptionsFlowFor({
  queryKey: (bookingId) => ['hotels', 'tenders', bookingId],
  apply: (data) => applyHotelTender({ data }),
  undo: (data) => undoHotelTender({ data }),
  pay: (data) => payHotelWithTenders({ data }),
  // The booking's price shows what is left too.
  changed: (queryClient, bookingId) =>
    void queryClient.invalidateQueries({ queryKey: hotelBookingQueryOptions(bookingId).queryKey }),
})
