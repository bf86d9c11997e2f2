/**
 * The payment options panel of every product's payment step (issue 26; docs/decisions/0222): the
 * promo code, then a section per offered way to pay in the white-label order (PAYBACK points,
 * vouchers, the wallet, saved payment modes — each a named slot its domain fills; an empty slot
 * renders nothing), what is applied with its Undo, and what is left, always shown and announced.
 */
import type { ReactNode } from 'react'
import type { TenderKindName, TenderLine } from '@contracts/commerce/tenders'
import type { PaymentOption } from '@machines/commerce/payment-options.machine'
import { formatPaise } from '~/lib/money'

/** The sections other domains mount: PAYBACK (loyalty), GIFTCARD (vouchers), SAVEDPAYMENTMODES (card vault). */
export interface PaymentOptionSlots {
  points?: ReactNode
  vouchers?: ReactNode
  wallet?: ReactNode
  savedModes?: ReactNode
}

export interface PaymentOptionsPanelProps {
  /** The offered modes, in order (offeredModes of the payment options machine). */
  offered: readonly PaymentOption[]
  /** The booking's total before tenders, and the live tenders (the commerce core's answer). */
  total: number
  applied: readonly TenderLine[]
  /** The promo code's section (the product's), shown above the tenders. */
  promo?: ReactNode
  slots: PaymentOptionSlots
  /** The machine's words for the last change, read by screen readers. */
  announcement: string
  /** Takes one applied tender off; absent while a change is under way. */
  onUndo?: (tender: { kind: TenderKindName; index: number }) => void
  busy?: boolean
}

const SLOT_OF = {
  PAYBACK: 'points',
  GIFTCARD: 'vouchers',
  WALLET: 'wallet',
  SAVEDPAYMENTMODES: 'savedModes',
} as const

export function PaymentOptionsPanel(props: PaymentOptionsPanelProps) {
  const { offered, total, applied, slots } = props
  const tendered = applied.reduce((sum, t) => sum + t.amount, 0)
  const left = Math.max(total - tendered, 0)
  const sections = offered.flatMap((o) => {
    const name = o.mode in SLOT_OF ? SLOT_OF[o.mode as keyof typeof SLOT_OF] : null
    const node = name ? slots[name] : null
    return node ? [<div key={o.mode}>{node}</div>] : []
  })
  return (
    <section className="payment-options" aria-labelledby="payment-options-h">
      <h2 id="payment-options-h">Payment options</h2>
      {props.promo}
      {sections}
      <dl className="payment-options-summary" aria-label="What you pay">
        <div className="payment-options-line">
          <dt>Total</dt>
          <dd>{formatPaise(total)}</dd>
        </div>
        {applied.map((t) => (
          <div key={`${t.kind}-${t.index}`} className="payment-options-line">
            <dt>{t.label}</dt>
            <dd>
              −{formatPaise(t.amount)}{' '}
              {props.onUndo && t.status === 'held' ? (
                <button
                  type="button"
                  disabled={props.busy}
                  onClick={() => props.onUndo?.({ kind: t.kind, index: t.index })}
                  aria-label={`Undo ${t.label.toLowerCase()} of ${formatPaise(t.amount)}`}
                >
                  Undo
                </button>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="payment-options-line">
          <dt>Left to pay</dt>
          <dd>
            <strong>{formatPaise(left)}</strong>
          </dd>
        </div>
      </dl>
      <p role="status" aria-live="polite" className="visually-hidden">
        {props.announcement}
      </p>
    </section>
  )
}
