/** What the browser may know about its session: whether it is signed in, and its layout. Never the token. */
import { createServerFn } from '@tanstack/react-start'
import type { Layout } from '../shell/layout'
import { currentLayout } from '../shell/layout.server'
import { readSession } from './session.server'

export type SessionInfo = { signedIn: boolean; layout: Layout }

export const getSessionInfo = createServerFn({ method: 'GET' }).handler((): SessionInfo => ({
  signedIn: !!readSession()?.accessToken,
  layout: currentLayout(),
}))
