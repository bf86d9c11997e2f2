import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { FormPlace } from '@machines/flights/search-form.rules'
import { matchAirports, optionLabel, type AirportOption } from '~/lib/flights/airport-search'
import { airportsQueryOptions } from '~/flows/flights/airports.queries'
import { SuggestionList, stepActive } from '~/components/forms/SuggestionList'

export interface AirportFieldProps {
  id: string
  label: string
  /** Form field names, so the form also works as a plain GET before the page is interactive. */
  name: string
  countryName: string
  value: FormPlace | null
  onChange: (place: FormPlace | null) => void
  error?: string
  debounceMs: number
}

const toPlace = (a: AirportOption): FormPlace => ({ code: a.code, country: a.country, label: optionLabel(a) })

/**
 * An airport autocomplete per the WAI-ARIA combobox pattern: an input with role=combobox that
 * owns a listbox; arrows move through the suggestions, Enter chooses, Escape closes. The airport
 * list is read once, on first focus, and matched in the browser after the debounce.
 */
export function AirportField({
  id,
  label,
  name,
  countryName,
  value,
  onChange,
  error,
  debounceMs,
}: AirportFieldProps) {
  const [text, setText] = useState(value?.label ?? '')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [wanted, setWanted] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const errorId = `${id}-error`
  const airports = useQuery({ ...airportsQueryOptions(), enabled: wanted })

  // A swap or a restored search changes the place from outside: show it.
  useEffect(() => setText(value?.label ?? ''), [value?.code, value?.label])
  useEffect(() => () => clearTimeout(timer.current), [])
  // Focused before the app started (no focus event reached React): the list is wanted all the same,
  // or the field would say "Loading airports…" with nothing asked (docs/decisions/0056).
  useEffect(() => {
    if (document.activeElement === input.current) setWanted(true)
  }, [])

  const options = open && airports.data ? matchAirports(airports.data, query) : []
  const expanded = open && (options.length > 0 || airports.isPending || query !== '')

  const choose = (a: AirportOption) => {
    setText(optionLabel(a))
    setOpen(false)
    onChange(toPlace(a))
  }

  const onInput = (next: string) => {
    setText(next)
    // Text handed over at hydration (0056) opens the list only in the field the traveller is in.
    setOpen(document.activeElement === input.current)
    setWanted(true)
    setActive(0)
    if (value) onChange(null)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setQuery(next), debounceMs)
    // A failed load (the services were briefly unreachable) is tried again as the traveller types.
    if (airports.isError && !airports.isFetching) void airports.refetch()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) {
        setOpen(true)
        setQuery(text === value?.label ? '' : text)
        return
      }
      setActive((i) => stepActive(i, e.key === 'ArrowDown', options.length))
    } else if (e.key === 'Enter' && expanded) {
      // Enter in an open list chooses; it must not submit the form.
      e.preventDefault()
      // Enter before the debounce has run must choose from what was typed, not the stale list.
      const current = query !== text && airports.data ? matchAirports(airports.data, text) : options
      const option = current[query !== text ? 0 : active]
      if (option) choose(option)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
    }
  }

  const activeId = expanded && options[active] ? `${listId}-${active}` : undefined
  return (
    <div className="field airport-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="City or airport"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(e) => onInput(e.target.value)}
        onFocus={() => setWanted(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <input type="hidden" name={countryName} value={value?.country ?? ''} />
      <SuggestionList
        listId={listId}
        label={`${label} suggestions`}
        className="suggestions"
        expanded={expanded}
        options={options}
        active={active}
        keyOf={(a) => a.code}
        onChoose={choose}
        optionClass={(a) => (a.cityLevel ? 'option city' : 'option')}
      >
        {(a) => (
          <>
            <span className="option-main">{optionLabel(a)}</span>
            <span className="option-sub">{a.cityLevel ? a.name : `${a.name}, ${a.countryName}`}</span>
          </>
        )}
      </SuggestionList>
      {expanded ? (
        <p className="hint" role="status">
          {airports.isPending
            ? 'Loading airports…'
            : airports.isError
              ? 'Airports could not be loaded; type the 3-letter code.'
              : options.length === 0
                ? `No airport matches “${query}”.`
                : ''}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
