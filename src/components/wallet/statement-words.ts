/**
 * How a statement line reads (issue 24): the reason once ("Refund", not "Refund Refund for …"), the
 * booking by its Trip Id once, and never a remark meant for the ledger ("Undone at checkout (back
 * page)" was the undo call's internal `remarks`). Pure, so it is unit-tested.
 */
const TRIP_ID = /^SF\d{10}$/

/** Texts older rows were written with, as a traveller should read them. */
const older: Array<[RegExp, string]> = [[/^Undone at checkout\b.*$/, 'Taken off the booking at checkout']]

export function statementWords(
  entry: { description: string; reference: string | null },
  reason: string,
): { reason: string; details: string; reference: string | null } {
  let details = entry.description.trim()
  for (const [was, now] of older) details = details.replace(was, now)
  // "Refund for Trip Id X" under the reason "Refund": the reason is said once.
  if (details.toLowerCase().startsWith(reason.toLowerCase())) details = details.slice(reason.length).trim()
  const ref = entry.reference?.trim() || null
  if (ref && details.includes(ref)) {
    // The Trip Id goes after the details, once: "for Trip Id X" / "Flight booking X" lose it.
    details = details.replace(new RegExp(`\\s*(for\\s+)?(Trip Id\\s+)?${ref}\\b`), '').trim()
  }
  const reference = ref ? (TRIP_ID.test(ref) ? `Trip Id ${ref}` : ref) : null
  return { reason, details, reference }
}
