/**
 * A page writer for the store's PDFs (the flight e-ticket, the hotel voucher): A4 pages with a
 * footer, lines, label/amount pairs and rules in the standard fonts. Amounts read "INR 4,409.00"
 * (Helvetica has no rupee sign) and text outside Windows-1252 is transliterated, so any name prints.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatPaise } from '@contracts/money'

export const winAnsi = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[→⇄]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?')

export const inr = (paise: number) => formatPaise(paise, { symbol: 'INR ', minus: '-' })

export class Writer {
  page: PDFPage
  y = 0
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
    private footer: string,
  ) {
    this.page = this.newPage()
  }
  private newPage(): PDFPage {
    const page = this.doc.addPage([595.28, 841.89])
    this.y = 800
    page.drawText(winAnsi(this.footer), {
      x: 40,
      y: 24,
      size: 8,
      font: this.font,
      color: rgb(0.35, 0.35, 0.35),
    })
    this.page = page
    return page
  }
  need(height: number) {
    if (this.y - height < 50) this.newPage()
  }
  line(
    text: string,
    opts: { size?: number; bold?: boolean; x?: number; gap?: number; color?: [number, number, number] } = {},
  ) {
    const size = opts.size ?? 10
    this.need(size + 4)
    this.page.drawText(winAnsi(text), {
      x: opts.x ?? 40,
      y: this.y,
      size,
      font: opts.bold ? this.bold : this.font,
      color: opts.color ? rgb(...opts.color) : rgb(0.1, 0.1, 0.1),
    })
    this.y -= size + (opts.gap ?? 4)
  }
  pair(left: string, right: string, bold = false) {
    this.need(14)
    const f = bold ? this.bold : this.font
    this.page.drawText(winAnsi(left), { x: 40, y: this.y, size: 10, font: f })
    const text = winAnsi(right)
    this.page.drawText(text, { x: 555 - f.widthOfTextAtSize(text, 10), y: this.y, size: 10, font: f })
    this.y -= 14
  }
  rule() {
    this.need(10)
    this.page.drawLine({
      start: { x: 40, y: this.y + 4 },
      end: { x: 555, y: this.y + 4 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    })
    this.y -= 8
  }
  space(n = 8) {
    this.y -= n
  }
}
