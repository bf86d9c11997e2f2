import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import {
  AC_CLASSES,
  BERTH_CHOICES,
  BERTH_NAMES,
  BERTHS_BY_CLASS,
  BERTH_CLASSES,
  CONCESSION_NAMES,
  CONCESSIONS,
  GENDER_NAMES,
  GENDERS,
  ID_TYPES,
  MEAL_NAMES,
  MEALS,
  type TrainClass,
} from '@contracts/trains/codes'
import { canAddPassenger, isSeniorCitizen, passengerMessages } from '@contracts/trains/passengers'
import { FormAlert, SelectField, TextField } from '~/components/forms/Field'
import { isCatered, passengerCountOf } from '~/components/trains/booking-search'
import {
  checkPassengers,
  emptyInfant,
  emptyPassenger,
  valuesOf,
  type PassengersFormValues,
} from '~/components/trains/passengers-form'
import { SavedTravellers } from '~/components/trains/SavedTravellers'
import { useShell } from '~/components/useShell'
import { useTrainBooking } from '~/flows/trains/booking.flow'
import { scheduleQueryOptions } from '~/flows/trains/trains.queries'

/**
 * Train checkout step 1 (issue 16; 001 §3 "Train passenger", §5, §9): up to 6 passengers (Add is
 * disabled at 6 and says why) and the infants under 5 apart, each with the railway's fields and the
 * 001 §5 rules and messages of contracts/trains/passengers.ts; the reservation choice; saved
 * travellers for a signed-in traveller.
 */
export const Route = createFileRoute('/trains/booking/passengers')({
  component: PassengersStep,
})

const NATIONALITIES = [
  { value: 'IN', label: 'India' },
  { value: 'NP', label: 'Nepal' },
  { value: 'BT', label: 'Bhutan' },
  { value: 'BD', label: 'Bangladesh' },
  { value: 'LK', label: 'Sri Lanka' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'AE', label: 'United Arab Emirates' },
]

function PassengersStep() {
  const flow = useTrainBooking()
  const schedule = useQuery(scheduleQueryOptions(flow.journey.trainNo))
  // Until the train is known, food is not asked (the service says so if the train serves meals).
  const catered = schedule.data ? isCatered(schedule.data.trainType) : false
  return (
    <>
      <h1>Passengers</h1>
      {schedule.data ? (
        <p>
          {schedule.data.trainNumber} {schedule.data.trainName}
        </p>
      ) : null}
      <PassengersForm catered={catered} key={String(catered)} />
    </>
  )
}

function PassengersForm({ catered }: { catered: boolean }) {
  const flow = useTrainBooking()
  const { limits } = useShell().config
  const max = limits.trainsMaxPassengers
  const { travelClass, quota } = flow.journey
  const address = Route.useSearch()
  const form = useForm<PassengersFormValues>({
    defaultValues: valuesOf(flow.snapshot.context.travellers, passengerCountOf(address, max)),
  })
  const passengers = useFieldArray({ control: form.control, name: 'passengers' })
  const infants = useFieldArray({ control: form.control, name: 'infants' })
  const [alert, setAlert] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const count = passengers.fields.length
  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors()
    const checked = checkPassengers(values, { travelClass, quota, catered, maxPassengers: max })
    if ('errors' in checked) {
      for (const [name, message] of Object.entries(checked.errors))
        if (name) form.setError(name as Parameters<typeof form.setError>[0], { message }) // paths built by checkPassengers from this form's own fields
      setAlert(checked.errors[''] ?? checked.errors.infants ?? passengerMessages.genericForm)
      // Focus goes to the first field to fix, in the page's order (not left on Continue; issue 24).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    setAlert(null)
    flow.send({ type: 'SUBMIT_PASSENGERS', travellers: checked.travellers })
  })
  return (
    <form ref={formRef} aria-label="Passengers" noValidate onSubmit={(e) => void onSubmit(e)}>
      <SavedTravellers form={form} count={count} />
      {passengers.fields.map((field, i) => (
        <PassengerFields
          key={field.id}
          form={form}
          index={i}
          travelClass={travelClass}
          catered={catered}
          onRemove={count > 1 ? () => passengers.remove(i) : undefined}
        />
      ))}
      <div className="train-actions">
        <button
          type="button"
          disabled={!canAddPassenger(count, max)}
          aria-describedby={canAddPassenger(count, max) ? undefined : 'train-max-passengers'}
          onClick={() => passengers.append(emptyPassenger())}
        >
          Add passenger
        </button>
        {canAddPassenger(count, max) ? null : (
          <p id="train-max-passengers" role="status">
            {passengerMessages.maxPassengers}
          </p>
        )}
      </div>
      <h2>Infants (under 5)</h2>
      <p>Infants travel free on a grown-up’s lap, without a berth.</p>
      {infants.fields.map((field, i) => (
        <fieldset key={field.id}>
          <legend>Infant {i + 1}</legend>
          <div className="field-row">
            <TextField
              form={form}
              name={`infants.${i}.name`}
              label="Name"
              input={{ maxLength: 16, autoComplete: 'off' }}
            />
            <SelectField
              form={form}
              name={`infants.${i}.age`}
              label="Age"
              placeholder="Choose"
              options={['0', '1', '2', '3', '4'].map((a) => ({
                value: a,
                label: a === '0' ? 'Under 1' : `${a} years`,
              }))}
            />
            <SelectField
              form={form}
              name={`infants.${i}.gender`}
              label="Gender"
              placeholder="Choose"
              options={[
                { value: 'M', label: 'Boy (Mstr)' },
                { value: 'F', label: 'Girl (Miss)' },
              ]}
            />
          </div>
          <button type="button" onClick={() => infants.remove(i)}>
            Remove infant {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        disabled={infants.fields.length >= max}
        onClick={() => infants.append(emptyInfant())}
      >
        Add infant
      </button>
      <SelectField
        form={form}
        name="berthChoice"
        label="Reservation choice"
        options={BERTH_CHOICES.map((c) => ({ value: String(c.code), label: c.label }))}
      />
      <FormAlert message={alert} />
      <div className="train-actions">
        <button type="submit" className="checkout-primary">
          Continue
        </button>
      </div>
    </form>
  )
}

function PassengerFields({
  form,
  index: i,
  travelClass,
  catered,
  onRemove,
}: {
  form: UseFormReturn<PassengersFormValues>
  index: number
  travelClass: TrainClass
  catered: boolean
  onRemove: (() => void) | undefined
}) {
  const [age, gender, nationality] = form.watch([
    `passengers.${i}.age`,
    `passengers.${i}.gender`,
    `passengers.${i}.nationality`,
  ])
  const years = /^\d{1,3}$/.test(age.trim()) ? Number(age) : null
  const g = GENDERS.find((x) => x === gender)
  const child = years !== null && years >= 5 && years < 12
  const senior = years !== null && g !== undefined && isSeniorCitizen(years, g)
  const berths = BERTH_CLASSES.includes(travelClass) ? BERTHS_BY_CLASS[travelClass] : (['WS'] as const)
  const errorOf = (name: 'childBerth' | 'concession') =>
    form.formState.errors.passengers?.[i]?.[name]?.message
  return (
    <fieldset>
      <legend>Passenger {i + 1}</legend>
      <div className="field-row">
        <TextField
          form={form}
          name={`passengers.${i}.name`}
          label="Name"
          input={{ maxLength: 16, autoComplete: 'off' }}
        />
        <TextField
          form={form}
          name={`passengers.${i}.age`}
          label="Age"
          input={{ inputMode: 'numeric', maxLength: 3 }}
        />
        <SelectField
          form={form}
          name={`passengers.${i}.gender`}
          label="Gender"
          placeholder="Choose"
          options={GENDERS.map((x) => ({ value: x, label: GENDER_NAMES[x] }))}
        />
        <SelectField
          form={form}
          name={`passengers.${i}.nationality`}
          label="Nationality"
          options={NATIONALITIES}
        />
        {nationality !== 'IN' ? (
          <TextField
            form={form}
            name={`passengers.${i}.passportNo`}
            label="Passport number"
            input={{ maxLength: 12 }}
          />
        ) : null}
        <SelectField
          form={form}
          name={`passengers.${i}.berth_preference`}
          label="Berth preference"
          placeholder="No preference"
          options={berths.map((b) => ({ value: b, label: BERTH_NAMES[b] }))}
        />
        {catered ? (
          <SelectField
            form={form}
            name={`passengers.${i}.food`}
            label="Food"
            placeholder="Choose"
            options={MEALS.map((m) => ({ value: m, label: MEAL_NAMES[m] }))}
          />
        ) : null}
        <SelectField
          form={form}
          name={`passengers.${i}.id_type`}
          label="ID card type"
          placeholder="None"
          options={ID_TYPES.map((t) => ({ value: t.code, label: t.label }))}
        />
        <TextField
          form={form}
          name={`passengers.${i}.id_number`}
          label="ID card number"
          input={{ maxLength: 20 }}
        />
        {senior ? (
          <SelectField
            form={form}
            name={`passengers.${i}.concession`}
            label="Senior citizen concession"
            options={CONCESSIONS.map((c) => ({ value: c, label: CONCESSION_NAMES[c] }))}
          />
        ) : null}
      </div>
      {senior ? null : errorOf('concession') ? <p className="field-error">{errorOf('concession')}</p> : null}
      {child ? (
        <label className="train-check">
          <input type="checkbox" {...form.register(`passengers.${i}.childBerth`)} /> Book a berth for this
          child (without one: half the base fare)
        </label>
      ) : null}
      {errorOf('childBerth') ? <p className="field-error">{errorOf('childBerth')}</p> : null}
      {AC_CLASSES.includes(travelClass) ? (
        <label className="train-check">
          <input type="checkbox" {...form.register(`passengers.${i}.bedroll`)} /> Bedroll
        </label>
      ) : null}
      {onRemove ? (
        <button type="button" onClick={onRemove}>
          Remove passenger {i + 1}
        </button>
      ) : null}
    </fieldset>
  )
}
