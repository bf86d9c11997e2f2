/**
 * The train pages' modals (001 §2: booking error, railway system not available, not available; the
 * file-TDR modal): a dialog with its heading as its name, focus moved into it, Escape closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'

export function TrainModal({
  title,
  children,
  onClose,
}: {
  title: string
  children: ReactNode
  onClose?: (() => void) | undefined
}) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div className="train-modal-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        className="train-modal"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onClose) onClose()
        }}
      >
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  )
}
