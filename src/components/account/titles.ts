import { titleSchema } from '@contracts/accounts/rules'

export const titleOptions = titleSchema.options.map((t) => ({ value: t, label: t }))

/** 'Asha Rao' → 'AR': shown in place of an avatar picture. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?'
}
