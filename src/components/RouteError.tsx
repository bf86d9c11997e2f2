import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'

/** 000 §8 generic error: the page failed to load; retrying reloads its data. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter()
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
