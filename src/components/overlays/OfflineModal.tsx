import { useEffect, useState } from 'react'
import { ErrorModal } from './ErrorModal'

export const OFFLINE_MESSAGE = 'Oops, there is no internet connection'

/**
 * 000 §8 NETWORK_OFFLINE: when the browser goes offline, a network error modal shows after the
 * configured delay (a blip shorter than that shows nothing); it hides when the browser is back.
 */
export function OfflineModal({ delayMs }: { delayMs: number }) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const goneOffline = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setOpen(true), delayMs)
    }
    const backOnline = () => {
      clearTimeout(timer)
      setOpen(false)
    }
    if (!navigator.onLine) goneOffline()
    window.addEventListener('offline', goneOffline)
    window.addEventListener('online', backOnline)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('offline', goneOffline)
      window.removeEventListener('online', backOnline)
    }
  }, [delayMs])

  return <ErrorModal open={open} type="network" message={OFFLINE_MESSAGE} onClose={() => setOpen(false)} />
}
