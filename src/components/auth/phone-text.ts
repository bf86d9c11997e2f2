/** '+91 98765 43210': how a number is read back to the person. */
export function phoneText(phone: { phoneNumber: string; countryCode: string } | null | undefined): string {
  if (!phone) return 'your mobile'
  const digits = phone.phoneNumber.replace(/\D/g, '')
  const grouped = digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits
  return `+${phone.countryCode.replace(/^\+/, '')} ${grouped}`
}
