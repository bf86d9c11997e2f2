import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { reportBrowserError } from '~/lib/client-errors'

/** 000 §8 generic error: the page failed to load; retrying reloads its data. Reported (000 §7). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => reportBrowserError('sagas_failed_src_index', error), [error])
  const retry = async () => {
    await router.invalidate()
    reset()
  }
  return (
    <section className="page narrow" role="alert" aria-labelledby="err-title">
      <h1 id="err-title">Oops! Something went wrong</h1>
      <p>This page could not be loaded. Please try again; if it keeps happening, contact customer care.</p>
      <p>
        <button type="button" className="button" onClick={() => void retry()}>
          Try again
        </button>
      </p>
    </section>
  )
}
