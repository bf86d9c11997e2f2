import { useCallback, useEffect, useState } from 'react'

/** Seconds left until `start(seconds)` runs out, ticking once a second (OTP resend cool-down). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null) return
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= endsAt) setEndsAt(null)
    }, 1000)
    return () => clearInterval(timer)
  }, [endsAt])
  const start = useCallback((seconds: number) => {
    const t = Date.now()
    setNow(t)
    setEndsAt(t + seconds * 1000)
  }, [])
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  return { left, start }
}
