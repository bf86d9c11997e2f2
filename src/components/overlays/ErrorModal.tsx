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
}

export function ErrorModal({ open, message, type, onClose }: ErrorModalProps) {
  return (
    <Modal open={open} title={titles[type]} onClose={onClose} closeLabel="OK">
      <p className={`error-message error-${type}`}>{message}</p>
    </Modal>
  )
}
