import { describe, expect, it } from 'vitest'
import { fieldMessage, isEmailTaken, onField, toAuthFailure } from '@machines/accounts/failure'

describe('toAuthFailure', () => {
  it('keeps the message, code, status and well-formed field errors of a thrown failure', () => {
    const thrown = Object.assign(new Error('This e-mail is already signed up.'), {
      code: 'EMAIL_TAKEN',
      status: 422,
      fields: [{ field: 'email', message: 'has already been taken', symbol: 'taken' }, { field: 3 }, null],
    })
    const failure = toAuthFailure(thrown, 'fallback')
    expect(failure).toEqual({
      message: 'This e-mail is already signed up.',
      code: 'EMAIL_TAKEN',
      status: 422,
      fields: [{ field: 'email', message: 'has already been taken', symbol: 'taken' }],
    })
    expect(isEmailTaken(failure)).toBe(true)
    expect(fieldMessage(failure.fields, 'email')).toBe('has already been taken')
  })

  it('falls back to the given message for anything without one', () => {
    expect(toAuthFailure('boom', 'Oops! Something went wrong')).toEqual({
      message: 'Oops! Something went wrong',
      fields: [],
    })
    expect(toAuthFailure({ message: '  ' }, 'fallback').message).toBe('fallback')
  })

  it('sees a taken e-mail by its field symbol alone, and puts a message on a field', () => {
    const byField = toAuthFailure(
      { message: 'x', fields: [{ field: 'email', message: 'taken', symbol: 'taken' }] },
      '',
    )
    expect(isEmailTaken(byField)).toBe(true)
    expect(isEmailTaken(toAuthFailure({ message: 'x', code: 'PHONE_TAKEN' }, ''))).toBe(false)
    expect(onField(toAuthFailure({ message: 'Wrong code' }, ''), 'otp')).toEqual([
      { field: 'otp', message: 'Wrong code' },
    ])
  })
})
