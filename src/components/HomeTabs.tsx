import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { homeTabs, nextTabIndex, products, type ProductId } from '../lib/products'

export const tabId = (id: ProductId) => `tab-${id}`
export const PANEL_ID = 'home-panel'

/**
 * The home tabs (000 §2) as a WAI-ARIA tablist whose tabs are links: every tab is a real page,
 * so the tabs work before (or without) JavaScript. Once hydrated, the arrow keys, Home and End
 * move between tabs and open them (roving tabindex); before that every tab is an ordinary link
 * reachable with Tab.
 */
export function HomeTabs({ selected, children }: { selected: ProductId; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  const refs = useRef<Array<HTMLAnchorElement | null>>([])
  const navigate = useNavigate()
  useEffect(() => setHydrated(true), [])

  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = nextTabIndex(index, e.key, homeTabs.length)
    const id = next === undefined ? undefined : homeTabs[next]
    if (next === undefined || !id) return
    e.preventDefault()
    refs.current[next]?.focus()
    void navigate({ to: products[id].path })
  }

  return (
    <>
      <div role="tablist" aria-label="What would you like to book?" className="tablist">
        {homeTabs.map((id, index) => {
          const isSelected = id === selected
          return (
            <Link
              key={id}
              to={products[id].path}
              id={tabId(id)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? PANEL_ID : undefined}
              tabIndex={hydrated && !isSelected ? -1 : undefined}
              className="tab"
              ref={(el) => {
                refs.current[index] = el
              }}
              onKeyDown={(e) => onKeyDown(e, index)}
              resetScroll={false}
            >
              {products[id].label}
            </Link>
          )
        })}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} tabIndex={0} className="tabpanel">
        {children}
      </div>
    </>
  )
}
