import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { AccountNav } from '../components/account/AccountNav'
import accountCss from '../components/account/account.css?url'
import formsCss from '../components/forms/forms.css?url'
import { useShell } from '../components/useShell'

/**
 * The signed-in area (000 §1: under a fixed account prefix). The server says who is signed in;
 * a signed-out visitor goes to /sign-in and comes back to the page they asked for.
 */
export const Route = createFileRoute('/account')({
  beforeLoad: async ({ context, location }) => {
    // Imported on demand: route options load with every page, and the server functions' module
    // brings zod with it (docs/decisions/0021).
    const { viewerQueryOptions } = await import('../flows/accounts/auth.queries')
    const { user } = await context.queryClient.ensureQueryData(viewerQueryOptions())
    if (!user) {
      // An href, not a typed `to`: /sign-in belongs to the sign-in pages and carries its own search schema.
      throw redirect({ href: `/sign-in?redirect=${encodeURIComponent(location.href)}` })
    }
    return { viewer: user }
  },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: accountCss },
    ],
  }),
  component: AccountLayout,
})

function AccountLayout() {
  const { layout } = useShell()
  return (
    <div className={`account account-${layout}`}>
      <AccountNav layout={layout} />
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  )
}
