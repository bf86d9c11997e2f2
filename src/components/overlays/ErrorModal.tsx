import { Modal } from './Modal'

/** Kinds of error the modal shows (000 §2 "error modal (message and type)"). */
export type ErrorType = 'network' | 'generic' | 'payment' | 'booking'

const titles: Record<ErrorType, string> = {
  network: 'No internet connection',
  generic: 'Something went wrong',
  payment: 'Payment problem',
  booking: 'Booking problem',
}

export interface ErrorModalProps {
  open: boolean
  message: string
  type: ErrorType
  onClose: () => void
  /** Offers 'Try again' (e.g. loading a part of the page that failed to arrive). */
  onRetry?: (() => void) | undefined
}

export function ErrorModal({ open, message, type, onClose, onRetry }: ErrorModalProps) {
  return (
    <Modal
      open={open}
      title={titles[type]}
      onClose={onClose}
      closeLabel="OK"
      action={onRetry ? { label: 'Try again', onClick: onRetry } : undefined}
    >
      <p className={`error-message error-${type}`}>{message}</p>
    </Modal>
  )
}
