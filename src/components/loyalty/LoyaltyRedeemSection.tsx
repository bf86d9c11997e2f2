/**
 * PAYBACK points on the payment step (issue 26; 001 §2 loyalty redeem flow with the PIN-sent modal;
 * machines/loyalty/loyalty-redeem.machine.ts), for the shared payment panel to mount.
 *
 * Props (all the section needs; everything else it asks PAYBACK itself):
 *   bookingTotal  the booking's total before any tender (paise): the allowed share is of this
 *   left          what is left to pay now, other tenders applied (paise)
 *   selectionKey  anything that changes when the traveller chooses another flight, room or class
 *                 (e.g. `${offerId}:${roomOrClass}`): every loyalty flag is reset then
 *   onRedeem      the core's apply of the points tender: holds `amount` paise with the redeem
 *                 `authorization` (TenderProvider detail { authorization }) and answers what the
 *                 points paid and what is left; throws an Error with the words to show on refusal
 *   onUndo        the core's undo of the points tender; throws an Error with the words on failure
 *   disabled      the panel is busy (paying)
 * The promo-xor-points rule is the panel's (000 §5); this section only redeems and undoes.
 */
import { useId, useState } from 'react'
import { formatPaise } from '~/lib/money'
import { useLoyaltyRedeem, type CoreTender } from '~/flows/loyalty/loyalty-redeem.flow'
import { Modal } from '../overlays/Modal'
import { useShell } from '../useShell'

export interface LoyaltyRedeemSectionProps {
  bookingTotal: number
  left: number
  selectionKey: string
  onRedeem: CoreTender['redeem']
  onUndo: CoreTender['undo']
  disabled?: boolean
}

const rupees = (paise: number) => (paise / 100).toFixed(2)

export function LoyaltyRedeemSection(props: LoyaltyRedeemSectionProps) {
  const id = useId()
  const { config } = useShell()
  const { snapshot, send, flow } = useLoyaltyRedeem(
    {
      bookingTotal: props.bookingTotal,
      left: props.left,
      selectionKey: props.selectionKey,
      resendCooldownMs: config.loyalty.pinResendCooldownMs,
      authorizationTtlMs: config.loyalty.authorizationTtlMs,
    },
    { redeem: props.onRedeem, undo: props.onUndo },
  )
  const [number, setNumber] = useState('')
  const [pin, setPin] = useState('')
  const [amount, setAmount] = useState<string | null>(null)
  const [typo, setTypo] = useState<string | null>(null)
  const ctx = snapshot.context
  const off = props.disabled ?? false
  const state = (s: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(s)
  const alertOf = (text: string | null) =>
    text ? (
      <p role="alert" className="field-error">
        {text}
      </p>
    ) : null
  const heading = <h2 id={`${id}-h`}>PAYBACK points</h2>

  if (state('withoutPayback'))
    return (
      <section aria-labelledby={`${id}-h`} {...flow}>
        {heading}
        <p>You are paying without PAYBACK points.</p>
        <button type="button" onClick={() => send({ type: 'USE_PAYBACK' })} disabled={off}>
          Use PAYBACK points
        </button>
      </section>
    )

  if (state('redeemed') || state('undoing') || state('removing'))
    return (
      <section aria-labelledby={`${id}-h`} {...flow}>
        {heading}
        <p role="status">
          {formatPaise(ctx.redeemed ?? 0)} paid with PAYBACK points.
          {ctx.fullAmountPaid ? ' Your booking is paid in full.' : ''}
        </p>
        <button type="button" onClick={() => send({ type: 'UNDO' })} disabled={off || !state('redeemed')}>
          {state('undoing') ? 'Undoing…' : 'Undo'}
        </button>{' '}
        <button
          type="button"
          onClick={() => send({ type: 'REMOVE_DISCOUNT' })}
          disabled={off || !state('redeemed')}
        >
          {state('removing') ? 'Removing…' : 'Remove PAYBACK discount'}
        </button>
        {alertOf(ctx.undoError)}
      </section>
    )

  if ((state('ready') || state('redeeming')) && ctx.balance) {
    const cap = Math.max(
      0,
      Math.min(
        Math.floor((ctx.bookingTotal * ctx.balance.max_share_percent) / 100),
        ctx.left,
        ctx.balance.value,
      ),
    )
    const shown = amount ?? rupees(ctx.amountToRedeem)
    const paise = Math.round(Number(shown) * 100)
    return (
      <section aria-labelledby={`${id}-h`} {...flow}>
        {heading}
        <p>
          {ctx.account?.name}: <strong>{ctx.balance.points.toLocaleString('en-IN')} points</strong>, worth{' '}
          {formatPaise(ctx.balance.value)}. You can redeem up to {formatPaise(cap)} on this booking.
        </p>
        <form
          method="post"
          aria-label="Redeem PAYBACK points"
          onSubmit={(e) => {
            e.preventDefault()
            if (!/^\d+(\.\d{1,2})?$/.test(shown.trim()) || paise < 1)
              return setTypo('Enter an amount in rupees, such as 250 or 250.50')
            if (paise > cap) return setTypo(`You can redeem at most ${formatPaise(cap)} on this booking.`)
            setTypo(null)
            setAmount(null)
            send({ type: 'REDEEM', amount: paise })
          }}
        >
          <label htmlFor={`${id}-amount`}>Amount to redeem (₹)</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={shown}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button type="submit" disabled={off || state('redeeming')}>
            {state('redeeming') ? 'Redeeming…' : 'Redeem points'}
          </button>
        </form>
        {alertOf(typo ?? ctx.error)}
        <button type="button" onClick={() => send({ type: 'REMOVE_DISCOUNT' })} disabled={off}>
          Change number
        </button>{' '}
        <button type="button" onClick={() => send({ type: 'PROCEED_WITHOUT_PAYBACK' })} disabled={off}>
          Pay without PAYBACK
        </button>
      </section>
    )
  }

  const found = state('accountFound') || state('requestingPin') || state('pinSent') || state('verifyingPin')
  return (
    <section aria-labelledby={`${id}-h`} {...flow}>
      {heading}
      {found && ctx.account ? (
        <>
          <p>
            {ctx.account.name}, card {ctx.account.card}, mobile {ctx.account.mobile}
          </p>
          <button
            type="button"
            onClick={() => send({ type: 'REQUEST_PIN' })}
            disabled={off || !state('accountFound')}
          >
            {state('requestingPin') ? 'Sending PIN…' : 'Send PIN'}
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'CHANGE_NUMBER' })} disabled={off}>
            Change number
          </button>
          {alertOf(ctx.error)}
        </>
      ) : (
        <form
          method="post"
          aria-label="Find your PAYBACK account"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'SUBMIT_NUMBER', number })
          }}
        >
          <label htmlFor={`${id}-number`}>Mobile number or PAYBACK card number</label>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
          <button type="submit" disabled={off || state('lookingUp')}>
            {state('lookingUp') ? 'Finding…' : 'Find my account'}
          </button>
          {alertOf(ctx.lookupError)}
        </form>
      )}
      <button type="button" onClick={() => send({ type: 'PROCEED_WITHOUT_PAYBACK' })} disabled={off}>
        Pay without PAYBACK
      </button>
      <Modal
        open={state('pinSent') || state('verifyingPin')}
        title="PIN sent"
        onClose={() => send({ type: 'CLOSE_PIN_MODAL' })}
        closeLabel="Cancel"
        action={
          ctx.canResend ? { label: 'Resend PIN', onClick: () => send({ type: 'RESEND_PIN' }) } : undefined
        }
      >
        <form
          method="post"
          aria-label="Verify PIN"
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: 'SUBMIT_PIN', pin })
            setPin('')
          }}
        >
          <p>
            A PIN has been sent to your registered mobile {ctx.pinSentTo?.mobile} and e-mail{' '}
            {ctx.pinSentTo?.email}.
          </p>
          <label htmlFor={`${id}-pin`}>PAYBACK PIN</label>
          <input
            id={`${id}-pin`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
          <button type="submit" disabled={state('verifyingPin')}>
            {state('verifyingPin') ? 'Checking…' : 'Verify PIN'}
          </button>
          {alertOf(ctx.pinError)}
        </form>
      </Modal>
    </section>
  )
}
