import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { isoToDisplay } from '~/lib/date-input'
import { passengerTypeLabels } from '~/lib/accounts/traveller-type'
import { useDeleteTravellerMutation } from '~/flows/accounts/account.mutations'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { ConfirmDialog } from '../ConfirmDialog'
import { FormAlert } from '~/components/forms/Field'
import { readUserError } from '~/components/forms/server-errors'

export interface TravellerRow {
  travelUserId: number
  title: string
  firstName: string
  lastName: string
  passengerType: string
  dateOfBirth: string | null
  status: string
  documents: { number: string; expiryDate: string }[]
}

const typeLabels: Record<string, string> = passengerTypeLabels
const typeLabel = (t: string): string => typeLabels[t] ?? t

export function TravellerList({ travellers }: { travellers: readonly TravellerRow[] }) {
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const [asking, setAsking] = useState<TravellerRow | null>(null)
  const remove = useDeleteTravellerMutation({
    onSuccess: async () => {
      const name = asking ? `${asking.firstName} ${asking.lastName}` : 'The traveller'
      setAsking(null)
      await queryClient.invalidateQueries({ queryKey: ['account'] })
      show(`${name} is deleted.`)
    },
  })
  if (travellers.length === 0) return <p>No saved travellers yet.</p>
  return (
    <>
      <ul className="record-list" aria-label="Saved travellers">
        {travellers.map((t) => {
          const name = `${t.title} ${t.firstName} ${t.lastName}`
          const passport = t.documents[0]
          return (
            <li key={t.travelUserId} className="record">
              <h2 className="h3">{name}</h2>
              <p>
                {typeLabel(t.passengerType)}
                {t.dateOfBirth ? ` · born ${isoToDisplay(t.dateOfBirth)}` : ''}
              </p>
              {passport && (
                <p>
                  Passport {passport.number}, valid till {isoToDisplay(passport.expiryDate)}
                </p>
              )}
              <div className="form-actions">
                <Link
                  className="button button-outline"
                  to="/account/travellers/$travellerId"
                  params={{ travellerId: t.travelUserId }}
                  aria-label={`Edit ${name}`}
                >
                  Edit
                </Link>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    remove.reset()
                    setAsking(t)
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Delete ${asking.firstName} ${asking.lastName}?` : 'Delete traveller?'}
        confirmText="Delete"
        pendingText="Deleting…"
        pending={remove.isPending}
        onConfirm={() => asking && remove.mutate(asking.travelUserId)}
        onCancel={() => setAsking(null)}
      >
        <p>The traveller is removed from your saved travellers. Bookings already made keep their names.</p>
        <FormAlert message={remove.error ? readUserError(remove.error).message : null} />
      </ConfirmDialog>
    </>
  )
}
