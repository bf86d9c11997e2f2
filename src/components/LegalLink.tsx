import type { MouseEvent, ReactNode } from 'react'
import { useShell } from './useShell'

type LegalPath = '/in/terms' | '/in/privacy-policy'

/**
 * A legal link opens the page in a 900x500 popup (000 §2) so the reader keeps their place, e.g.
 * in checkout. Without JavaScript, or when popups are blocked, it is an ordinary link.
 */
export function LegalLink({ to, children }: { to: LegalPath; children: ReactNode }) {
  const { ui } = useShell().config
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    const popup = window.open(
      to,
      'legal',
      `width=${ui.legalPopupWidth},height=${ui.legalPopupHeight},resizable,scrollbars`,
    )
    if (popup) {
      e.preventDefault()
      popup.focus()
    }
  }
  return (
    <a href={to} onClick={open}>
      {children}
    </a>
  )
}
