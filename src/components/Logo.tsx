import { Link } from '@tanstack/react-router'

/** The product mark and name; decorative mark, the name is the link text. */
export function Logo({ name }: { name: string }) {
  return (
    <Link to="/" className="logo">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M6 19l20-8-7 13-3-5-10 0z" fill="#fff" />
      </svg>
      <span>{name}</span>
    </Link>
  )
}
