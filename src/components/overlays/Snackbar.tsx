import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

interface SnackbarApi {
  show: (message: string) => void
}

const SnackbarContext = createContext<SnackbarApi | null>(null)

/** Short notices (000 §9: hidden after 2,750 ms by default). Mounted once, in the root. */
export function SnackbarProvider({ hideAfterMs, children }: { hideAfterMs: number; children: ReactNode }) {
  // The counter restarts the timer when the same message is shown twice in a row.
  const [notice, setNotice] = useState<{ message: string; n: number } | null>(null)
  const show = useCallback((message: string) => setNotice((prev) => ({ message, n: (prev?.n ?? 0) + 1 })), [])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), hideAfterMs)
    return () => clearTimeout(timer)
  }, [notice, hideAfterMs])

  const api = useMemo(() => ({ show }), [show])
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* The live region is always in the page so screen readers announce what appears in it. */}
      <div className={notice ? 'snackbar visible' : 'snackbar'} role="status">
        {notice?.message}
      </div>
    </SnackbarContext.Provider>
  )
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext)
  if (!api)
    throw new Error('useSnackbar() must be used inside <SnackbarProvider> (mounted in the root route).')
  return api
}
