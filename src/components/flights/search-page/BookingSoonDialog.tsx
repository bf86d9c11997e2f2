/**
 * Booking is not built yet (a later issue): choosing a flight says so honestly in a modal dialog
 * instead of pretending to book. Native <dialog> with showModal(): focus moves in, Escape closes,
 * and the page behind is inert.
 */
import { useEffect, useId, useRef } from 'react'

export function BookingSoonDialog({ choice, onClose }: { choice: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (choice !== null && !dialog.open) dialog.showModal()
    if (choice === null && dialog.open) dialog.close()
  }, [choice])
  return (
    <dialog ref={ref} className="fr-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Booking opens soon</h2>
      <p>You chose {choice ?? ''}.</p>
      <p>Online booking is not open yet. Your search stays here, so you can compare other flights.</p>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  )
}
