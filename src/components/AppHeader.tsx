import { useRef } from 'react'
import type { ProductConfig } from '@config'
import type { Layout } from '../server/shell/layout'
import { Logo } from './Logo'
import { ProductNav } from './ProductNav'
import { SignInButton } from './SignInButton'

/** The header of the layout decided on the server (000 §1): tabs on desktop, a drawer on mobile. */
export function AppHeader({ layout, config }: { layout: Layout; config: ProductConfig }) {
  return layout === 'desktop' ? <DesktopHeader config={config} /> : <MobileHeader config={config} />
}

function DesktopHeader({ config }: { config: ProductConfig }) {
  return (
    <header className="site-header desktop-header">
      <div className="bar">
        <Logo name={config.whiteLabel.productName} />
        <nav aria-label="Products">
          <ProductNav config={config} />
        </nav>
        <SignInButton />
      </div>
    </header>
  )
}

// The drawer is a <details> disclosure so the menu opens without JavaScript too.
function MobileHeader({ config }: { config: ProductConfig }) {
  const drawer = useRef<HTMLDetailsElement>(null)
  const close = () => drawer.current?.removeAttribute('open')
  return (
    <header className="site-header mobile-header">
      <div className="bar">
        <details className="drawer" ref={drawer} onKeyDown={(e) => e.key === 'Escape' && close()}>
          <summary className="menu-button">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
              <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
            </svg>
            Menu
          </summary>
          <nav aria-label="Products" className="drawer-panel">
            <ProductNav config={config} onNavigate={close} />
          </nav>
        </details>
        <Logo name={config.whiteLabel.productName} />
        <SignInButton />
      </div>
    </header>
  )
}
