/** The cloud loader (000 §2 overlays): announced once to screen readers, animation decorative. */
export function CloudLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="cloud-loader" role="status" aria-label={label}>
      <svg aria-hidden="true" width="64" height="40" viewBox="0 0 64 40" focusable="false">
        <path
          d="M18 36h30a12 12 0 0 0 1-24 16 16 0 0 0-30 4 10 10 0 0 0-1 20z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
      </svg>
    </div>
  )
}
