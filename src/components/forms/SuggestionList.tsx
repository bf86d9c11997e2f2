import type { ReactNode } from 'react'

/**
 * The listbox of a combobox's suggestions (WAI-ARIA combobox pattern): option ids `${listId}-${i}`
 * for the input's aria-activedescendant, the active one selected; chosen on mousedown, not click,
 * since the input's blur would close the list before a click lands.
 */
export function SuggestionList<T>({
  listId,
  label,
  className,
  expanded,
  options,
  active,
  keyOf,
  onChoose,
  optionClass,
  children,
}: {
  listId: string
  label: string
  className: string
  expanded: boolean
  options: readonly T[]
  active: number
  keyOf: (option: T) => string
  onChoose: (option: T) => void
  optionClass?: (option: T) => string | undefined
  children: (option: T) => ReactNode
}) {
  return (
    <ul id={listId} role="listbox" aria-label={label} className={className} hidden={!expanded}>
      {options.map((option, i) => (
        <li
          key={keyOf(option)}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          className={optionClass?.(option)}
          onMouseDown={(e) => {
            e.preventDefault()
            onChoose(option)
          }}
        >
          {children(option)}
        </li>
      ))}
    </ul>
  )
}

/** The next active option after an arrow key (down or up), wrapping around; 0 when there is none. */
export const stepActive = (index: number, down: boolean, count: number) =>
  count ? (index + (down ? 1 : -1) + count) % count : 0
