/**
 * The promo code's form and its applied line, shared by the flight checkout (PromoCode) and the
 * hotel guests step (HotelPromo): each owns how a code is applied and removed, this draws it.
 */
import { useId } from 'react'

export function PromoCodeView({
  applied,
  code,
  onCode,
  error,
  applying,
  removing,
  disabled,
  onApply,
  onRemove,
  flow,
}: {
  /** What the applied code gives, in words ('FLY50 applied: ₹50 off'); null: no code applied. */
  applied: { code: string; words: string } | null
  code: string
  onCode: (code: string) => void
  error: string | null
  applying: boolean
  removing: boolean
  disabled: boolean
  onApply: (code: string) => void
  onRemove: () => void
  /** The machine's data-flow attributes, when a machine runs it. */
  flow?: Record<`data-${string}`, string>
}) {
  const id = useId()
  if (applied)
    return (
      <div className="checkout-promo" {...flow}>
        <p role="status">
          <strong>{applied.code}</strong>
          {applied.words}
        </p>
        <button type="button" onClick={onRemove} disabled={disabled || removing}>
          Remove promo code
        </button>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    )
  return (
    <form
      method="post"
      className="checkout-promo"
      aria-label="Promo code"
      {...flow}
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) onApply(code.trim())
      }}
    >
      <div className="form-field">
        <label htmlFor={id}>Promo code</label>
        <input
          id={id}
          value={code}
          onChange={(e) => onCode(e.target.value.toUpperCase())}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={disabled || applying || !code.trim()}>
        {applying ? 'Applying…' : 'Apply'}
      </button>
    </form>
  )
}
