/** argon2id password hashes (PHC strings: $argon2id$v=19$m=19456,t=2,p=1$...). */
import { hash, verify } from '@node-rs/argon2'
/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); the accounts and the railway's users use it. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

// argon2id is the package's default algorithm; the const enum that names it cannot be imported
// under isolatedModules, and the stored prefix is asserted by the contract tests.
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

/** A fixed hash to verify against when the login is unknown, so both cases take the same time. */
let decoy: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hashPassword('decoy password that never matches')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
