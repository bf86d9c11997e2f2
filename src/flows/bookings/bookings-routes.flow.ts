/**
 * The bookings area's server routes (the e-ticket download, the /mygoomo redirects) for their route
 * files: used only inside `server.handlers`, which the browser's bundle does not carry.
 */
export { eTicket, mygoomoRedirect } from '~/server/bookings/routes.server'
