/**
 * The auth overlay (000 §2 "auth drawer, auth modal, auth popover … opened, closed, switched
 * between named panels"; §4 switching rules). It only decides which panel shows and how: the page
 * renders the flow of that panel (sign-in, sign-up, password reset, phone confirmation machines)
 * inside it and tells this machine how the flow ended. Keeping the child flows out of here lets
 * each be used on its own page too (/sign-in, /reset-password) without the overlay.
 *
 * 000 §4: sign-up success, email taken, forgot password, reset success and resend-email success
 * each switch the panel; sign-up success, email taken and login success close popovers and the
 * mobile drawer (the `closeOverlays` action, given by the flow). Sign-out happens with the overlay
 * closed (the open overlay makes the page behind inert): the header's menu closes its own popovers.
 */
import { assign, setup } from 'xstate'
import type { MobileStatus } from './sign-in.logic'
import type { SignInFrom } from '@contracts/accounts/auth'

export const authPanels = [
  'signIn',
  'signUp',
  'forgotPassword',
  'resetSent',
  'emailAlready',
  'verifyMobile',
  'addMobile',
] as const
export type AuthPanel = (typeof authPanels)[number]
/** The panels a person opens with a link; the others follow from how a flow ended. */
export type LinkedPanel = Extract<AuthPanel, 'signIn' | 'signUp' | 'forgotPassword'>
/** 000 §2, §4: the drawer on the mobile layout, the modal on the desktop one. */
export type Presentation = 'drawer' | 'modal'

export interface AuthPanelInput {
  presentation: Presentation
}

export interface AuthPanelContext {
  presentation: Presentation
  /** The address the email-already and reset-sent panels name. */
  email: string | null
  /** A line of good news above the panel, e.g. after a password reset. */
  notice: string | null
  isUserForceLogin: boolean
  redirectTo: string | null
  from: SignInFrom
}

export type AuthPanelEvent =
  | {
      type: 'OPEN'
      panel?: LinkedPanel
      isUserForceLogin?: boolean
      redirectTo?: string | null
      from?: SignInFrom
    }
  | { type: 'SHOW'; panel: LinkedPanel }
  | { type: 'CLOSE' }
  | { type: 'SET_PRESENTATION'; presentation: Presentation }
  | { type: 'SIGNED_UP' }
  | { type: 'EMAIL_TAKEN'; email: string }
  | { type: 'RESET_EMAIL_SENT'; email: string }
  | { type: 'RESET_EMAIL_RESENT' }
  | { type: 'PASSWORD_RESET' }
  | { type: 'SIGNED_IN'; mobile: MobileStatus }
  | { type: 'MOBILE_DONE' }

export const passwordChangedNotice = 'Your password has been changed. Sign in with the new one.'
export const resetResentNotice = 'We have sent the link again.'

const linked: LinkedPanel[] = ['signIn', 'signUp', 'forgotPassword']

/** One guarded transition per panel a link can open, so the chart names each. */
function toLinkedPanel(eventType: 'OPEN' | 'SHOW', panels: LinkedPanel[] = linked) {
  return panels.map((panel) => ({
    guard: { type: 'asks' as const, params: { panel } },
    target: `#authPanel.open.${panel}`,
    actions: eventType === 'OPEN' ? (['takeOpening'] as const) : (['clearNotice'] as const),
  }))
}

export const authPanelMachine = setup({
  types: {
    context: {} as AuthPanelContext,
    input: {} as AuthPanelInput,
    events: {} as AuthPanelEvent,
  },
  actions: {
    // Closing popovers and the drawer elsewhere on the page is the page's business.
    closeOverlays: () => {},
    clearNotice: assign({ notice: null }),
    takeOpening: assign(({ event }) =>
      event.type === 'OPEN'
        ? {
            isUserForceLogin: event.isUserForceLogin ?? false,
            redirectTo: event.redirectTo ?? null,
            from: event.from ?? 'header',
            notice: null,
          }
        : {},
    ),
    forget: assign({ email: null, notice: null, isUserForceLogin: false, redirectTo: null }),
  },
  guards: {
    asks: ({ event }, params: { panel: LinkedPanel }) =>
      (event.type === 'OPEN' && (event.panel ?? 'signIn') === params.panel) ||
      (event.type === 'SHOW' && event.panel === params.panel),
    mobileNotVerified: (_, params: { mobile: MobileStatus }) => params.mobile === 'notVerified',
    mobileNotRegistered: (_, params: { mobile: MobileStatus }) => params.mobile === 'notRegistered',
  },
}).createMachine({
  id: 'authPanel',
  description:
    'The sign-in overlay: a drawer on mobile, a modal on desktop, showing one named panel at a time.',
  context: ({ input }) => ({
    presentation: input.presentation,
    email: null,
    notice: null,
    isUserForceLogin: false,
    redirectTo: null,
    from: 'header',
  }),
  on: {
    SET_PRESENTATION: { actions: assign({ presentation: ({ event }) => event.presentation }) },
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'no auth panel is showing',
      on: { OPEN: toLinkedPanel('OPEN') },
    },
    open: {
      description: 'the overlay shows one auth panel',
      // Each panel links only to the panels it names (SHOW): its own links, as the page shows them.
      on: { CLOSE: { target: 'closed', actions: 'forget' } },
      initial: 'signIn',
      states: {
        signIn: {
          description: 'sign in with a password or a mobile OTP',
          on: {
            SHOW: toLinkedPanel('SHOW', ['forgotPassword', 'signUp']),
            SIGNED_IN: [
              {
                guard: { type: 'mobileNotVerified', params: ({ event }) => ({ mobile: event.mobile }) },
                target: 'verifyMobile',
              },
              {
                guard: { type: 'mobileNotRegistered', params: ({ event }) => ({ mobile: event.mobile }) },
                target: 'addMobile',
              },
              { target: '#authPanel.closed', actions: ['closeOverlays', 'forget'] },
            ],
          },
        },
        signUp: {
          description: 'create an account: details, then the OTP sent to the mobile',
          on: {
            SHOW: toLinkedPanel('SHOW', ['signIn']),
            SIGNED_UP: { target: '#authPanel.closed', actions: ['closeOverlays', 'forget'] },
            EMAIL_TAKEN: {
              target: 'emailAlready',
              // The drawer closes (000 §4), so on mobile the email-already panel shows as a modal.
              actions: [
                'closeOverlays',
                assign({ email: ({ event }) => event.email, presentation: 'modal' }),
              ],
            },
          },
        },
        emailAlready: {
          description: 'the e-mail is already signed up: sign in, or reset the password',
          on: { SHOW: toLinkedPanel('SHOW', ['signIn', 'forgotPassword']) },
        },
        forgotPassword: {
          description: 'ask for a reset link by e-mail, or reset with a code sent to the mobile',
          on: {
            SHOW: toLinkedPanel('SHOW', ['signIn']),
            RESET_EMAIL_SENT: { target: 'resetSent', actions: assign({ email: ({ event }) => event.email }) },
            PASSWORD_RESET: { target: 'signIn', actions: assign({ notice: passwordChangedNotice }) },
          },
        },
        resetSent: {
          description: 'the reset link is sent: the panel names the address and can send it again',
          on: {
            SHOW: toLinkedPanel('SHOW', ['signIn']),
            RESET_EMAIL_RESENT: {
              target: 'resetSent',
              reenter: true,
              actions: assign({ notice: resetResentNotice }),
            },
          },
        },
        verifyMobile: {
          description: 'signed in, but the mobile number is not verified: a code is sent to confirm it',
          on: { MOBILE_DONE: { target: '#authPanel.closed', actions: ['closeOverlays', 'forget'] } },
        },
        addMobile: {
          description: 'signed in without a mobile number: the person is asked to add one',
          on: { MOBILE_DONE: { target: '#authPanel.closed', actions: ['closeOverlays', 'forget'] } },
        },
      },
    },
  },
})
