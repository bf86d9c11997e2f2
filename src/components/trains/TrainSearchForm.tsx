import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { DEFAULT_QUOTA, QUOTA_NAMES, QUOTAS, type Quota } from '@contracts/trains/codes'
import {
  indiaToday,
  plusDays,
  readTrainSearch,
  trainSearchAddressOf,
  type TrainSearchErrors,
} from '@contracts/trains/search-params'
import { popularStationsQueryOptions } from '~/flows/trains/trains.queries'
import { useShell } from '~/components/useShell'
import { ClassOptions } from './ModifyTrainSearch'
import { StationField, type PickedStation } from './StationField'

export interface TrainFormStart {
  from?: PickedStation | null
  to?: PickedStation | null
  date?: string
  quota?: Quota
  travelClass?: string
  adults?: number
  children?: number
  seniors?: number
  errors?: TrainSearchErrors
}

/**
 * The train search form (the /trains tab, and the results page's "Modify search" or a malformed
 * address): From and To stations with the ten popular stations as shortcuts and a swap, the date of
 * journey (today to the booking window), an optional class, the quota (GN by default) and the
 * travellers (001 §3 "Train search state": adult 1, child 0, senior 0). A real GET form to the
 * results address, so it works before the page is interactive.
 */
export function TrainSearchForm({
  start = {},
  label = 'Search trains',
}: {
  start?: TrainFormStart
  label?: string
}) {
  const { config } = useShell()
  const navigate = useNavigate()
  const today = indiaToday(Date.now())
  const windowDays = config.trains.bookingWindowDays
  const [from, setFrom] = useState<PickedStation | null>(start.from ?? null)
  const [to, setTo] = useState<PickedStation | null>(start.to ?? null)
  const [date, setDate] = useState(start.date ?? plusDays(today, 1))
  const [quota, setQuota] = useState<Quota>(start.quota ?? DEFAULT_QUOTA)
  const [travelClass, setTravelClass] = useState(start.travelClass ?? '')
  const [counts, setCounts] = useState({
    adults: start.adults ?? 1,
    children: start.children ?? 0,
    seniors: start.seniors ?? 0,
  })
  const [errors, setErrors] = useState<TrainSearchErrors>(start.errors ?? {})
  const formRef = useRef<HTMLFormElement>(null)
  const popular = useQuery(popularStationsQueryOptions(config.trains.popularStations))

  const pickPopular = (station: PickedStation) => {
    if (!from || (from && to)) {
      if (!from) setFrom(station)
      else setTo(station)
    } else setTo(station)
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const read = readTrainSearch(
      { from: from?.code, to: to?.code, date, quota, class: travelClass || undefined, ...counts },
      today,
      windowDays,
      config.limits.trainsMaxPassengers,
    )
    if (read.errors) {
      setErrors(read.errors)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    setErrors({})
    void navigate({ to: '/trains/search', search: trainSearchAddressOf(read.search) })
  }

  const errorCount = Object.keys(errors).length
  const debounceMs = config.locationSearch.debounceMs
  return (
    <form
      ref={formRef}
      className="train-form"
      method="get"
      action="/trains/search"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
    >
      {errorCount ? (
        <p className="form-errors" role="alert">
          Please correct {errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.
        </p>
      ) : null}
      <div className="train-stations">
        <StationField
          id="train-from"
          label="From"
          name="from"
          value={from}
          onChange={setFrom}
          error={errors.from}
          debounceMs={debounceMs}
        />
        <button
          type="button"
          className="train-swap"
          aria-label="Swap From and To"
          onClick={() => {
            setFrom(to)
            setTo(from)
          }}
        >
          ⇄
        </button>
        <StationField
          id="train-to"
          label="To"
          name="to"
          value={to}
          onChange={setTo}
          error={errors.to}
          debounceMs={debounceMs}
        />
      </div>
      {popular.data && popular.data.length > 0 ? (
        <div role="group" aria-label="Popular stations" className="train-popular">
          <span aria-hidden="true">Popular:</span>
          {popular.data.map((s) => (
            <button
              key={s.code}
              type="button"
              className="train-chip"
              onClick={() => pickPopular({ code: s.code, name: s.name })}
            >
              {s.name} ({s.code})
            </button>
          ))}
        </div>
      ) : null}
      <div className="train-row">
        <div className="train-field">
          <label htmlFor="train-date">Date of journey</label>
          <input
            id="train-date"
            name="date"
            type="date"
            min={today}
            max={plusDays(today, windowDays)}
            value={date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? 'train-date-error' : 'train-date-hint'}
            onChange={(e) => setDate(e.target.value)}
          />
          {errors.date ? (
            <p id="train-date-error" className="field-error">
              {errors.date}
            </p>
          ) : (
            <p id="train-date-hint" className="train-hint">
              Up to {windowDays} days ahead
            </p>
          )}
        </div>
        <div className="train-field">
          <label htmlFor="train-class">Class</label>
          <select
            id="train-class"
            name="class"
            value={travelClass}
            onChange={(e) => setTravelClass(e.target.value)}
          >
            <ClassOptions />
          </select>
        </div>
        <div className="train-field">
          <label htmlFor="train-quota">Quota</label>
          <select
            id="train-quota"
            name="quota"
            value={quota}
            aria-invalid={errors.quota ? true : undefined}
            aria-describedby={errors.quota ? 'train-quota-error' : undefined}
            onChange={(e) => setQuota(e.target.value as Quota)}
          >
            {QUOTAS.map((q) => (
              <option key={q} value={q}>
                {QUOTA_NAMES[q]}
              </option>
            ))}
          </select>
          {errors.quota ? (
            <p id="train-quota-error" className="field-error">
              {errors.quota}
            </p>
          ) : null}
        </div>
      </div>
      <fieldset
        className="train-counts"
        aria-describedby={errors.travellers ? 'train-travellers-error' : 'train-travellers-hint'}
      >
        <legend>Travellers</legend>
        {errors.travellers ? (
          <p id="train-travellers-error" className="field-error">
            {errors.travellers}
          </p>
        ) : (
          <p id="train-travellers-hint" className="train-hint">
            At most {config.limits.trainsMaxPassengers} on one ticket; children under 5 travel free, without a
            berth
          </p>
        )}
        {(
          [
            ['adults', 'Adults', 1],
            ['children', 'Children (5–11)', 0],
            ['seniors', 'Senior citizens', 0],
          ] as const
        ).map(([key, text, min]) => (
          <div className="train-field" key={key}>
            <label htmlFor={`train-${key}`}>{text}</label>
            <input
              id={`train-${key}`}
              name={key}
              type="number"
              inputMode="numeric"
              min={min}
              max={config.limits.trainsMaxPassengers}
              value={counts[key]}
              aria-invalid={errors.travellers ? true : undefined}
              onChange={(e) =>
                setCounts((c) => ({
                  ...c,
                  [key]: Math.max(
                    min,
                    Math.min(config.limits.trainsMaxPassengers, Number(e.target.value) || 0),
                  ),
                }))
              }
            />
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button">
        Search trains
      </button>
    </form>
  )
}
