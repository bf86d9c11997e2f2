/**
 * The text of a PDF made with standard fonts (the e-ticket), for tests that check what it says: the
 * content streams are inflated and the strings of their text operators decoded. Not a general PDF
 * reader; enough to prove the words are really in the file.
 */
import { inflateSync } from 'node:zlib'

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes)
  const lines: string[] = []
  let at = 0
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1')
    if (start < 0) break
    const dataStart = raw[start + 6] === 0x0d ? start + 8 : start + 7
    const end = raw.indexOf('endstream', dataStart, 'latin1')
    if (end < 0) break
    const header = raw.subarray(Math.max(0, start - 300), start).toString('latin1')
    const body = raw.subarray(dataStart, end)
    at = end + 9
    let content: string
    try {
      content = (header.includes('FlateDecode') ? inflateSync(body) : body).toString('latin1')
    } catch {
      continue
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (m[1] !== undefined) lines.push(Buffer.from(m[1], 'hex').toString('latin1'))
      else if (m[2] !== undefined) lines.push(m[2].replace(/\\(.)/g, '$1'))
    }
  }
  return lines.join('\n')
}

/** How many pages the PDF has (read back with pdf-lib). */
export async function pdfPages(bytes: Uint8Array): Promise<number> {
  const { PDFDocument } = await import('pdf-lib')
  return (await PDFDocument.load(bytes)).getPageCount()
}
