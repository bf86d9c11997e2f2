import type { ProductConfig } from '@config'
import { LegalLink } from './LegalLink'

export function AppFooter({ config, sandbox = false }: { config: ProductConfig; sandbox?: boolean }) {
  const { support, whiteLabel } = config
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <LegalLink to="/in/terms">Terms of use</LegalLink>
          </li>
          <li>
            <LegalLink to="/in/privacy-policy">Privacy policy</LegalLink>
          </li>
          <li>
            <a href="/bookings/find">Find a booking</a>
          </li>
          <li>
            {/* A document link: the visualizer is its own page, heavy enough to load on its own. */}
            <a href="/flows">How the store works (flows)</a>
          </li>
          {sandbox && (
            <li>
              {/* Sandbox only: the SMS and e-mails a tester would receive (OTPs, reset links). */}
              <a href="/dev/outbox">Outbox (sandbox)</a>
            </li>
          )}
        </ul>
      </nav>
      <address>
        Customer care ({support.customerCareHours}):{' '}
        <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>,{' '}
        <a href={`mailto:${support.email}`}>{support.email}</a>
      </address>
      <p className="fine">
        {whiteLabel.productName}: {whiteLabel.tagline}.
      </p>
    </footer>
  )
}
