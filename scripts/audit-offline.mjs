// The dependency check that works without a network (docs/decisions/0052): every package version
// locked in package-lock.json against the advisories pinned in security/advisories.json, OSV's
// shape (affected ranges as `introduced` / `fixed` / `last_affected` events on npm versions).
//
//   node scripts/audit-offline.mjs [--lockfile package-lock.json] [--advisories security/advisories.json]
//
// Exit 0: no locked version is affected. Exit 1: a report naming each package, version, path in
// node_modules, advisory and the first fixed version. Exit 2: a file is missing or malformed.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

/** A semver version as comparable parts; null when it is not one (a git URL, a tag). */
export function parseVersion(text) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text)
  if (!m) return null
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] }
}

/** semver precedence: -1, 0 or 1. '0' (OSV's "from the beginning") is below every version. */
export function compareVersions(a, b) {
  if (a === '0' || b === '0') return a === b ? 0 : a === '0' ? -1 : 1
  const x = parseVersion(a)
  const y = parseVersion(b)
  if (!x || !y) throw new Error(`not a version: ${x ? b : a}`)
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] < y.core[i] ? -1 : 1
  if (!x.pre.length || !y.pre.length) return x.pre.length === y.pre.length ? 0 : x.pre.length ? -1 : 1
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]]
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1
    if (p === q) continue
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)]
    if (pn && qn) return Number(p) < Number(q) ? -1 : 1
    if (pn !== qn) return pn ? -1 : 1
    return p < q ? -1 : 1
  }
  return 0
}

/** Whether `version` falls in one OSV range: [introduced, fixed) or [introduced, last_affected]. */
export function inRange(version, events) {
  let affected = false
  // OSV: events sorted by version; an `introduced` opens, a `fixed` or `last_affected` closes.
  const sorted = [...events].sort((e, f) => compareVersions(versionOf(e), versionOf(f)))
  for (const event of sorted) {
    if ('introduced' in event && compareVersions(version, event.introduced) >= 0) affected = true
    if ('fixed' in event && compareVersions(version, event.fixed) >= 0) affected = false
    if ('last_affected' in event && compareVersions(version, event.last_affected) > 0) affected = false
  }
  return affected
}

const versionOf = (e) => e.introduced ?? e.fixed ?? e.last_affected

/** Every installed package of a lockfile (v2/v3 `packages`): { name, version, path }. */
export function lockedPackages(lock) {
  if (!lock || typeof lock !== 'object' || !lock.packages) {
    throw new Error('the lockfile has no "packages" (lockfileVersion 2 or 3 is needed)')
  }
  const out = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.link || typeof entry.version !== 'string') continue // the root, workspace links
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    out.push({ name, version: entry.version, path })
  }
  return out
}

/**
 * The findings: each locked package version inside an advisory's affected ranges. A finding listed
 * in `accepted` (same advisory, package and version, with a reason) is marked `accepted`.
 */
export function audit(lock, advisories) {
  const byName = new Map()
  for (const advisory of advisories.advisories) {
    for (const affected of advisory.affected) {
      if (affected.package.ecosystem !== 'npm') continue
      const list = byName.get(affected.package.name) ?? []
      list.push({ advisory, ranges: affected.ranges })
      byName.set(affected.package.name, list)
    }
  }
  const findings = []
  for (const pkg of lockedPackages(lock)) {
    if (!parseVersion(pkg.version)) continue // not from the registry (git, file): not covered here
    for (const { advisory, ranges } of byName.get(pkg.name) ?? []) {
      const hit = ranges.find((r) => inRange(pkg.version, r.events))
      if (!hit) continue
      const fixed = hit.events.find((e) => 'fixed' in e && compareVersions(e.fixed, pkg.version) > 0)
      const accepted = (advisories.accepted ?? []).find(
        (a) => a.id === advisory.id && a.package === pkg.name && a.versions.includes(pkg.version),
      )
      findings.push({
        ...pkg,
        id: advisory.id,
        summary: advisory.summary,
        severity: advisory.severity,
        fixed: fixed?.fixed,
        accepted: accepted?.reason,
      })
    }
  }
  return findings
}

function main() {
  const { values } = parseArgs({
    options: {
      lockfile: { type: 'string', default: 'package-lock.json' },
      advisories: { type: 'string', default: 'security/advisories.json' },
    },
  })
  let lock
  let advisories
  try {
    lock = JSON.parse(readFileSync(values.lockfile, 'utf8'))
    advisories = JSON.parse(readFileSync(values.advisories, 'utf8'))
    if (!Array.isArray(advisories.advisories))
      throw new Error(`${values.advisories} has no "advisories" list`)
  } catch (error) {
    console.error(`audit-offline: ${error instanceof Error ? error.message : error}`)
    process.exit(2)
  }
  const packages = lockedPackages(lock)
  const all = audit(lock, advisories)
  const findings = all.filter((f) => !f.accepted)
  const source = `${advisories.advisories.length} advisories in ${values.advisories} (reviewed ${advisories.reviewed ?? 'never'})`
  for (const f of all.filter((f) => f.accepted)) {
    console.log(`audit-offline: accepted ${f.name}@${f.version} ${f.id} at ${f.path}: ${f.accepted}`)
  }
  if (findings.length === 0) {
    console.log(`audit-offline: ${packages.length} locked packages, none affected by ${source}.`)
    return
  }
  console.error(`audit-offline: ${findings.length} locked package version(s) affected, by ${source}:\n`)
  for (const f of findings) {
    console.error(`  ${f.name}@${f.version}  ${f.id} (${f.severity ?? 'unrated'}): ${f.summary}`)
    console.error(`    at ${f.path}; ${f.fixed ? `fixed in ${f.fixed}` : 'no fixed version listed'}`)
  }
  console.error(
    '\nUpdate the package (npm install -E <pkg>@<fixed>, or an "overrides" entry for a nested one),',
  )
  console.error('or, when it cannot apply here, add it to "accepted" in the advisories file with the reason.')
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
