import { useId, type ReactNode } from 'react'
import { useModalDialog } from '../overlays/useModalDialog'

/**
 * A yes/no question on the native <dialog> (like overlays/Modal, which has one button only):
 * showModal() keeps focus inside, Escape cancels, focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  pendingText,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  children: ReactNode
  confirmText: string
  pendingText: string
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  // Escape does nothing while the action runs, as the Cancel button is disabled then.
  const { ref, onCancel: cancel } = useModalDialog(open, () => {
    if (!pending) onCancel()
  })
  const titleId = useId()
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={cancel}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="modal-actions form-actions">
        <button
          type="button"
          className="button button-outline"
          onClick={onCancel}
          disabled={pending}
          autoFocus
        >
          Cancel
        </button>
        <button
          type="button"
          className="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? pendingText : confirmText}
        </button>
      </div>
    </dialog>
  )
}
