import { useEffect, useRef, type SyntheticEvent } from 'react'

/**
 * The open/close and focus handling every modal on the native <dialog> shares (Modal, ConfirmDialog,
 * AuthDialog): showModal() makes the page behind inert so focus stays inside; Escape fires `cancel`,
 * which is routed through `onCancel` so React state (or the machine) stays the one source of truth;
 * when the dialog closes, focus goes back to what had it when it opened, if that is still on the page.
 */
export function useModalDialog(
  open: boolean,
  onCancel: () => void,
  options: { returnFocusOnUnmount?: boolean } = {},
) {
  const ref = useRef<HTMLDialogElement>(null)
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

  // Unmounted while open (a navigation): still give focus back, where the caller asks for it.
  const onUnmount = options.returnFocusOnUnmount ?? false
  useEffect(() => {
    if (!onUnmount) return
    return () => {
      if (returnFocus.current?.isConnected) returnFocus.current.focus()
    }
  }, [onUnmount])

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault()
      onCancel()
    },
  }
}
