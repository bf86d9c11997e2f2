/**
 * The sandbox gateway's hosted page: a real, server-rendered, accessible form on the gateway's own
 * origin. It offers the configured payment modes and, because it is a sandbox, the outcome to
 * simulate. It asks for no card number: nothing card-like ever reaches the store or this database.
 */
import { formatPaise } from '@contracts/money'
import { outcomesFor } from '@contracts/payments/schemas'
import { sandboxCards } from '@contracts/payments/card-vault'

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const rupees = (paise: number) => formatPaise(paise)

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1f1f1f}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.375rem;margin:0 0 .25rem}.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
fieldset{border:1px solid #c4c4c4;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;padding:.375rem 0}input[type=radio]{width:1.125rem;height:1.125rem}
button{min-height:44px;width:100%;border:0;border-radius:8px;background:#1a5fb4;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}.note{color:#555;font-size:.875rem}
a{color:#1a5fb4}
</style></head><body><main>${body}</main></body></html>`

export function payPage(args: {
  orderId: string
  receipt: string
  amount: number
  modes: string[]
  formToken: string
  merchant: string
  /** The order's `notes.product`: the outcomes offered are those this product can have. */
  product: string | undefined
  /** A signed-in traveller's order (notes.customer_id): cards may be saved, saved ones offered. */
  vault?: VaultOffer | undefined
}): string {
  const modes = [...new Set([...args.modes, ...(args.vault?.saved.length ? [SAVED_MODES] : [])])]
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${esc(m)}"${i === 0 ? ' checked' : ''} required> ${esc(m)}</label>`,
    )
    .join('')
  const outcomes = outcomesFor(args.product)
    .map(
      ({ outcome, label }, i) =>
        `<label><input type="radio" name="outcome" value="${outcome}"${i === 0 ? ' checked' : ''} required> ${esc(label)}</label>`,
    )
    .join('')
  return shell(
    `Pay ${rupees(args.amount)} · Sandbox payment gateway`,
    `<h1>Pay ${esc(args.merchant)}</h1>
<p class="note">Order ${esc(args.orderId)} · Reference ${esc(args.receipt)}</p>
<p class="amount">${rupees(args.amount)}</p>
<form method="post" action="/payment/pay/${esc(args.orderId)}">
<input type="hidden" name="form_token" value="${esc(args.formToken)}">
<fieldset><legend>Payment method</legend>${modes}</fieldset>
${cardFields(args.vault)}
<fieldset><legend>Sandbox outcome</legend><p class="note">This is a test gateway: no money moves and no card details are asked for. Pick what the bank answers.</p>${outcomes}</fieldset>
<button type="submit">Pay ${rupees(args.amount)}</button>
</form>`,
  )
}

/** The white-label mode of a saved card (001 §3 payment modes). */
export const SAVED_MODES = 'SAVEDPAYMENTMODES'

export interface VaultOffer {
  saved: { token: string; network: string; issuer: string; last4: string }[]
}

/**
 * The sandbox test card a card payment uses (no number is asked for) and, for a signed-in
 * traveller, "Save this card" and their saved cards (docs/decisions/0232).
 */
function cardFields(vault: VaultOffer | undefined): string {
  const cards = sandboxCards
    .map(
      (card, i) =>
        `<label><input type="radio" name="card" value="${card.id}"${i === 0 ? ' checked' : ''}> ${esc(card.network)} · ${esc(card.issuer)} · ending ${card.last4}</label>`,
    )
    .join('')
  const save = vault
    ? `<label><input type="checkbox" name="save_card" value="yes"> Save this card for next time (only the network, bank and last 4 digits are kept)</label>`
    : ''
  const saved = vault?.saved.length
    ? `<fieldset><legend>Saved cards (pay with ${SAVED_MODES})</legend>${vault.saved
        .map(
          (m, i) =>
            `<label><input type="radio" name="saved_mode" value="${esc(m.token)}"${i === 0 ? ' checked' : ''}> ${esc(m.network)} · ${esc(m.issuer)} · ending ${esc(m.last4)}</label>`,
        )
        .join('')}</fieldset>`
    : ''
  return `<fieldset><legend>Sandbox test card (for card payments)</legend>${cards}${save}</fieldset>${saved}`
}

export function messagePage(title: string, text: string, back?: string): string {
  return shell(
    title,
    `<h1>${esc(title)}</h1><p role="alert">${esc(text)}</p>${back ? `<p><a href="${esc(back)}">Back to the store</a></p>` : ''}`,
  )
}
