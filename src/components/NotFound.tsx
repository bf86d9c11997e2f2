import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="page narrow" aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  )
}
