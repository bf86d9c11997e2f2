import { Link } from '@tanstack/react-router'
import type { Layout } from '~/server/shell/layout'
import { SignOutButton } from './SignOutButton'

const links = [
  { to: '/account/bookings', label: 'Bookings' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/gst', label: 'GST profiles' },
  { to: '/account/travellers', label: 'Saved travellers' },
  { to: '/account/wallet', label: 'Wallet' },
  { to: '/account/payment-modes', label: 'Saved payment modes' },
  { to: '/account/loyalty', label: 'Loyalty points' },
] as const

/** A side column on desktop; a row of links above the page on mobile (account.css). */
export function AccountNav({ layout }: { layout: Layout }) {
  return (
    <nav className={`account-nav account-nav-${layout}`} aria-label="Account">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} activeProps={{ 'aria-current': 'page' }}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton />
        </li>
      </ul>
    </nav>
  )
}
