import type { ReactNode } from 'react'
import { useModalDialog } from '../overlays/useModalDialog'

export type Presentation = 'drawer' | 'modal'

interface AuthDialogProps {
  open: boolean
  /** 000 §2/§4: a drawer on the mobile layout, a modal on desktop. */
  presentation: Presentation
  /** The id of the panel's heading, which names the dialog. */
  labelledBy: string
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * The auth overlay on the native <dialog>: showModal() makes the page behind inert, so focus stays
 * in the panel; Escape fires `cancel`, routed through onClose so the machine stays the one source
 * of truth; focus returns to what had it (the header's Sign in button) when the panel closes.
 */
export function AuthDialog({ open, presentation, labelledBy, title, onClose, children }: AuthDialogProps) {
  // Unmounted while open (a navigation): focus still goes back.
  const { ref, onCancel } = useModalDialog(open, onClose, { returnFocusOnUnmount: true })

  return (
    <dialog
      ref={ref}
      className={`auth-dialog ${presentation}-presentation`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget && presentation === 'modal') onClose()
      }}
    >
      <div className="auth-dialog-bar">
        <h2 id={labelledBy}>{title}</h2>
        <button type="button" className="auth-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="auth-body">{open && children}</div>
    </dialog>
  )
}
