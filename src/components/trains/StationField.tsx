import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Station } from '@contracts/trains/search'
import { stationsQueryOptions } from '~/flows/trains/trains.queries'
import { SuggestionList, stepActive } from '~/components/forms/SuggestionList'

export interface PickedStation {
  code: string
  name: string
}

export const stationText = (s: PickedStation) => `${s.name} (${s.code})`

/**
 * A station autocomplete (WAI-ARIA combobox): after a pause the trains service's stations matching
 * the text (name or code) are listed; arrows move, Enter picks, Escape closes. Named `from`/`to`,
 * so the form also works as a plain GET before the page is interactive: a typed code ('NDLS') or a
 * picked 'New Delhi (NDLS)' both read as the code on the results page.
 */
export function StationField({
  id,
  label,
  name,
  value,
  onChange,
  error,
  debounceMs,
}: {
  id: string
  label: string
  name: string
  value: PickedStation | null
  onChange: (station: PickedStation | null) => void
  error?: string | undefined
  debounceMs: number
}) {
  const [text, setText] = useState(value ? stationText(value) : '')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const listId = useId()
  const errorId = `${id}-error`
  const stations = useQuery({ ...stationsQueryOptions(query), enabled: query.trim().length >= 2 })

  // A swap or a popular station changes the value from outside: show it.
  useEffect(() => setText(value ? stationText(value) : ''), [value?.code, value?.name])
  useEffect(() => () => clearTimeout(timer.current), [])

  const options: Station[] = open && stations.data ? stations.data.slice(0, 8) : []
  const expanded = open && query.trim().length >= 2

  const choose = (s: Station) => {
    setText(stationText(s))
    setOpen(false)
    onChange({ code: s.code, name: s.name })
  }

  const onInput = (next: string) => {
    setText(next)
    setOpen(true)
    setActive(0)
    if (value) onChange(null)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setQuery(next), debounceMs)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => stepActive(i, e.key === 'ArrowDown', options.length))
    } else if (e.key === 'Enter') {
      const option = options[active]
      if (option) {
        e.preventDefault()
        choose(option)
      }
    } else if (e.key === 'Escape') {
      e.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="train-field train-station">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Station name or code"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <SuggestionList
        listId={listId}
        label={`${label} stations`}
        className="train-suggestions"
        expanded={expanded}
        options={options}
        active={active}
        keyOf={(s) => s.code}
        onChoose={choose}
      >
        {(s) => (
          <>
            {stationText(s)}
            <span className="train-option-sub">
              {s.city}, {s.state}
            </span>
          </>
        )}
      </SuggestionList>
      {expanded ? (
        <p className="train-hint" role="status">
          {stations.isPending
            ? 'Looking up stations…'
            : stations.isError
              ? 'Stations could not be loaded; type the station code.'
              : options.length === 0
                ? `No station matches “${query}”.`
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
