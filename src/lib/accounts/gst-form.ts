/**
 * The GST profile form (000 §3 "GST profile", §5 'Enter a valid GST Number') and the service body
 * it becomes. The state is not asked: a GSTIN's first two digits are its state's GST code.
 */
import { z } from 'zod'
import { gstProfileFields } from '@contracts/accounts/records'

/** The shared GST profile fields without the ones the page fills itself (state, dialling code). */
export const gstFormSchema = gstProfileFields.omit({ stateId: true, extension: true }).extend({
  // An empty text box, not a missing key: the form always has the field.
  addressLine2: z.string().trim().max(200, 'must be at most 200 characters'),
})
export type GstFormInput = z.input<typeof gstFormSchema>
export type GstFormValues = z.output<typeof gstFormSchema>

export const gstFormFields = [
  'subTerminalName',
  'companyName',
  'gstNumber',
  'email',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'cityId',
  'zipCode',
] as const

/** The service reports a state that disagrees with the GSTIN on stateId; the person typed the GSTIN. */
export const gstFieldAliases = { stateId: 'gstNumber', gst_number: 'gstNumber' } as const

export const emptyGstForm: GstFormInput = {
  subTerminalName: '',
  companyName: '',
  gstNumber: '',
  email: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  cityId: '',
  zipCode: '',
}

/** The state's GST code of a GSTIN being typed, once its first two characters are digits. */
export function stateCodeOf(gstNumber: string): string | null {
  const code = gstNumber.trim().slice(0, 2)
  return /^\d{2}$/.test(code) ? code : null
}

/** The fields' own input type: records.ts's refined GstProfileInput erases it to unknown. */
export type GstBody = z.input<typeof gstProfileFields>

export function toGstBody(v: GstFormValues): GstBody {
  const { addressLine2, ...rest } = v
  return {
    ...rest,
    extension: '+91',
    stateId: v.gstNumber.slice(0, 2),
    ...(addressLine2 ? { addressLine2 } : {}),
  }
}

export interface SavedGstProfile extends Omit<GstFormInput, 'addressLine2'> {
  addressLine2: string | null
}

export function gstFormValuesOf(p: SavedGstProfile): GstFormInput {
  return {
    subTerminalName: p.subTerminalName,
    companyName: p.companyName,
    gstNumber: p.gstNumber,
    email: p.email,
    phoneNumber: p.phoneNumber,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2 ?? '',
    cityId: p.cityId,
    zipCode: p.zipCode,
  }
}
