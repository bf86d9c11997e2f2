/**
 * The mark a card shows for its airline: the IATA code on the carrier's colour. The store ships no
 * airline logo files (they are the airlines' trademarks and need a licence); a coloured code tile
 * is what travellers recognise at a glance, and it costs no image request (docs/decisions/0026).
 *
 * Every colour keeps white text at a contrast of at least 4.5:1 (WCAG AA), so the brand colours
 * are darkened where the real ones are too light.
 */
const brand: Record<string, string> = {
  '6E': '#001b94', // IndiGo
  AI: '#b0131d', // Air India
  IX: '#8e1b1f', // Air India Express
  SG: '#b0102a', // SpiceJet
  QP: '#a33a0b', // Akasa Air
  UK: '#5f259f', // Vistara
  I5: '#8e1b1f', // AIX Connect (now Air India Express)
  S5: '#1b4f8a', // Star Air
  '9I': '#0f5f4f', // Alliance Air
  EK: '#b0102a', // Emirates
  QR: '#5c0632', // Qatar Airways
  EY: '#6b5226', // Etihad
  SQ: '#1d2f6f', // Singapore Airlines
  LH: '#05164d', // Lufthansa
  BA: '#075aaa', // British Airways
  TG: '#4b1e6b', // Thai Airways
  UL: '#0b4f45', // SriLankan
}

/** For the rest: a dark colour picked by the code, the same for a code everywhere. */
const palette = ['#1a237e', '#b71c1c', '#004d40', '#4a148c', '#0d47a1', '#3e2723', '#1b5e20', '#880e4f']

export function airlineColour(code: string): string {
  const known = brand[code]
  if (known) return known
  let hash = 0
  for (let i = 0; i < code.length; i++) hash = (hash * 31 + code.charCodeAt(i)) >>> 0
  return palette[hash % palette.length] ?? '#1a237e'
}
