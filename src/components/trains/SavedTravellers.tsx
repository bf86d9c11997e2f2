/**
 * Saved travellers for a signed-in traveller (001 §8: the passenger fetch's 401 marks an init
 * failure; the guest form still works): choosing one fills the first empty passenger.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { TRAIN_LIMITS } from '@contracts/trains/codes'
import { travellersQueryOptions } from '~/flows/accounts/account.queries'
import { viewerQueryOptions } from '~/flows/accounts/auth.queries'
import type { PassengersFormValues } from './passengers-form'

const FEMALE_TITLES = new Set(['Mrs', 'Ms', 'Miss'])

function yearsSince(dateOfBirth: string | null, now: number): string {
  if (!dateOfBirth) return ''
  const born = Date.parse(`${dateOfBirth}T00:00:00Z`)
  if (Number.isNaN(born)) return ''
  return String(Math.floor((now - born) / (365.2425 * 86_400_000)))
}

export function SavedTravellers({
  form,
  count,
}: {
  form: UseFormReturn<PassengersFormValues>
  count: number
}) {
  const viewer = useQuery(viewerQueryOptions())
  const signedIn = !!viewer.data?.user
  const saved = useQuery({ ...travellersQueryOptions(), retry: false, enabled: signedIn })
  const [chosen, setChosen] = useState('')
  // Not signed in (401) or the list failed: the guest form is all there is.
  if (saved.isError)
    return (
      <p className="field-hint">Your saved travellers could not be loaded; fill in the passengers below.</p>
    )
  if (!saved.data?.length) return null
  return (
    <div className="form-field">
      <label htmlFor="train-saved">Fill from a saved traveller</label>
      <select
        id="train-saved"
        value={chosen}
        onChange={(e) => {
          const t = saved.data.find((x) => String(x.travelUserId) === e.target.value)
          setChosen('')
          if (!t) return
          const values = form.getValues('passengers')
          const slot = values.findIndex((p) => !p.name.trim())
          const i = slot === -1 ? count - 1 : slot
          form.setValue(`passengers.${i}.name`, `${t.firstName} ${t.lastName}`.slice(0, TRAIN_LIMITS.nameMax))
          form.setValue(`passengers.${i}.age`, yearsSince(t.dateOfBirth, Date.now()))
          form.setValue(`passengers.${i}.gender`, FEMALE_TITLES.has(t.title) ? 'F' : 'M')
        }}
      >
        <option value="">Choose a saved traveller</option>
        {saved.data.map((t) => (
          <option key={t.travelUserId} value={String(t.travelUserId)}>
            {t.title} {t.firstName} {t.lastName}
          </option>
        ))}
      </select>
    </div>
  )
}
