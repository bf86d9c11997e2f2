/**
 * What the hotel booking needs of the bed bank (the catalogue's priced offers and the nightly room
 * inventory), as a port: src/services/app.ts joins the two, so booking and catalogue do not import
 * each other and the booking's tests can name exactly what they rely on.
 */
import type { HotelOffer, HotelSummary } from '@contracts/hotels/hotel'
import type { Stay } from '@contracts/hotels/search'
import type { Tx } from '../db/client'

/** One offer of one room type, priced for a stay by the catalogue (never by the caller). */
export interface PricedOffer {
  hotel: HotelSummary
  room: { room_idx: number; name: string }
  /** Priced for the stay; how many are left is the inventory's business, not the offer's. */
  offer: Omit<HotelOffer, 'available_count'>
}

/** `count` rooms of one room type on every night from check-in to the night before check-out. */
export interface RoomNights {
  hotelId: string
  roomIdx: number
  checkin: string
  checkout: string
  count: number
}

export interface HotelCatalogue {
  /**
   * The offer priced for the stay; undefined when the hotel, room or offer does not exist.
   * `priceChangePercent`: the sandbox's price change since the search (its hotel page shows the same).
   */
  findOffer(
    hotelId: string,
    roomIdx: number,
    offerId: string,
    stay: Stay,
    priceChangePercent?: number,
  ): PricedOffer | undefined
  /** Takes the rooms on every night, or none (false: a night has too few left). */
  holdRooms(tx: Tx, hold: RoomNights): Promise<boolean>
  /** Gives back rooms taken by holdRooms. */
  releaseRooms(tx: Tx, hold: RoomNights): Promise<void>
}
