/**
 * Who is signed in, for the root route (the header's name). The server functions module is
 * imported on demand: on the server for the first paint (the answer travels in the route context)
 * and in the browser only on a later navigation, so it never weighs on the first bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Viewer } from '@contracts/accounts/viewer'

export async function loadViewer(queryClient: QueryClient): Promise<Viewer | null> {
  try {
    const { viewerQueryOptions } = await import('~/server/accounts/auth.functions')
    const { user } = await queryClient.fetchQuery(viewerQueryOptions())
    return user
  } catch (error) {
    // The header then offers 'Sign in'; the account pages ask again and say what failed.
    console.warn('[viewer]', error)
    return null
  }
}
