/**
 * The checkout's two server routes (the gateway's return, the e-ticket download) for their route
 * files: used only inside `server.handlers`, which the browser's bundle does not carry.
 */
export { eTicket, paymentReturn } from '~/server/checkout/return.server'
