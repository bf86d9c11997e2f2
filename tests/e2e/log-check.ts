/**
 * The browser run's last step (Playwright globalTeardown, while the servers still run): the log
 * both servers wrote during the run (LOG_FILE, playwright.config.ts) must hold none of the secrets
 * the run used — the demo password, the codes and reset tokens in every worker's outbox, the session cookies
 * the browsers got (recorded by tests/e2e/fixtures.ts) — nor anything shaped like one. Decision 0054.
 */
import { existsSync, readFileSync } from 'node:fs'
import { DEMO_ACCOUNT } from '~/services/accounts/demo'
import { findSecretsInLog, secretsInMessages } from '../support/log-secrets'

import { E2E_WORKERS, portsOf } from './ports'

async function outboxBodies(): Promise<string[]> {
  const bodies: string[] = []
  for (let worker = 0; worker < E2E_WORKERS; worker++)
    bodies.push(...(await outboxBodiesOf(`http://127.0.0.1:${portsOf(worker).upstreamPort}`)))
  return bodies
}

async function outboxBodiesOf(upstreamUrl: string): Promise<string[]> {
  // The newest 200 messages of the run (the endpoint's most): every code and link they carry.
  const answer = await fetch(`${upstreamUrl}/auth/sandbox/outbox?limit=200`)
  if (!answer.ok) throw new Error(`the log check could not read the outbox: ${answer.status}`)
  const body: { data: { messages: Array<{ body: string }> } } = await answer.json()
  return body.data.messages.map((m) => m.body)
}

export default async function checkRunLog(): Promise<void> {
  const file = process.env.E2E_LOG_FILE
  if (!file || !existsSync(file))
    throw new Error(`the servers wrote no log at ${file ?? '(E2E_LOG_FILE unset)'}`)
  const log = readFileSync(file, 'utf8')
  // A check of an empty or foreign file would pass for nothing: both servers must have logged requests.
  for (const service of ['store', 'upstream']) {
    if (!log.includes(`"service":"${service}"`) || !log.includes('"msg":"request"'))
      throw new Error(`${file} holds no request line of the ${service}`)
  }
  const cookiesFile = `${file}.cookies`
  const cookies = existsSync(cookiesFile) ? readFileSync(cookiesFile, 'utf8').split('\n').filter(Boolean) : []
  const values = [DEMO_ACCOUNT.password, ...secretsInMessages(await outboxBodies()), ...cookies]
  const findings = findSecretsInLog(log, { values })
  if (findings.length > 0) {
    throw new Error(
      `${file} holds what no log line may carry (${findings.length}):\n  ${findings.slice(0, 30).join('\n  ')}`,
    )
  }
}
