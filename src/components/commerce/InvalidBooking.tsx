/** A booking page that cannot go on: what happened, in words, and a way on. */
export function BookingStop({
  heading = 'Hotel booking',
  message,
  links,
}: {
  heading?: string
  message: string
  links: { href: string; label: string }[]
}) {
  return (
    <div className="checkout-page checkout-none">
      <h1>{heading}</h1>
      <p role="alert">{message}</p>
      <p className="hotel-ways">
        {links.map((l, i) => (
          <a key={l.href} className={i === 0 ? 'checkout-primary' : undefined} href={l.href}>
            {l.label}
          </a>
        ))}
      </p>
    </div>
  )
}
