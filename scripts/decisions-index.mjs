// The decision log's index (docs/decisions/README.md), written from the records themselves.
//
//   node scripts/decisions-index.mjs           rewrite the index table in docs/decisions/README.md
//   node scripts/decisions-index.mjs --check   fail (exit 1) when a record has no valid Status or
//                                              Domain line, or the index is not the one the records give
//   --dir <folder>       the records (default docs/decisions)
//   --domains <folder>   the domain documents (default docs/domains)
//
// A record is `NNNN-some-words.md` whose first line is `# NNNN — Title` and which has, before its
// first `##` heading, a line `Status: …` and a line `Domain: …`:
//   Status: accepted
//   Status: accepted, amended by 0169, 0180
//   Status: superseded by 0057            (or `superseded by 0057, amended by 0120`)
//   Domain: hotels                        (or several: `bookings, flights`)
// A record named after "amended by" or "superseded by" must exist and be later than the one naming it.
// A domain is the name of a document in docs/domains/ (docs/domains/hotels.md → hotels) or one of
// the shared areas below. No dependencies: plain Node.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const sharedAreas = ['platform', 'shell', 'testing']
const start = '<!-- decisions-index:start (written by scripts/decisions-index.mjs; do not edit by hand) -->'
const end = '<!-- decisions-index:end -->'

const statusPattern = /^(accepted|superseded by (\d{4}))(?:, amended by (\d{4}(?:, \d{4})*))?$/

function argValue(args, name, fallback) {
  const i = args.indexOf(name)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}

/** Every record of the folder: number, file, title, status and domains as written (or null). */
export function readRecords(dir) {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8')
      const lines = text.split('\n')
      const head = lines
        .slice(
          0,
          Math.max(
            1,
            lines.findIndex((l) => l.startsWith('## ')),
          ),
        )
        .join('\n')
      const title = /^#\s+(\d{4})\s*[—–:-]?\s*(.+)$/.exec(lines[0] ?? '')
      const statusLines = [...head.matchAll(/^Status:\s*(.*)$/gm)].map((m) => m[1].trim())
      const domainLines = [...head.matchAll(/^Domain:\s*(.*)$/gm)].map((m) => m[1].trim())
      return {
        number: file.slice(0, 4),
        file,
        titleNumber: title?.[1] ?? null,
        title: title?.[2].trim() ?? null,
        statusLines,
        domainLines,
      }
    })
}

/** The domains a record may name: docs/domains/*.md and the shared areas. */
export function knownDomains(domainsDir) {
  const docs = existsSync(domainsDir)
    ? readdirSync(domainsDir)
        .filter((f) => f.endsWith('.md') && f !== 'README.md')
        .map((f) => f.slice(0, -3))
    : []
  return [...new Set([...docs, ...sharedAreas])].sort()
}

function parseStatus(line) {
  const m = statusPattern.exec(line)
  if (!m) return null
  return {
    accepted: m[1] === 'accepted',
    supersededBy: m[2] ?? null,
    amendedBy: m[3] ? m[3].split(', ') : [],
  }
}

/** What is wrong with the records, one sentence each. */
export function problemsOf(records, domains, dir = 'docs/decisions') {
  const problems = []
  const numbers = new Set()
  for (const r of records) {
    const where = path.join(dir, r.file)
    if (numbers.has(r.number)) problems.push(`${where}: a second record numbered ${r.number}`)
    numbers.add(r.number)
  }
  for (const r of records) {
    const where = path.join(dir, r.file)
    if (r.titleNumber !== r.number || !r.title)
      problems.push(`${where}: the first line must be "# ${r.number} — Title"`)
    if (r.statusLines.length !== 1) {
      problems.push(`${where}: needs exactly one "Status:" line before its first "##" heading`)
    } else {
      const status = parseStatus(r.statusLines[0])
      if (!status) {
        problems.push(
          `${where}: "Status: ${r.statusLines[0]}" is not "accepted" or "superseded by NNNN" (either may end ", amended by NNNN, NNNN")`,
        )
      } else {
        for (const n of [status.supersededBy, ...status.amendedBy].filter(Boolean)) {
          if (!numbers.has(n)) problems.push(`${where}: names record ${n}, which does not exist`)
          else if (n <= r.number) problems.push(`${where}: names record ${n}, which is not a later record`)
        }
      }
    }
    if (r.domainLines.length !== 1) {
      problems.push(`${where}: needs exactly one "Domain:" line before its first "##" heading`)
    } else {
      for (const d of r.domainLines[0].split(',').map((s) => s.trim())) {
        if (!domains.includes(d))
          problems.push(
            `${where}: domain "${d}" is not one of ${domains.join(', ')} (a new one needs docs/domains/${d}.md)`,
          )
      }
    }
  }
  return problems
}

const cell = (text) => text.replaceAll('|', '\\|')

/** A Markdown table with its columns padded, as Prettier writes it. */
function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]].length)))
  const line = (cells) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)]
}

/** The text between the markers: a count by status and the table. */
export function renderIndex(records) {
  const fileOf = new Map(records.map((r) => [r.number, r.file]))
  const link = (n) => (fileOf.has(n) ? `[${n}](${fileOf.get(n)})` : n)
  let accepted = 0
  let amended = 0
  let superseded = 0
  const rows = records.map((r) => {
    const status = parseStatus(r.statusLines[0] ?? '')
    let words = r.statusLines[0] ?? ''
    if (status) {
      if (status.supersededBy) superseded++
      else accepted++
      if (status.amendedBy.length) amended++
      words = status.supersededBy ? `superseded by ${link(status.supersededBy)}` : 'accepted'
      if (status.amendedBy.length) words += `, amended by ${status.amendedBy.map(link).join(', ')}`
    }
    return [`[${r.number}](${r.file})`, cell(r.title ?? ''), words, cell(r.domainLines[0] ?? '')]
  })
  return [
    start,
    '',
    `${records.length} records: ${accepted} accepted (${amended} of them amended in part by a later record), ${superseded} superseded.`,
    '',
    ...table(['Record', 'Title', 'Status', 'Domain'], rows),
    '',
    end,
  ].join('\n')
}

// Prettier may align the table's columns: compare cells, not spacing.
function normalise(block) {
  return block
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split(/(?<!\\)\|/)
            .map((c) => c.trim().replace(/^-+$/, '-'))
            .join('|')
        : line.trim(),
    )
    .filter(Boolean)
    .join('\n')
}

function main(args) {
  const dir = argValue(args, '--dir', 'docs/decisions')
  const domainsDir = argValue(args, '--domains', 'docs/domains')
  const check = args.includes('--check')
  const readmePath = path.join(dir, 'README.md')
  const records = readRecords(dir)
  const problems = problemsOf(records, knownDomains(domainsDir), dir)
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : ''
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  const index = renderIndex(records)
  if (from < 0 || to < from) {
    problems.push(`${readmePath}: the index markers are missing (${start} … ${end})`)
  } else if (check && normalise(readme.slice(from, to + end.length)) !== normalise(index)) {
    problems.push(`${readmePath}: the index is not the records' own; run node scripts/decisions-index.mjs`)
  }
  if (problems.length) {
    console.error(
      `decisions-index: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
    )
    process.exit(1)
  }
  if (!check) writeFileSync(readmePath, readme.slice(0, from) + index + readme.slice(to + end.length))
  console.log(`decisions-index: ${records.length} records${check ? ', index current' : ', index written'}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2))
