import { useState } from 'react'
import { CLASS_NAMES, TRAIN_TYPE_NAMES, type Quota, type TrainClass } from '@contracts/trains/codes'
import { formatDuration } from '@contracts/trains/search-params'
import type { TrainResult } from '@contracts/trains/search'
import { AvailabilityPanel, type Travellers } from './AvailabilityPanel'
import { LazyScheduleDialog } from './lazy'
import { DAY_NAMES, dayOffsetText, runningDaysText } from './words'

/**
 * One train of the results: number, name and type; departure and arrival ('+1 arrives next day'),
 * duration 'Xh Ym', running days, classes; its schedule in a dialog and its availability on click.
 */
export function TrainCard({
  train,
  names,
  date,
  quota,
  travelClass,
  others,
  scenario,
  travellers,
}: {
  train: TrainResult
  names: Record<string, string>
  date: string
  quota: Quota
  travelClass?: TrainClass | undefined
  others: TrainResult[]
  scenario?: string | undefined
  travellers?: Travellers | undefined
}) {
  const [schedule, setSchedule] = useState(false)
  const headingId = `train-${train.trainNumber}-${train.fromStnCode}-name`
  const station = (code: string) => `${names[code] ?? code} (${code})`
  return (
    <article className="train-card" aria-labelledby={headingId}>
      <header className="train-card-head">
        <h2 id={headingId}>
          {train.trainNumber} {train.trainName}
        </h2>
        <span className="train-type">{TRAIN_TYPE_NAMES[train.trainType]}</span>
        <button
          type="button"
          className="link-button"
          onPointerEnter={LazyScheduleDialog.preload}
          onClick={() => setSchedule(true)}
        >
          Schedule
        </button>
      </header>
      <div className="train-times">
        <p>
          <strong className="train-time">{train.departureTime}</strong>{' '}
          <span className={train.fromNearby ? 'train-nearby' : undefined}>{station(train.fromStnCode)}</span>
        </p>
        <p className="train-duration">
          <span className="visually-hidden">Duration </span>
          {formatDuration(train.duration)}
        </p>
        <p>
          <strong className="train-time">{train.arrivalTime}</strong>
          {train.arrivalDayOffset > 0 ? (
            <span className="train-next-day">
              {' '}
              +{train.arrivalDayOffset} <small>{dayOffsetText(train.arrivalDayOffset)}</small>
            </span>
          ) : null}{' '}
          <span className={train.toNearby ? 'train-nearby' : undefined}>{station(train.toStnCode)}</span>
        </p>
      </div>
      <ul className="train-days" aria-label={runningDaysText(train.runningDays)}>
        {DAY_NAMES.map((day, i) => (
          <li key={day} className={train.runningDays[i] ? 'runs' : 'not-running'} aria-hidden="true">
            {day.slice(0, 1)}
          </li>
        ))}
      </ul>
      <p className="train-classes">
        <span className="visually-hidden">Classes: </span>
        {train.classes.map((c) => (
          <abbr key={c} title={CLASS_NAMES[c]} className="train-class-chip">
            {c}
          </abbr>
        ))}
      </p>
      <AvailabilityPanel
        train={train}
        date={date}
        quota={quota}
        travelClass={travelClass}
        others={others}
        scenario={scenario}
        travellers={travellers}
      />
      {schedule ? <LazyScheduleDialog train={train} onClose={() => setSchedule(false)} /> : null}
    </article>
  )
}
