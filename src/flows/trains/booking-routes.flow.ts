/** The train payment return, for its route file: used only inside `server.handlers`. */
export { trainPaymentReturn } from '~/server/trains/return.server'
