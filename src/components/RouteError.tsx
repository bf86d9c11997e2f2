import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { reportBrowserError } from '~/lib/client-errors'
import { STORE_BUSY_MESSAGE, STORE_BUSY_TITLE, isStoreBusy } from '~/lib/store-busy'

/**
 * 000 §8 generic error: the page failed to load; retrying reloads its data. Reported (000 §7).
 * When the services were down, starting or busy the page says so (the server answers 503 with
 * Retry-After, decision 0210): the traveller can act on it by trying again in a moment.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const busy = isStoreBusy(error)
  useEffect(() => {
    // The store being busy is not a fault of the page: nothing to report.
    if (!busy) reportBrowserError('sagas_failed_src_index', error)
  }, [busy, error])
  const retry = async () => {
    await router.invalidate()
    reset()
  }
  return (
    <section className="page narrow" role="alert" aria-labelledby="err-title">
      <h1 id="err-title">{busy ? STORE_BUSY_TITLE : 'Oops! Something went wrong'}</h1>
      <p>
        {busy
          ? STORE_BUSY_MESSAGE
          : 'This page could not be loaded. Please try again; if it keeps happening, contact customer care.'}
      </p>
      <p>
        <button type="button" className="button" onClick={() => void retry()}>
          Try again
        </button>
      </p>
    </section>
  )
}
