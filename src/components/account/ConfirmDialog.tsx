import { useEffect, useId, useRef, type ReactNode } from 'react'

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
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const returnFocus = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      // The opener may be gone (a deleted row): then focus stays where the browser puts it.
      if (returnFocus.current?.isConnected) returnFocus.current.focus()
      returnFocus.current = null
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!pending) onCancel()
      }}
    >
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
