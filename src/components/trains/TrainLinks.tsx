import { useShell } from '~/components/useShell'
import { productStatus } from '~/lib/products'

/**
 * 001 §2 Trains "Extra links": PNR status and live train status, on the home pages, the trains tab
 * and the results (not only after booking: a traveller checks a ticket booked elsewhere too).
 */
export function TrainLinks() {
  const { config } = useShell()
  if (productStatus('trains', config) !== 'available') return null
  return (
    <nav aria-label="Train status" className="train-links">
      <ul>
        <li>
          <a href="/trains/pnr">PNR status</a>
        </li>
        <li>
          <a href="/trains/live">Live train status</a>
        </li>
      </ul>
    </nav>
  )
}
