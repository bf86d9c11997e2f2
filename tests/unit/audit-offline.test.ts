// The offline dependency check (scripts/audit-offline.mjs, docs/decisions/0052): a lockfile with a
// version inside a pinned advisory's range fails with a report naming it; this project's lockfile
// passes; the boundaries of a range (fixed, pre-releases) are read as semver does.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function audit(args: string[] = []) {
  const run = spawnSync(process.execPath, ['scripts/audit-offline.mjs', ...args], { encoding: 'utf8' })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

const fixture = 'tests/fixtures/audit/vulnerable-lock.json'

describe('audit-offline', () => {
  it("passes on this project's lockfile, saying what it checked", () => {
    const { code, out } = audit()
    expect(code).toBe(0)
    expect(out).toMatch(
      /audit-offline: \d+ locked packages, none affected by \d+ advisories in security\/advisories\.json/,
    )
  })

  it('fails on a lockfile holding a vulnerable version, naming package, version, path, advisory and fix', () => {
    const { code, err } = audit(['--lockfile', fixture])
    expect(code).toBe(1)
    expect(err).toContain('audit-offline: 3 locked package version(s) affected')
    expect(err).toContain('semver@7.5.1  GHSA-c2qf-rxjj-qqgw (high)')
    expect(err).toContain('at node_modules/some-tool/node_modules/semver; fixed in 7.5.2')
    expect(err).toContain('@babel/helpers@7.26.9  GHSA-968p-4wvh-cqc8')
    // A pre-release of the fixed version comes before it: still affected.
    expect(err).toContain('zod@3.22.3-beta.1  GHSA-m95q-7qp3-xv42')
    // The fixed versions themselves (semver 7.5.2, ws 8.17.1) are not reported.
    expect(err).not.toContain('semver@7.5.2')
    expect(err).not.toContain('ws@')
  })

  it('an accepted finding (advisory, package and version, with a reason) is listed but does not fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'))
    const advisories = JSON.parse(readFileSync('security/advisories.json', 'utf8')) as {
      accepted: Array<{ id: string; package: string; versions: string[]; reason: string }>
    }
    const reason = 'fixture: only a build tool uses it'
    advisories.accepted = [
      { id: 'GHSA-c2qf-rxjj-qqgw', package: 'semver', versions: ['7.5.1'], reason },
      { id: 'GHSA-968p-4wvh-cqc8', package: '@babel/helpers', versions: ['7.26.9'], reason },
      { id: 'GHSA-m95q-7qp3-xv42', package: 'zod', versions: ['3.22.3-beta.1'], reason },
    ]
    const file = join(dir, 'advisories.json')
    writeFileSync(file, JSON.stringify(advisories))
    const { code, out } = audit(['--lockfile', fixture, '--advisories', file])
    expect(code).toBe(0)
    expect(out).toContain(
      `accepted semver@7.5.1 GHSA-c2qf-rxjj-qqgw at node_modules/some-tool/node_modules/semver: ${reason}`,
    )
  })

  it('a missing file is exit 2 with its name, not a pass', () => {
    const { code, err } = audit(['--lockfile', 'no-such-lock.json'])
    expect(code).toBe(2)
    expect(err).toContain('no-such-lock.json')
  })
})
