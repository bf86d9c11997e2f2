/** The hotel payment return, for its route file: used only inside `server.handlers`. */
export { hotelPaymentReturn } from '~/server/hotels/return.server'
