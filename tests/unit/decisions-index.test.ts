// The decision log's index (scripts/decisions-index.mjs, docs/decisions/README.md): this project's
// records pass the check; a record without a valid status or domain, one naming a record that does
// not exist, and an index that is not the records' own fail it, each named; writing makes it current.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function run(args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/decisions-index.mjs', ...args], { encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

const record = (n: string, head: string) => `# ${n} — Record ${n}\n\n${head}\n\n## Context\n\nWhy.\n`

function folder(records: Record<string, string>): [string, string, string, string] {
  const root = mkdtempSync(join(tmpdir(), 'decisions-'))
  mkdirSync(join(root, 'decisions'))
  mkdirSync(join(root, 'domains'))
  writeFileSync(join(root, 'domains', 'hotels.md'), '# Hotels\n')
  const markers = readFileSync('docs/decisions/README.md', 'utf8').match(
    /<!-- decisions-index:start[^>]*-->|<!-- decisions-index:end -->/g,
  )
  writeFileSync(join(root, 'decisions', 'README.md'), `# Index\n\n${markers?.join('\n')}\n`)
  for (const [file, text] of Object.entries(records)) writeFileSync(join(root, 'decisions', file), text)
  return ['--dir', join(root, 'decisions'), '--domains', join(root, 'domains')]
}

describe('decisions-index', () => {
  it("passes on this project's records and index", () => {
    const { code, out } = run(['--check'])
    expect(code).toBe(0)
    expect(out).toMatch(/decisions-index: \d+ records, index current/)
  })

  it('names every record without a valid status or domain, and a stale index', () => {
    const dirs = folder({
      '0001-one.md': record('0001', 'Status: accepted, amended by 0004\n\nDomain: hotels'),
      '0002-two.md': record('0002', 'Status: acepted\n\nDomain: boats'),
      '0003-three.md': record('0003', 'Domain: hotels'),
      '0004-four.md': record('0004', 'Status: superseded by 0002\n\nDomain: platform'),
    })
    const { code, err } = run(['--check', ...dirs])
    expect(code).toBe(1)
    expect(err).toContain('0002-two.md: "Status: acepted" is not "accepted" or "superseded by NNNN"')
    expect(err).toContain('0002-two.md: domain "boats" is not one of hotels, platform, shell, testing')
    expect(err).toContain('0003-three.md: needs exactly one "Status:" line')
    expect(err).toContain('0004-four.md: names record 0002, which is not a later record')
    expect(err).toContain("the index is not the records' own")
    expect(err).not.toContain('0001-one.md')
  })

  it('writes the index, which the check then finds current', () => {
    const dirs = folder({
      '0001-one.md': record('0001', 'Status: superseded by 0002\n\nDomain: hotels'),
      '0002-two.md': record('0002', 'Status: accepted\n\nDomain: hotels, platform'),
    })
    expect(run(dirs).code).toBe(0)
    expect(run(['--check', ...dirs]).code).toBe(0)
    const readme = readFileSync(join(dirs[1], 'README.md'), 'utf8')
    expect(readme).toContain(
      '2 records: 1 accepted (0 of them amended in part by a later record), 1 superseded.',
    )
    // Padded as Prettier aligns a table.
    expect(readme).toContain(
      '| [0001](0001-one.md) | Record 0001 | superseded by [0002](0002-two.md) | hotels           |',
    )
  })
})
