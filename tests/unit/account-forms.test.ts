import { describe, expect, it } from 'vitest'
import { displayToIso, formatDateInput, isoToDisplay } from '~/lib/date-input'
import { emptyGstForm, gstFormSchema, stateCodeOf, toGstBody } from '~/lib/accounts/gst-form'
import { outboxRecipient, splitOtp } from '~/lib/accounts/outbox'
import { toTravellerBody, travellerFormSchema, travellerFormValuesOf } from '~/lib/accounts/traveller-form'
import { passengerTypeFor } from '~/lib/accounts/traveller-type'
import { fieldMessage, splitServerError } from '~/components/forms/server-errors'
import { UserError } from '~/server/platform/errors'

const on = new Date('2026-06-15T12:00:00+05:30')

describe('date input helper (000 §5)', () => {
  it('adds the slashes as digits come, and pads a first day digit above 3', () => {
    expect(formatDateInput('1')).toBe('1')
    expect(formatDateInput('15')).toBe('15')
    expect(formatDateInput('150')).toBe('15/0')
    expect(formatDateInput('15081990')).toBe('15/08/1990')
    expect(formatDateInput('4')).toBe('04')
    expect(formatDateInput('049')).toBe('04/09')
  })

  it('refuses a day over 31 and a month over 12 as they are typed', () => {
    expect(formatDateInput('32')).toBe('3')
    expect(formatDateInput('3113')).toBe('31/1')
  })

  it('lets backspace remove a slash: it is added only when the next digit comes', () => {
    expect(formatDateInput('15/')).toBe('15')
    expect(formatDateInput('15/08/')).toBe('15/08')
  })

  it('turns a whole date into ISO and back, and rejects dates that do not exist', () => {
    expect(displayToIso('15/08/1990')).toBe('1990-08-15')
    expect(displayToIso('31/02/1990')).toBeNull()
    expect(displayToIso('15/08/90')).toBeNull()
    expect(isoToDisplay('1990-08-15')).toBe('15/08/1990')
  })
})

describe('traveller type by age (000 §5)', () => {
  it('is infant under 5, child from 5 to under 12, adult from 12', () => {
    expect(passengerTypeFor('2022-01-01', 'male', on)).toBe('INFANT')
    expect(passengerTypeFor('2021-06-15', 'male', on)).toBe('CHILD')
    expect(passengerTypeFor('2014-06-16', 'female', on)).toBe('CHILD')
    expect(passengerTypeFor('2014-06-15', 'female', on)).toBe('ADULT')
  })

  it('is senior for a woman over 58 and for anyone over 60', () => {
    expect(passengerTypeFor('1967-01-01', 'female', on)).toBe('SENIOR') // 59
    expect(passengerTypeFor('1967-01-01', 'male', on)).toBe('ADULT')
    expect(passengerTypeFor('1965-01-01', 'male', on)).toBe('SENIOR') // 61
    expect(passengerTypeFor(undefined, 'male', on)).toBe('ADULT')
  })
})

describe('traveller form', () => {
  const typed = {
    title: 'Ms',
    firstName: 'Asha',
    lastName: 'Rao',
    gender: 'female',
    dateOfBirth: '01/01/1967',
    passportNumber: 'z1234567',
    passportExpiry: '01/01/2035',
    issuingCountry: 'IN',
  }

  it('becomes the service body: ISO dates, the worked-out type, the passport as a document', () => {
    const values = travellerFormSchema.parse(typed)
    expect(toTravellerBody(values, on, 'doc-1')).toEqual({
      title: 'Ms',
      firstName: 'Asha',
      lastName: 'Rao',
      passengerType: 'SENIOR',
      dateOfBirth: '1967-01-01',
      documents: [
        {
          id: 'doc-1',
          number: 'Z1234567',
          type: 'passport',
          passportType: 'Personal',
          expiryDate: '2035-01-01',
          issuingCountry: 'IN',
        },
      ],
    })
  })

  it('saves no document when no passport was given', () => {
    const values = travellerFormSchema.parse({
      ...typed,
      passportNumber: '',
      passportExpiry: '',
      issuingCountry: '',
    })
    expect(toTravellerBody(values, on).documents).toEqual([])
  })

  it('names each wrong field', () => {
    const result = travellerFormSchema.safeParse({
      ...typed,
      firstName: 'A',
      gender: '',
      dateOfBirth: '01/01/1939',
      passportNumber: 'AB',
      passportExpiry: '01/01/2020',
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(byField).toEqual({
      firstName: 'must be 2 to 35 letters and spaces, starting and ending with a letter',
      gender: 'is required',
      dateOfBirth: 'must be a date from 01/01/1940 to today, as DD/MM/YYYY',
      passportNumber: 'must be 6 to 12 letters and digits',
      passportExpiry: 'must be a date after today, as DD/MM/YYYY',
    })
  })

  it('asks for the passport number and expiry together', () => {
    const result = travellerFormSchema.safeParse({ ...typed, passportNumber: '', passportExpiry: '' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['passportNumber', 'is required for a passport'],
      ['passportExpiry', 'is required for a passport'],
    ])
  })

  it('starts editing from the saved traveller, guessing the gender the service does not keep', () => {
    expect(
      travellerFormValuesOf(
        {
          title: 'Dr',
          firstName: 'Asha',
          lastName: 'Rao',
          passengerType: 'SENIOR',
          dateOfBirth: '1967-01-01',
          documents: [{ id: 'd', number: 'Z1234567', expiryDate: '2035-01-01', issuingCountry: 'IN' }],
        },
        on,
      ),
    ).toEqual({ ...typed, title: 'Dr', passportNumber: 'Z1234567' })
  })
})

describe('GST profile form', () => {
  const typed = {
    ...emptyGstForm,
    subTerminalName: 'Head office',
    companyName: 'Kite Travels',
    gstNumber: '07aaack1234a1z5',
    email: 'Accounts@Kite.example',
    phoneNumber: '98765 43210',
    addressLine1: '1 Janpath',
    cityId: 'New Delhi',
    zipCode: '110001',
  }

  it("says 'Enter a valid GST Number' for a GSTIN of the wrong shape", () => {
    const result = gstFormSchema.safeParse({ ...typed, gstNumber: '07AAACK1234' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gstNumber', 'Enter a valid GST Number'],
    ])
  })

  it('sends the state code from the GSTIN and India’s dialling code', () => {
    expect(toGstBody(gstFormSchema.parse(typed))).toEqual({
      subTerminalName: 'Head office',
      companyName: 'Kite Travels',
      gstNumber: '07AAACK1234A1Z5',
      email: 'accounts@kite.example',
      phoneNumber: '9876543210',
      extension: '+91',
      addressLine1: '1 Janpath',
      stateId: '07',
      cityId: 'New Delhi',
      zipCode: '110001',
    })
  })

  it('knows the state code once two digits are typed', () => {
    expect(stateCodeOf('2')).toBeNull()
    expect(stateCodeOf('27AB')).toBe('27')
    expect(stateCodeOf('AB27')).toBeNull()
  })
})

describe('server errors on a form', () => {
  const refusal = new UserError('Check the highlighted fields', {
    kind: 'rejected',
    status: 400,
    fields: [
      { field: 'subTerminals.0.gstNumber', message: 'Enter a valid GST Number' },
      { field: 'stateId', message: 'must be a GST state code from 01 to 38' },
      { field: 'countryId', message: 'is not supported' },
    ],
  })

  it('puts each field error on its field, by alias where the names differ, and keeps the rest in the summary', () => {
    expect(splitServerError(refusal, ['gstNumber', 'email'], { stateId: 'gstNumber' })).toEqual({
      fieldErrors: [
        { name: 'gstNumber', message: 'Enter a valid GST Number' },
        { name: 'gstNumber', message: 'must be a GST state code from 01 to 38' },
      ],
      formMessage: 'Check the highlighted fields: is not supported',
    })
  })

  it('shows the message of a failure without fields, and a generic one for anything else', () => {
    expect(splitServerError(new UserError('Please sign in to continue', { kind: 'rejected' }), [])).toEqual({
      fieldErrors: [],
      formMessage: 'Please sign in to continue',
    })
    expect(splitServerError('boom', []).formMessage).toBe('Oops! Something went wrong')
  })

  it('puts the label before a rule’s sentence tail, and leaves a whole sentence alone', () => {
    expect(fieldMessage('Current password', 'is not correct')).toBe('Current password is not correct')
    expect(fieldMessage('GST number', 'Enter a valid GST Number')).toBe('Enter a valid GST Number')
  })
})

describe('dev outbox', () => {
  it('finds the recipient as the outbox writes it', () => {
    expect(outboxRecipient('98765 43210')).toBe('+91 9876543210')
    expect(outboxRecipient('+91 98765-43210')).toBe('+91 9876543210')
    expect(outboxRecipient(' Demo@Safarnama.example ')).toBe('demo@safarnama.example')
  })

  it('picks out the 6-digit code, not longer numbers', () => {
    expect(splitOtp('Your Safarnama OTP is 123456. It expires in 10 minutes.')).toEqual({
      before: 'Your Safarnama OTP is ',
      code: '123456',
      after: '. It expires in 10 minutes.',
    })
    expect(splitOtp('Call 9876543210')).toBeNull()
  })
})
