/**
 * Where the session secret comes from. In production SESSION_SECRET must be set; in the sandbox a
 * random one is generated once into ./data so restarts, and a second local instance, keep the
 * sessions they sealed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'

export type SecretSource = { secret: string | undefined; sandbox: boolean; dataDir: string }

export class SessionSecretError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SessionSecretError'
  }
}

export function resolveSessionSecret({ secret, sandbox, dataDir }: SecretSource): string {
  if (secret) return secret
  if (!sandbox) {
    throw new SessionSecretError(
      'SESSION_SECRET is not set. Outside the sandbox (SANDBOX=false) the session cookie needs a secret of ' +
        'at least 32 characters, e.g. SESSION_SECRET=$(openssl rand -base64 48).',
    )
  }
  const file = join(dataDir, 'session-secret')
  const existing = readSecretFile(file)
  if (existing) return existing
  mkdirSync(dirname(file), { recursive: true })
  try {
    // 'wx' fails when another instance won the race to create it; then we read theirs.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  const created = readSecretFile(file)
  if (!created) throw new SessionSecretError(`Could not read the generated session secret in ${file}.`)
  return created
}

function readSecretFile(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim()
    return text.length >= 32 ? text : undefined
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined
    throw error
  }
}
