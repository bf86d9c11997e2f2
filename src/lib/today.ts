/**
 * Today as 'YYYY-MM-DD' in the person's own calendar. Its own module, without date-fns: the results
 * pages read today and must not load date-fns (docs/decisions/0164).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
