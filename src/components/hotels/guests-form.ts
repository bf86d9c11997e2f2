/**
 * The guests form's values and their checks (001 §3 guest form; 000 §5 name, phone and e-mail
 * rules; 001 §5 PAN, and a promo code or PAYBACK, not both). Pure, so the page and the tests read
 * the same rules; the server function checks them again.
 */
import { guestSchema, hotelContactSchema, panSchema } from '@contracts/hotels/booking'
import { hotelMessages } from '@contracts/hotels/messages'
import type { GuestsDetails } from '~/flows/hotels/booking.flow'

export interface GuestsFormValues {
  contact: { title: string; name: string; surname: string; email: string; phone: string }
  guests: { title: string; name: string; surname: string }[]
  pan: string
  specialRequests: string
  paybackNumber: string
  paybackPin: string
  terms: boolean
}

export function emptyGuestsForm(rooms: number): GuestsFormValues {
  return {
    // No title is assumed (issue 24: every lead guest defaulted to "Mr"): the traveller chooses it.
    contact: { title: '', name: '', surname: '', email: '', phone: '' },
    guests: Array.from({ length: rooms }, () => ({ title: '', name: '', surname: '' })),
    pan: '',
    specialRequests: '',
    paybackNumber: '',
    paybackPin: '',
    terms: false,
  }
}

export type GuestsFormErrors = Record<string, string>

/** The form's errors keyed by field id ('contact.email', 'guests.1.name', 'pan', …), or the details to send. */
export function checkGuestsForm(
  v: GuestsFormValues,
  opts: { panRequired: boolean; promoApplied: boolean; address: string },
): { errors: GuestsFormErrors } | { details: GuestsDetails } {
  const errors: GuestsFormErrors = {}
  const { title: contactTitle, ...contactRest } = v.contact
  const contact = hotelContactSchema.safeParse({
    ...contactRest,
    ...(contactTitle ? { title: contactTitle } : {}),
    country_code: '91',
  })
  if (!contact.success)
    for (const issue of contact.error.issues) errors[`contact.${issue.path.join('.')}`] ??= issue.message
  const guests = v.guests.map((g, i) => {
    if (!g.title) errors[`guests.${i}.title`] = 'Choose the title: Mr, Mrs, Ms, Miss, Mstr or Dr'
    const parsed = guestSchema.safeParse(g)
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[`guests.${i}.${issue.path.join('.')}`] ??= issue.message
    return parsed.success ? parsed.data : null
  })
  const pan = v.pan.trim() ? panSchema.safeParse(v.pan) : null
  if (opts.panRequired && !v.pan.trim()) errors.pan = 'Enter the PAN of the lead guest, such as AAAAA9999A'
  else if (pan && !pan.success) errors.pan = pan.error.issues[0]?.message ?? 'Enter a valid PAN'
  const payback = v.paybackNumber.trim() || v.paybackPin.trim()
  if (payback && opts.promoApplied) errors.paybackNumber = hotelMessages.promoAndPoints
  else if (payback && !/^\d{10}(\d{6})?$/.test(v.paybackNumber.trim()))
    errors.paybackNumber = 'Enter the 10-digit mobile or 16-digit PAYBACK card number'
  else if (payback && !/^\d{4}$/.test(v.paybackPin.trim()))
    errors.paybackPin = 'Enter the 4-digit PAYBACK PIN'
  if (!v.terms) errors.terms = hotelMessages.termsRequired
  if (Object.keys(errors).length > 0 || !contact.success) return { errors }
  return {
    details: {
      contact: contact.data,
      guests: guests.flatMap((g) => (g ? [g] : [])),
      ...(pan?.success ? { pan: pan.data } : {}),
      ...(v.specialRequests.trim() ? { specialRequests: v.specialRequests.trim() } : {}),
      ...(payback ? { payback: { number: v.paybackNumber.trim(), pin: v.paybackPin.trim() } } : {}),
      address: opts.address,
    },
  }
}
