import { useEffect, useState } from 'react'

/**
 * Whole seconds left of a cool-down that started when `startedAt` changed (the machine decides
 * when resending is allowed; this only shows the person how long is left).
 */
export function useCountdown(seconds: number, startedAt: unknown): number {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const end = Date.now() + seconds * 1000
    setLeft(seconds)
    if (seconds <= 0) return
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000))
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [seconds, startedAt])
  return left
}
