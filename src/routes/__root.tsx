/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import { Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
// Inlined, not linked: a 1.5 KB (compressed) stylesheet is cheaper in the document than as a
// render-blocking request, and the first paint then comes before the scripts (Lighthouse LCP).
import appCss from '../styles.css?inline'
import { AppFooter } from '../components/AppFooter'
import { AppHeadContent } from '../components/AppHeadContent'
import { AppHeader } from '../components/AppHeader'
import { ClientEffects } from '../components/ClientEffects'
import { NotFound } from '../components/NotFound'
import { RouteError } from '../components/RouteError'
import { OfflineModal } from '../components/overlays/OfflineModal'
import { SnackbarProvider } from '../components/overlays/Snackbar'
import { useOptionalShell, useShellParams } from '../components/useShell'
import { parseShellParams, type ShellParams } from '../lib/shell-params'
import { loadShell, type Shell } from '../flows/shell/shell.queries'
import { loadViewer } from '../flows/accounts/viewer'
import { EARLY_TAPS_SCRIPT } from '../boot/early-taps'
import { TripReaders, type TripReadersValue } from '../components/bookings/trip-readers'

/** The products' readers the bookings area uses (its port); each product's code loads when asked. */
const tripReaders: TripReadersValue = {
  trainTdrs: (bookingId) => import('../flows/trains/tdrs').then((m) => m.readTrainTdrs(bookingId)),
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The layout is decided on the server for the first paint (docs/decisions/0002); the query
  // never goes stale, so client-side navigation does not ask again. The viewer (the header's
  // name) is read with it; sign-in and sign-out invalidate it.
  beforeLoad: async ({ context, location }) => {
    const { mobile } = parseShellParams(location.search)
    const [shell, viewer] = await Promise.all([
      loadShell(context.queryClient, mobile),
      loadViewer(context.queryClient),
    ])
    return { shell, viewer }
  },
  head: ({ match }) => {
    const config = match.context.shell?.config
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: config?.whiteLabel.productName ?? 'Travel store' },
        {
          name: 'description',
          content: config?.whiteLabel.tagline ?? 'Flights, hotels, trains and holidays',
        },
        { name: 'theme-color', content: config?.whiteLabel.primaryColor ?? '#b3261e' },
      ],
      links: [
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icon-192.png' },
      ],
      styles: [{ children: appCss }],
      // Records the buttons pressed before the app starts, pressed again once it has (0056).
      scripts: [{ children: EARLY_TAPS_SCRIPT }],
    }
  },
  shellComponent: RootDocument,
  component: () => <Outlet />,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
})

function RootDocument({ children }: { children: ReactNode }) {
  const shell = useOptionalShell()
  const params = useShellParams()
  return (
    <html lang="en-IN">
      <head>
        <AppHeadContent />
      </head>
      {shell ? (
        <ShellBody shell={shell} params={params}>
          {children}
        </ShellBody>
      ) : (
        // The shell itself failed to load: the error page, without header or footer.
        <body data-layout="desktop">
          <main id="main">{children}</main>
          <Scripts />
        </body>
      )}
    </html>
  )
}

function ShellBody({ shell, params, children }: { shell: Shell; params: ShellParams; children: ReactNode }) {
  const { layout, config } = shell
  // White-label switches (000 §2): h/f in the address win over the configured default (docs/decisions/0005).
  const showHeader = params.showHeader ?? config.whiteLabel.showHeader
  const showFooter = params.showFooter ?? config.whiteLabel.showFooter
  return (
    <body data-layout={layout}>
      <SnackbarProvider hideAfterMs={config.ui.snackbarMs}>
        <TripReaders.Provider value={tripReaders}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {showHeader && <AppHeader layout={layout} config={config} />}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {showFooter && <AppFooter config={config} sandbox={shell.sandbox} />}
          <OfflineModal delayMs={config.ui.offlineModalDelayMs} />
        </TripReaders.Provider>
      </SnackbarProvider>
      <ClientEffects configurationRequestMs={config.timers.configurationRequestMs} />
      <Scripts />
    </body>
  )
}
