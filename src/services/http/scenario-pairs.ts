/**
 * A sandbox scenario's text (header `x-sandbox-scenario` or query `sandbox`), as every product's
 * sandbox reads it: `key=value` pairs separated by ; , or &.
 */
/** The `key=value` pairs of a scenario text, separated by ; , or &. */
export function scenarioPairs(text: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {}
  for (const part of (text ?? '').split(/[;,&]/)) {
    const trimmed = part.trim()
    if (!trimmed) continue
    const [key, ...rest] = trimmed.split('=')
    pairs[(key ?? '').trim()] = rest.join('=').trim()
  }
  return pairs
}
