import { useNavigate } from '@tanstack/react-router'
import { useEffect, type FormEvent } from 'react'
import { useGuestLookup } from '~/flows/bookings/bookings.flow'
import { FormAlert, SubmitButton } from '../forms/Field'

/**
 * A guest finds a booking: the Trip Id and the e-mail or mobile number used when booking. `tripId`
 * fills the Trip Id in (a trip page that could not be shown sent the guest here).
 */
export function GuestLookupForm({ tripId }: { tripId?: string | undefined } = {}) {
  const [snapshot, send] = useGuestLookup()
  const navigate = useNavigate()
  const found = snapshot.matches('found') ? snapshot.context.tripId : null
  useEffect(() => {
    if (found) void navigate({ to: '/bookings/$tripId', params: { tripId: found } })
  }, [found, navigate])
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    send({
      type: 'FIND',
      tripId: String(form.get('tripId') ?? '').trim(),
      contact: String(form.get('contact') ?? '').trim(),
    })
  }
  return (
    // POST: pressed before the app has started, the form reloads the page without putting the
    // e-mail or mobile number in the address (a GET would).
    <form className="trip-lookup" method="post" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor="lookup-trip">Trip Id</label>
        <input
          id="lookup-trip"
          name="tripId"
          type="text"
          autoComplete="off"
          placeholder="SF1234567890"
          defaultValue={tripId}
          required
        />
      </div>
      <div className="form-field">
        <label htmlFor="lookup-contact">E-mail or mobile number used when booking</label>
        <input id="lookup-contact" name="contact" type="text" autoComplete="email" required />
      </div>
      <FormAlert message={snapshot.context.error} />
      <SubmitButton pending={snapshot.matches('finding') || Boolean(found)} pendingText="Finding…">
        Find booking
      </SubmitButton>
    </form>
  )
}
