/**
 * What Start does with a server-function request before the function itself runs — find the
 * function by the id in the address, decode the payload — answered 500 with Start's internal text
 * whenever the request was wrong: an unknown id ('Server function info not found for abc'), an id
 * such as `__proto__` ('serverFnInfo.importer is not a function'), a payload that is not JSON or not
 * Seroval ('Seroval Error (step: 3)', "Cannot read properties of null (reading 'f')"). Those are the
 * caller's mistakes: this request middleware (src/start.ts) turns them into a 404 or a 400 UserError
 * that says so, without matching Start's words. Decision 0047.
 *
 * How it tells them apart: every server function runs the global function middleware
 * `userErrorStatus` first, which records the request (`reachedFunction`). A failure of a request whose function was
 * never reached happened in Start's own handling of the request:
 * - thrown out of the handler (only the lookup of the function by id runs outside Start's own
 *   try/catch): the function does not exist → 404;
 * - answered with an error status: the request could not be read (JSON, Seroval, form data) → 400.
 * A failure after the function was reached keeps its own status (userErrorStatus decides it).
 */
import { createMiddleware } from '@tanstack/react-start'
import { UserError } from './errors'
import { reachedFunction } from './user-error-status'

export const UNKNOWN_FUNCTION = 'UNKNOWN_FUNCTION'
export const UNREADABLE_REQUEST = 'UNREADABLE_REQUEST'

export const unknownFunction = () =>
  new UserError('This action does not exist. Reload the page and try again.', {
    kind: 'rejected',
    status: 404,
    code: UNKNOWN_FUNCTION,
  })

export const unreadableRequest = () =>
  new UserError('The request could not be read. Reload the page and try again.', {
    kind: 'rejected',
    status: 400,
    code: UNREADABLE_REQUEST,
  })

export const serverFnGuard = createMiddleware({ type: 'request' }).server(
  async ({ request, handlerType, next }) => {
    if (handlerType !== 'serverFn') return next()
    let result: Awaited<ReturnType<typeof next>>
    try {
      result = await next()
    } catch (error) {
      // A Response (a redirect, a refusal) is Start's to answer; anything else is the lookup failing.
      if (error instanceof Response || reachedFunction(request)) throw error
      throw unknownFunction()
    }
    if (!reachedFunction(request) && result.response.status >= 500) {
      // The body was Start's error text: never sent, the caller gets our own.
      await result.response.body?.cancel()
      throw unreadableRequest()
    }
    return result
  },
)
