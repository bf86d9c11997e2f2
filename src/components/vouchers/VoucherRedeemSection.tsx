/**
 * Vouchers (001 §3 "Vouchers", §4 "Vouchers"; issue 26): one form per entry with its code and
 * "Redeem", or once applied its amount and "Undo"; each entry's answer and removal error under it;
 * "Add another voucher" once every entry is applied. Drawn from the voucher-redeem machine
 * (src/flows/vouchers), so it behaves the same on the redeem screen and in the payment panel.
 *
 * In the shared payment panel (the lead mounts it):
 *   <VoucherRedeemSection
 *     actions={{ redeem: (code, index) => applyTender(...), remove: (ref) => undoTender(...) }}
 *     resetKey={booking.id}
 *     onApplied={(vouchers) => …}   // optional: the applied entries, to repaint what is left
 *   />
 */
import { useEffect, useEffectEvent, useId } from 'react'
import { formatPaise } from '@contracts/money'
import { MAX_VOUCHER_ENTRIES, type VoucherEntry } from '@machines/vouchers/voucher-redeem.machine'
import { useVoucherRedeem, type VoucherActions } from '~/flows/vouchers/voucher-redeem.flow'

export interface VoucherRedeemSectionProps {
  /** What Redeem and Undo do: apply to the booking as a tender, or (redeem screen) check the code. */
  actions: VoucherActions
  /** When it changes (another booking, flight, room or class), every entry starts again. */
  resetKey?: string | number
  /** Called with the applied entries whenever they change (code, paise, tender ref). */
  onApplied?: (applied: { code: string; amount: number; ref: string | null }[]) => void
  /** The section's heading (default "Vouchers"); its level is h2 unless `headingLevel` says 3. */
  heading?: string
  headingLevel?: 2 | 3
  /** The words of the redeem button (default "Redeem"; the redeem screen says "Check voucher"). */
  redeemLabel?: string
  /** The words of the undo button (default "Undo"). */
  undoLabel?: string
}

export function VoucherRedeemSection({
  actions,
  resetKey,
  onApplied,
  heading = 'Vouchers',
  headingLevel = 2,
  redeemLabel = 'Redeem',
  undoLabel = 'Undo',
}: VoucherRedeemSectionProps) {
  const id = useId()
  const { snapshot, send, flow } = useVoucherRedeem(actions, resetKey)
  const { entries, responses, removalErrors, busy } = snapshot.context
  const working = !snapshot.matches('ready')
  const appliedKey = entries
    .map((e) => (e.applied ? `${e.code}:${e.amount ?? 0}:${e.ref ?? ''}` : ''))
    .join('|')
  // Reads the latest entries and callback when it runs; runs only when what is applied changes,
  // not on every keystroke.
  const reportApplied = useEffectEvent(() =>
    onApplied?.(
      entries.filter((e) => e.applied).map((e) => ({ code: e.code, amount: e.amount ?? 0, ref: e.ref })),
    ),
  )
  useEffect(() => {
    reportApplied()
  }, [appliedKey])
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const total = entries.reduce((s, e) => s + (e.applied ? (e.amount ?? 0) : 0), 0)
  return (
    <section className="vouchers" aria-labelledby={`${id}-h`} {...flow}>
      <Heading id={`${id}-h`}>{heading}</Heading>
      <ol className="voucher-entries">
        {entries.map((entry, index) => (
          <li key={index}>
            <Entry
              id={`${id}-${index}`}
              index={index}
              entry={entry}
              answer={responses[index]}
              removalError={removalErrors[index]}
              redeeming={busy === index && snapshot.matches('redeeming')}
              removing={busy === index && snapshot.matches('removing')}
              disabled={working}
              redeemLabel={redeemLabel}
              undoLabel={undoLabel}
              onCode={(code) => send({ type: 'EDIT', index, code })}
              onRedeem={() => send({ type: 'REDEEM', index })}
              onUndo={() => send({ type: 'UNDO', index })}
            />
          </li>
        ))}
      </ol>
      <p role="status" className="voucher-total">
        {total > 0 ? `Vouchers applied: ${formatPaise(total)}` : ''}
      </p>
      {entries.length < MAX_VOUCHER_ENTRIES && entries.every((e) => e.applied) ? (
        <button type="button" onClick={() => send({ type: 'ADD_ENTRY' })} disabled={working}>
          Add another voucher
        </button>
      ) : null}
    </section>
  )
}

function Entry(props: {
  id: string
  index: number
  entry: VoucherEntry
  answer: { ok: boolean; message: string } | undefined
  removalError: string | undefined
  redeeming: boolean
  removing: boolean
  disabled: boolean
  redeemLabel: string
  undoLabel: string
  onCode: (code: string) => void
  onRedeem: () => void
  onUndo: () => void
}) {
  const { id, index, entry, answer } = props
  const n = index + 1
  if (entry.applied)
    return (
      <div className="voucher-applied">
        <p>
          <strong>{entry.code}</strong> {formatPaise(entry.amount ?? 0)}
        </p>
        {answer ? <p className="voucher-answer">{answer.message}</p> : null}
        <button
          type="button"
          onClick={props.onUndo}
          disabled={props.disabled}
          aria-label={props.removing ? undefined : `${props.undoLabel} voucher ${entry.code}`}
        >
          {props.removing ? 'Removing…' : props.undoLabel}
        </button>
        {props.removalError ? (
          <p role="alert" className="field-error">
            {props.removalError}
          </p>
        ) : null}
      </div>
    )
  const error = answer && !answer.ok ? answer.message : undefined
  return (
    <form
      method="post"
      aria-label={`Voucher ${n}`}
      className="voucher-form"
      onSubmit={(e) => {
        e.preventDefault()
        props.onRedeem()
      }}
    >
      <div className="form-field">
        <label htmlFor={id}>Voucher code {n}</label>
        <input
          id={id}
          value={entry.code}
          onChange={(e) => props.onCode(e.target.value.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={props.disabled || !entry.code.trim()}>
        {props.redeeming ? 'Checking…' : props.redeemLabel}
      </button>
    </form>
  )
}
