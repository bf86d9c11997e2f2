import { useId, type ReactNode } from 'react'
import { useModalDialog } from './useModalDialog'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Text of the closing button. */
  closeLabel?: string
  /** A second way out that does something (e.g. Try again), before the closing button. */
  action?: { label: string; onClick: () => void } | undefined
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape fires `cancel`, which we route through onClose so React state
 * stays the one source of truth, and focus goes back to where it was when the modal opened.
 */
export function Modal({ open, title, onClose, children, closeLabel = 'Close', action }: ModalProps) {
  const { ref, onCancel } = useModalDialog(open, onClose)
  const titleId = useId()

  return (
    <dialog ref={ref} className="modal" aria-modal="true" aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="modal-actions">
        {action && (
          <button type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <button type="button" className="button" onClick={onClose} autoFocus>
          {closeLabel}
        </button>
      </div>
    </dialog>
  )
}
