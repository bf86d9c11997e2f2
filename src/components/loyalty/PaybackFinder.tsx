/**
 * The account page's way to a PAYBACK account (001 §2 loyalty flow; §5 "A loyalty PIN is sent to the
 * registered mobile and e-mail"): a mobile or card number, the PIN sent (the PIN-sent modal), then
 * the balance and transactions it opens, with "Link to my account"; or a new account created for the
 * verified mobile.
 */
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { PAYBACK_NUMBER, type PinSent } from '@contracts/loyalty/schemas'
import {
  useCreatePaybackMutation,
  useLinkPaybackMutation,
  useLookupPaybackMutation,
  usePaybackBalanceMutation,
  useRequestPinMutation,
  useVerifyPinMutation,
} from '~/flows/loyalty/loyalty.mutations'
import { accountNotFound } from '@contracts/loyalty/messages'
import { Modal } from '../overlays/Modal'
import { PaybackStatement } from './PaybackStatement'

export function PaybackFinder({ phone, verified }: { phone: string | null; verified: boolean }) {
  const id = useId()
  const [number, setNumber] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<PinSent | null>(null)
  const [pin, setPin] = useState('')
  const [authorization, setAuthorization] = useState<string | null>(null)
  const lookup = useLookupPaybackMutation()
  const requestPin = useRequestPinMutation()
  const verify = useVerifyPinMutation()
  const balance = usePaybackBalanceMutation()
  const link = useLinkPaybackMutation()
  const create = useCreatePaybackMutation()
  const busy = lookup.isPending || requestPin.isPending

  const find = async () => {
    const given = number.trim()
    if (!PAYBACK_NUMBER.test(given))
      return setProblem('Enter your 10-digit mobile number or 16-digit PAYBACK card number')
    setProblem(null)
    try {
      const account = await lookup.mutateAsync(given)
      if (!account) return setProblem(accountNotFound(given))
      setSent(await requestPin.mutateAsync(given))
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Oops! Something went wrong')
    }
  }

  const check = async () => {
    try {
      const verified = await verify.mutateAsync({ paybackNumber: number.trim(), pin: pin.trim() })
      setAuthorization(verified.authorization)
      setSent(null)
      setPin('')
      await balance.mutateAsync(verified.authorization)
    } catch {
      // verify.error shows in the modal.
    }
  }

  return (
    <>
      <section className="account-card" aria-labelledby={`${id}-find`}>
        <h2 id={`${id}-find`}>Check your PAYBACK points</h2>
        <form
          method="post"
          aria-label="Find your PAYBACK account"
          onSubmit={(e) => {
            e.preventDefault()
            void find()
          }}
        >
          <label htmlFor={`${id}-number`}>Mobile number or PAYBACK card number</label>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="field-error">
              {problem}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending PIN…' : 'Send PIN'}
          </button>
        </form>
      </section>
      <Modal open={sent !== null} title="PIN sent" onClose={() => setSent(null)} closeLabel="Cancel">
        {sent && (
          <form
            method="post"
            aria-label="Verify PIN"
            onSubmit={(e) => {
              e.preventDefault()
              void check()
            }}
          >
            <p>
              A PIN has been sent to your registered mobile {sent.sent_to.mobile} and e-mail{' '}
              {sent.sent_to.email}.
            </p>
            <label htmlFor={`${id}-pin`}>PAYBACK PIN</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={pin}
              onChange={(e) => setPin(e.target.value)}
            />
            {verify.error && (
              <p role="alert" className="field-error">
                {verify.error.message}
              </p>
            )}
            <button type="submit" className="button" disabled={verify.isPending}>
              {verify.isPending ? 'Checking…' : 'Verify PIN'}
            </button>
          </form>
        )}
      </Modal>
      {balance.data && authorization && (
        <>
          <PaybackStatement balance={balance.data.balance} transactions={balance.data.transactions} />
          <section className="account-card" aria-labelledby={`${id}-link`}>
            <h2 id={`${id}-link`}>Keep it on your account</h2>
            <p>Link this PAYBACK account to your sign-in to see your points here without a PIN.</p>
            {link.error && (
              <p role="alert" className="form-alert">
                {link.error.message}
              </p>
            )}
            <button
              type="button"
              className="button"
              disabled={link.isPending}
              onClick={() => link.mutate(authorization)}
            >
              {link.isPending ? 'Linking…' : 'Link to my account'}
            </button>
          </section>
        </>
      )}
      <section className="account-card" aria-labelledby={`${id}-create`}>
        <h2 id={`${id}-create`}>New to PAYBACK?</h2>
        {phone && verified ? (
          <>
            <p>
              Create a PAYBACK account for your verified mobile +91 {phone} and earn points on every booking.
            </p>
            {create.error && (
              <p role="alert" className="form-alert">
                {create.error.message}
              </p>
            )}
            <button
              type="button"
              className="button"
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              {create.isPending ? 'Creating…' : 'Create PAYBACK account'}
            </button>
          </>
        ) : (
          <p>
            A PAYBACK account is created for a verified mobile number.{' '}
            <Link to="/account/profile">Verify your mobile number in your profile</Link>, then come back here.
          </p>
        )}
      </section>
    </>
  )
}
