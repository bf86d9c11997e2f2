import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { emptyGstForm, gstFormValuesOf, type SavedGstProfile } from '~/lib/accounts/gst-form'
import { saveGstProfile } from '~/flows/accounts/account.mutations'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { GstProfileForm } from './GstProfileForm'

export interface GstProfileRow extends SavedGstProfile {
  id: number
  subTerminalStatus: string
  stateId: string
}

/** The saved GST profiles, each editable in place, and the form to add one. */
export function GstProfiles({ profiles }: { profiles: readonly GstProfileRow[] }) {
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const [editing, setEditing] = useState<number | 'new' | null>(profiles.length === 0 ? 'new' : null)
  const saved = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: ['account'] })
    setEditing(null)
    show(message)
  }
  return (
    <>
      {profiles.length === 0 ? (
        <p>No GST profiles yet. Add one to get GST invoices for your company.</p>
      ) : (
        <ul className="record-list" aria-label="GST profiles">
          {profiles.map((p) => (
            <li key={p.id} className="record">
              {editing === p.id ? (
                <GstProfileForm
                  label={`Edit ${p.subTerminalName}`}
                  defaultValues={gstFormValuesOf(p)}
                  save={(body) => saveGstProfile(body, p.id)}
                  submitText="Save changes"
                  onSaved={() => saved(`${p.subTerminalName} is saved.`)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <h2 className="h3">
                    {p.subTerminalName}{' '}
                    <span
                      className={p.subTerminalStatus === 'Active' ? 'badge badge-ok' : 'badge badge-warn'}
                    >
                      {p.subTerminalStatus}
                    </span>
                  </h2>
                  <p>
                    {p.companyName} · GSTIN {p.gstNumber}
                  </p>
                  <p>{[p.addressLine1, p.addressLine2, p.cityId, p.zipCode].filter(Boolean).join(', ')}</p>
                  <p>
                    {p.email} · +91 {p.phoneNumber}
                  </p>
                  <div className="form-actions">
                    <button
                      type="button"
                      className="button button-outline"
                      aria-label={`Edit ${p.subTerminalName}`}
                      onClick={() => setEditing(p.id)}
                    >
                      Edit
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <GstProfileForm
          label="Add a GST profile"
          defaultValues={emptyGstForm}
          save={(body) => saveGstProfile(body)}
          submitText="Save GST profile"
          onSaved={() => saved('The GST profile is saved.')}
          {...(profiles.length > 0 ? { onCancel: () => setEditing(null) } : {})}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add a GST profile
          </button>
        </p>
      )}
    </>
  )
}
