import { Link } from '@tanstack/react-router'
import { useCreateWalletMutation } from '~/flows/wallet/wallet.mutations'

/** The step before a wallet exists: it is created for the account's verified mobile (000 §7 create_wallet). */
export function CreateWallet({ phone, verified }: { phone: string | null; verified: boolean }) {
  const create = useCreateWalletMutation()
  if (!phone || !verified)
    return (
      <section className="account-card" aria-labelledby="create-wallet">
        <h2 id="create-wallet">Create your wallet</h2>
        <p>
          A wallet holds cashback, refunds and promotional credit. It is created for a verified mobile number.
        </p>
        <p>
          <Link to="/account/profile">Verify your mobile number in your profile</Link>, then come back here.
        </p>
      </section>
    )
  return (
    <section className="account-card" aria-labelledby="create-wallet">
      <h2 id="create-wallet">Create your wallet</h2>
      <p>
        A wallet holds cashback, refunds and promotional credit, to spend on your next booking. It is created
        for your verified mobile +91 {phone}.
      </p>
      {create.error && (
        <p role="alert" className="form-alert">
          {create.error.message}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() => create.mutate(phone)}
        >
          {create.isPending ? 'Creating…' : 'Create wallet'}
        </button>
      </div>
    </section>
  )
}
