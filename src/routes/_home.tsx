import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router'
import { HomeTabs } from '../components/HomeTabs'
import { TrainLinks } from '../components/trains/TrainLinks'
import { useShell } from '../components/useShell'
import { homeTabs, type ProductId } from '../lib/products'

/**
 * The home and its tab pages share this layout, so the tablist stays mounted (and keeps focus)
 * while the arrow keys move from tab to tab; each tab page renders only its panel.
 */
export const Route = createFileRoute('/_home')({ component: HomeLayout })

function selectedTab(pathname: string): ProductId {
  const segment = pathname.split('/')[1] ?? ''
  return homeTabs.find((id) => id === segment) ?? 'flights'
}

function HomeLayout() {
  const { config } = useShell()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <div className="home">
      <h1 className="home-title">{config.whiteLabel.tagline}</h1>
      <HomeTabs selected={selectedTab(pathname)}>
        <Outlet />
      </HomeTabs>
      <TrainLinks />
    </div>
  )
}
