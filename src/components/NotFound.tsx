import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="page narrow" aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <p>
        The page you asked for does not exist or has moved. Check the address, or start again from the home
        page.
      </p>
      <ul className="link-list">
        <li>
          <Link to="/">Search flights, hotels, trains and holidays</Link>
        </li>
        <li>
          <a href="/in/terms">Terms of use</a>
        </li>
      </ul>
    </section>
  )
}
