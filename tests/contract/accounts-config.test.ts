// The services take their security numbers from the product configuration (app.config.ts accounts).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadProductConfig } from '@config'
import type { RunningUpstream } from '~/services/main'
import { call, signUp } from '../support/accounts'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { startTestUpstream } from '../support/upstream'

let services: RunningUpstream

beforeAll(async () => {
  services = await startTestUpstream({
    product: loadProductConfig({ STORE_ACCOUNTS_LOCK_AFTER_FAILURES: '2' }),
  })
}, 60_000)

afterAll(() => services?.close())

it('locks after the configured number of wrong passwords', async () => {
  const user = await signUp(services.url)
  const wrong = () =>
    call(services.url, 'POST', '/auth/users/sign_in', {
      body: { user: { email: user.email, password: 'not the password' } },
    })
  expect((await wrong()).status).toBe(401)
  const second = await wrong()
  expect(second.status).toBe(422)
  expectMatchesExample(second.body, docExample('auth.sign-in.locked.response'))
})
