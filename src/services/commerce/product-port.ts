/**
 * What the bookings area needs of each product's booking service, joined in src/services/app.ts
 * (the flight checkout and the hotel booking service; trains as they land). The bookings domain
 * reads `trips` itself and asks the product only for its own booking (docs/decisions/0105).
 */
import type { ProductBooking, TripDocument, TripTdr } from '@contracts/bookings/trips'

export type { ProductBooking }

export interface ProductPort {
  /** The product's booking as its own service answers it. */
  view(bookingId: string): Promise<ProductBooking | undefined>
  /** Whether a guest's booking key (the one the checkout gave) opens this booking. */
  keyOpens(bookingId: string, key: string): Promise<boolean>
  /** The booking's document (a flight's e-ticket, a hotel's voucher) and whether it is ready. */
  document(view: ProductBooking): TripDocument
  /** The document's PDF, once ready; undefined before. */
  eTicket(bookingId: string): Promise<Uint8Array | undefined>
  /** A train ticket's latest TDR by booking id, for the list (trains only; docs/decisions/0171). */
  latestTdrs?(bookingIds: string[]): Promise<Map<string, TripTdr>>
}
