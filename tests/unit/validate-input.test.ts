import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { gstProfileSchema, travellerSchema } from '@contracts/accounts/records'
import { countryCodeSchema, otpSchema, phoneNumberSchema } from '@contracts/accounts/rules'
import { UserError } from '~/server/platform/errors'
import { INVALID_INPUT, input } from '~/server/platform/validate'

/** Runs a validator that must fail and hands back its UserError. */
function rejection(run: () => unknown): UserError {
  try {
    run()
  } catch (error) {
    if (error instanceof UserError) return error
    throw error
  }
  throw new Error('the input was accepted')
}

/** The validator as a browser reaches it: any JSON at all, not only what the types allow. */
const loose = (schema: z.ZodType) => input(schema)

const phoneInput = z.object({ phoneNumber: phoneNumberSchema, countryCode: countryCodeSchema.default('91') })

describe('input(schema): what a caller sees when a server function gets bad input', () => {
  it('answers 400 INVALID_INPUT naming the first bad field in words', () => {
    const error = rejection(() => loose(phoneInput)({ phoneNumber: '12345' }))
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      code: INVALID_INPUT,
      message: 'Mobile number must be a 10-digit mobile number',
      fields: [{ field: 'phoneNumber', message: 'must be a 10-digit mobile number' }],
    })
  })

  it('lists every bad field, nested ones by their dotted key path', () => {
    const error = rejection(() =>
      loose(travellerSchema)({
        title: 'Sir',
        firstName: 'A',
        lastName: 'Sharma',
        passengerType: 'ADULT',
        documents: [{ number: 'X1', expiryDate: '2031-02-30' }],
      }),
    )
    expect(error.message).toBe("Title must be one of 'Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'")
    expect(error.fields).toEqual([
      { field: 'title', message: "must be one of 'Mr', 'Mrs', 'Ms', 'Miss', 'Mstr', 'Dr'" },
      {
        field: 'firstName',
        message: 'must be 2 to 35 letters and spaces, starting and ending with a letter',
      },
      { field: 'documents.0.number', message: 'must be 6 to 12 letters and digits' },
      { field: 'documents.0.expiryDate', message: 'must be a date as YYYY-MM-DD' },
    ])
  })

  it('says a missing field is required, in words, even where the schema gave no message', () => {
    const error = rejection(() => loose(z.object({ start_date: z.string(), otp: otpSchema }))({}))
    expect(error.message).toBe('Start date is required')
    expect(error.fields).toEqual([
      { field: 'start_date', message: 'is required' },
      { field: 'otp', message: 'is required' },
    ])
  })

  it("replaces zod's own wording with something a person can act on", () => {
    const schema = z.object({ hour: z.number().int().min(0).max(23), etag: z.string().max(4).optional() })
    expect(rejection(() => loose(schema)({ hour: 24 })).message).toBe('Hour must be at most 23')
    expect(rejection(() => loose(schema)({ hour: 'noon' })).message).toBe('Hour must be a number')
    expect(rejection(() => loose(schema)({ hour: 1, etag: 'abcdef' })).message).toBe(
      'Etag must be at most 4 characters',
    )
  })

  it('keeps a message that is already a sentence as it is (000 §8 GST wording)', () => {
    const error = rejection(() =>
      loose(gstProfileSchema)({
        companyName: 'Acme',
        subTerminalName: 'Head office',
        email: 'gst@acme.example',
        phoneNumber: '9876543210',
        gstNumber: 'not a gstin',
        addressLine1: '1 Main Road',
        stateId: '07',
        cityId: 'Delhi',
        zipCode: '110001',
      }),
    )
    expect(error.message).toBe('Enter a valid GST Number')
    expect(error.fields).toEqual([
      { field: 'gstNumber', message: 'Enter a valid GST Number' },
      {
        field: 'gstNumber',
        message: "must start with the state's GST code (its first two digits name the state)",
      },
    ])
  })

  it('names the request itself when the input is not an object at all', () => {
    const error = rejection(() => loose(phoneInput)('9876543210'))
    expect(error.message).toBe('The request must be an object')
    expect(error.fields).toEqual([{ field: '', message: 'must be an object' }])
  })

  it("hands the handler the schema's output: trimmed, transformed, defaulted", () => {
    expect(input(phoneInput)({ phoneNumber: '98765 43210' })).toEqual({
      phoneNumber: '9876543210',
      countryCode: '91',
    })
  })

  it("keeps Start's inferred types: callers pass the schema's input, handlers get its output", () => {
    expectTypeOf(input(phoneInput)).parameter(0).toEqualTypeOf<z.input<typeof phoneInput>>()
    expectTypeOf(input(phoneInput)).returns.toEqualTypeOf<z.output<typeof phoneInput>>()
    expectTypeOf(input(phoneInput)).parameter(0).not.toEqualTypeOf<unknown>()
  })
})

describe('input(schema): text that is not text', () => {
  const profile = z.object({ firstName: z.string(), documents: z.array(z.object({ number: z.string() })) })

  it.each([
    ['a NUL byte', 'Arj\u0000un'],
    ['a lone high surrogate', 'Arjun\ud800'],
    ['a lone low surrogate', '\udfffArjun'],
  ])('refuses %s in a field with 400 naming it', (_, firstName) => {
    const error = rejection(() => loose(profile)({ firstName, documents: [] }))
    expect(error).toMatchObject({
      status: 400,
      code: INVALID_INPUT,
      message: 'First name must not contain control characters or broken characters',
      fields: [{ field: 'firstName', message: 'must not contain control characters or broken characters' }],
    })
  })

  it('finds it at any depth, by the dotted path of the input', () => {
    const error = rejection(() =>
      loose(profile)({ firstName: 'Arjun', documents: [{ number: 'Z12\u0000' }] }),
    )
    expect(error.fields).toEqual([
      { field: 'documents.0.number', message: 'must not contain control characters or broken characters' },
    ])
    expect(error.message).toBe('Passport number must not contain control characters or broken characters')
  })

  it('keeps whole surrogate pairs (emoji) and ordinary control-free text', () => {
    expect(loose(profile)({ firstName: 'Arjun 😀 अर्जुन', documents: [] })).toEqual({
      firstName: 'Arjun 😀 अर्जुन',
      documents: [],
    })
  })
})

describe('input(schema): fields named after the prototype', () => {
  it.each(['__proto__', 'constructor', 'toString'])(
    'names a bad field %j in words, not the prototype',
    (key) => {
      const error = rejection(() =>
        loose(z.object({ refresh: z.boolean() }))({ refresh: JSON.parse(`{"${key}":"\\ud83d"}`) }),
      )
      expect(error.message).not.toMatch(/object|function|native code/i)
      expect(error.fields).toEqual([{ field: `refresh.${key}`, message: expect.any(String) }])
    },
  )
})
