/**
 * What the bookings area needs of each product's booking service, joined in src/services/app.ts
 * (the flight checkout today; hotels and trains as they land). The bookings domain reads `trips`
 * itself and asks the product only for its own booking.
 */
import type { Booking } from '@contracts/checkout/booking'

export interface ProductPort {
  /** The product's booking as its own service answers it. */
  view(bookingId: string): Promise<Booking | undefined>
  /** Whether a guest's booking key (the one the checkout gave) opens this booking. */
  keyOpens(bookingId: string, key: string): Promise<boolean>
  /** The e-ticket PDF, once ticketed; undefined before. */
  eTicket(bookingId: string): Promise<Uint8Array | undefined>
}
