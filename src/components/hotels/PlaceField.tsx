import { useId, useState, type KeyboardEvent } from 'react'
import type { HotelPlace } from '@contracts/hotels/search-params'
import { stepActive } from '~/components/forms/SuggestionList'

const kindLabel = (place: HotelPlace) =>
  place.kind === 'location'
    ? 'city'
    : place.kind === 'locality'
      ? `area in ${place.city_name ?? ''}`
      : `hotel in ${place.city_name ?? ''}`

/**
 * 'City or Hotel': a combobox (WAI-ARIA pattern) whose list the form's machine fills after
 * 3 characters and a pause; arrows move, Enter picks, Escape closes.
 */
export function PlaceField({
  text,
  suggestions,
  open,
  looking,
  error,
  note,
  onType,
  onPick,
}: {
  text: string
  suggestions: HotelPlace[]
  open: boolean
  looking: boolean
  error?: string | undefined
  note?: string | null
  onType: (text: string) => void
  onPick: (place: HotelPlace) => void
}) {
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [active, setActive] = useState(0)
  const [closed, setClosed] = useState(false)
  const shown = open && !closed
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!shown || suggestions.length === 0) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => stepActive(i, e.key === 'ArrowDown', suggestions.length))
    } else if (e.key === 'Enter') {
      const place = suggestions[active]
      if (place) {
        e.preventDefault()
        onPick(place)
      }
    } else if (e.key === 'Escape') setClosed(true)
  }
  return (
    <div className="hotel-field hotel-place">
      <label htmlFor={id}>City or Hotel</label>
      <input
        id={id}
        name="place"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && suggestions[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder="Type a city, area or hotel"
        value={text}
        onChange={(e) => {
          setActive(0)
          setClosed(false)
          onType(e.target.value)
        }}
        onKeyDown={onKeyDown}
      />
      {looking ? (
        <p className="hotel-hint" role="status">
          Looking up places…
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="City or Hotel suggestions"
        hidden={!shown}
        className="hotel-suggestions"
      >
        {suggestions.map((place, i) => (
          <li
            key={`${place.kind}:${place.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(place)}
          >
            {place.name}, {kindLabel(place)}
          </li>
        ))}
        {shown && suggestions.length === 0 ? (
          <li role="option" aria-disabled="true" aria-selected="false">
            {note ?? 'No city, area or hotel matches this text'}
          </li>
        ) : null}
      </ul>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
