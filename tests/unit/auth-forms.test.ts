import { describe, expect, it } from 'vitest'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { fieldMessage, placeFieldErrors } from '~/components/forms/server-errors'
import { phoneText } from '~/components/auth/phone-text'
import {
  labels,
  newPasswordSchema,
  passwordSignInSchema,
  phoneSchema,
  signUpSchema,
  type SignUpValues,
} from '~/components/auth/schemas'
import { safeRedirect } from '~/lib/accounts/redirect'
import { openRedirectPayloads } from '../fuzz/store-redirects'

/**
 * What the person reads under each field on submit: the resolver's message as the form's Field
 * shows it, led by the field's label (fieldMessage).
 */
function labelledResolver<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  fieldLabels: Partial<Record<string, string>>,
) {
  const resolve = zodResolver<I, unknown, O>(schema)
  return async (values: I) => {
    const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    return Object.fromEntries(
      Object.entries(result.errors).map(([k, v]) => {
        const message = typeof v?.message === 'string' ? v.message : ''
        return [k, fieldMessage(fieldLabels[k] ?? k, message)]
      }),
    )
  }
}
async function errorsOf<I extends FieldValues>(
  shown: (values: I) => Promise<Record<string, string>>,
  values: I,
) {
  return shown(values)
}

describe('sign-in form rules', () => {
  const resolver = labelledResolver(passwordSignInSchema, { login: labels.login, password: labels.password })

  it('names the field in every message', async () => {
    expect(await errorsOf(resolver, { login: '', password: '' })).toEqual({
      login: 'Email or mobile number is required',
      password: 'Password is required',
    })
  })

  it('takes an e-mail or a 10-digit mobile number, nothing else', async () => {
    expect(await errorsOf(resolver, { login: 'asha@example.com', password: 'x' })).toEqual({})
    expect(await errorsOf(resolver, { login: '98765 43210', password: 'x' })).toEqual({})
    expect(await errorsOf(resolver, { login: 'asha', password: 'x' })).toEqual({
      login: 'Email or mobile number must be an e-mail address or a 10-digit mobile number',
    })
  })
})

describe('sign-up and phone rules (000 §5 through contracts/accounts/rules.ts)', () => {
  it('reports the shared rules with the field label', async () => {
    const resolver = labelledResolver(signUpSchema, {
      firstName: labels.firstName,
      lastName: labels.lastName,
      email: labels.email,
      phoneNumber: labels.phoneNumber,
      password: labels.password,
    })
    const errors = await errorsOf<SignUpValues>(resolver, {
      title: 'Ms',
      firstName: 'A',
      lastName: 'Verma',
      email: 'not-an-email',
      phoneNumber: '12345',
      password: 'short',
    })
    expect(errors).toEqual({
      firstName: 'First name must be 2 to 35 letters and spaces, starting and ending with a letter',
      email: 'Email must be an e-mail address such as name@example.com',
      phoneNumber: 'Mobile number must be a 10-digit mobile number',
      password: 'Password must be at least 8 characters',
    })
  })

  it('a mobile number may be typed with spaces or dashes', async () => {
    const resolver = labelledResolver(phoneSchema, { phoneNumber: labels.phoneNumber })
    expect(await errorsOf(resolver, { phoneNumber: '98765-43210' })).toEqual({})
  })

  it('a new password must be typed the same twice', async () => {
    const resolver = labelledResolver(newPasswordSchema, { password: labels.newPassword })
    expect(await errorsOf(resolver, { password: 'long enough 1', confirmPassword: 'long enough 2' })).toEqual(
      {
        confirmPassword: 'Passwords do not match',
      },
    )
  })
})

describe('server field errors', () => {
  it('land on the form field of the same name, service spellings included', () => {
    const { placed, unplaced } = placeFieldErrors(
      [
        { field: 'phone_number', message: 'has already been taken', symbol: 'taken' },
        { field: 'email', message: 'Process failed' },
        { field: 'tenancy_info', message: 'is wrong' },
      ],
      ['email', 'phoneNumber'],
    )
    expect(placed).toEqual([
      { name: 'phoneNumber', message: 'has already been taken' },
      { name: 'email', message: 'Process failed' },
    ])
    expect(unplaced).toEqual(['is wrong'])
  })

  it('can be aimed at another field (the sign-in form has one login field)', () => {
    expect(
      placeFieldErrors([{ field: 'email', message: 'x' }], ['login'], { email: 'login' }).placed,
    ).toEqual([{ name: 'login', message: 'x' }])
  })
})

describe('safeRedirect: only paths of this site', () => {
  it.each([
    ['/account/profile', '/account/profile'],
    ['/flights/search/one_way?origin=DEL#top', '/flights/search/one_way?origin=DEL#top'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['account', '/'],
    ['', '/'],
    [undefined, '/'],
    ['/.//evil.example', '/'],
    ['/account/.././/evil.example', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each(openRedirectPayloads)('keeps %j on our site, as a browser would read the answer', (payload) => {
    const target = safeRedirect(payload)
    const store = 'https://store.example'
    expect(new URL(target, store).origin).toBe(store)
    expect(target).toMatch(/^\/(?![/\\])/)
    // The answer is itself a safe path: checking it again changes nothing.
    expect(safeRedirect(target)).toBe(target)
  })
})

describe('phoneText', () => {
  it('reads a number back the Indian way', () => {
    expect(phoneText({ phoneNumber: '9876543210', countryCode: '91' })).toBe('+91 98765 43210')
    expect(phoneText(null)).toBe('your mobile')
  })
})
