import { createFileRoute } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { addressProblem, passengerMessages } from '@contracts/trains/passengers'
import { FormAlert, TextField } from '~/components/forms/Field'
import { useTrainBooking } from '~/flows/trains/booking.flow'

/**
 * Train checkout step 2 (issue 16; 001 §5): the mobile, e-mail and address (3 to 30 characters)
 * the ticket goes to.
 */
export const Route = createFileRoute('/trains/booking/contact')({
  component: ContactStep,
})

interface ContactValues {
  mobile: string
  email: string
  address: string
}

const MOBILE = /^[6-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function ContactStep() {
  const flow = useTrainBooking()
  const saved = flow.snapshot.context.contact
  const form = useForm<ContactValues>({
    defaultValues: {
      mobile: saved?.mobile ?? '',
      email: saved?.email ?? '',
      address: saved?.address ?? '',
    },
  })
  const errors = Object.keys(form.formState.errors).length > 0
  const onSubmit = form.handleSubmit((v) => {
    const mobile = v.mobile.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '')
    let bad = false
    if (!MOBILE.test(mobile)) {
      form.setError('mobile', { message: passengerMessages.mobile })
      bad = true
    }
    if (!EMAIL.test(v.email.trim())) {
      form.setError('email', { message: 'Enter an e-mail address such as name@example.com' })
      bad = true
    }
    const address = addressProblem(v.address)
    if (address) {
      form.setError('address', { message: address })
      bad = true
    }
    if (bad) return
    flow.send({
      type: 'SUBMIT_CONTACT',
      contact: { mobile, email: v.email.trim(), address: v.address.trim() },
    })
  })
  return (
    <>
      <h1>Contact details</h1>
      <p>The railway sends the ticket and its changes to this mobile and e-mail.</p>
      <form aria-label="Contact details" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          form={form}
          name="mobile"
          label="Mobile number"
          input={{ inputMode: 'tel', autoComplete: 'tel-national', maxLength: 14 }}
        />
        <TextField
          form={form}
          name="email"
          label="E-mail"
          input={{ type: 'email', autoComplete: 'email', maxLength: 100 }}
        />
        <TextField
          form={form}
          name="address"
          label="Address"
          input={{ autoComplete: 'street-address', maxLength: 30 }}
        />
        <FormAlert message={errors ? passengerMessages.genericForm : null} />
        <div className="train-actions">
          <button type="button" onClick={() => flow.send({ type: 'BACK' })}>
            Back to passengers
          </button>
          <button type="submit" className="checkout-primary">
            Continue
          </button>
        </div>
      </form>
    </>
  )
}
