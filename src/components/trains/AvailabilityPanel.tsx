import { useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CLASS_NAMES, QUOTA_NAMES, QUOTAS, type Quota, type TrainClass } from '@contracts/trains/codes'
import type { AvailabilityAnswer, AvailabilityDay, TrainResult } from '@contracts/trains/search'
import { cellOf, type AvailabilityCell } from '@machines/trains/availability.machine'
import { useTrainAvailability } from '~/flows/trains/search.flow'
import { boardingPointsQueryOptions } from '~/flows/trains/trains.queries'
import type { TrainBookingSearch } from './booking-search'
import { rupees, shortDay } from './words'

/** A waiting list longer than this suggests other days and trains (not in the spec; decision 0147). */
export const LONG_WAITLIST = 20

const BOOKABLE = new Set(['AVAILABLE', 'RAC', 'WL'])
const waitlistNumber = (day: AvailabilityDay) => Number(/WL\s*(\d+)\s*$/.exec(day.status)?.[1] ?? 0)

/**
 * T4's passengers page: /trains/booking/passengers?train&from&to&date&class&quota(&boarding), as the
 * router's Link takes it: a step into the booking is a client navigation that loads only the
 * booking's own code, not a full page load of every script (issue 24; docs/decisions/0212). Before
 * the scripts arrive the Link is a plain link to the same address.
 */
function bookingSearch(
  train: TrainResult,
  date: string,
  travelClass: TrainClass,
  quota: Quota,
  boarding?: string,
  travellers?: Travellers,
): TrainBookingSearch {
  const travelling =
    travellers && (travellers.adults !== 1 || travellers.children || travellers.seniors)
      ? {
          adults: String(travellers.adults),
          children: String(travellers.children),
          seniors: String(travellers.seniors),
        }
      : {}
  return {
    train: train.trainNumber,
    from: train.fromStnCode,
    to: train.toStnCode,
    date,
    class: travelClass,
    quota,
    ...(boarding && boarding !== train.fromStnCode ? { boarding } : {}),
    ...travelling,
  }
}

function tabStatus(cell: AvailabilityCell | undefined): string {
  if (!cell || cell.status === 'PENDING') return 'Checking…'
  if (cell.status === 'ERROR') return 'Not loaded'
  return cell.answer.avlDayList[0]?.status ?? ''
}

const kindClass = (kind: AvailabilityDay['kind']) => `avl-${kind.toLowerCase().replace('_', '-')}`

/** The first class to open: the class chosen on the form when the train has it, else its first. */
const firstClass = (train: TrainResult, travelClass: TrainClass | undefined) =>
  travelClass && train.classes.includes(travelClass) ? travelClass : train.classes[0]

type PanelProps = {
  train: TrainResult
  date: string
  quota: Quota
  travelClass?: TrainClass | undefined
  others: TrainResult[]
  scenario?: string | undefined
  travellers?: Travellers | undefined
}

/** How many travel, as searched: the passengers form starts with that many (issue 24). */
export interface Travellers {
  adults: number
  children: number
  seniors: number
}

/**
 * A train's seats (001 §4 Trains availability): "Check availability" asks every class in the quota
 * chosen; each class is a tab with its status, and the one open shows the fare in rupees, the day
 * and the next 5 days as a small calendar with "Book now", the boarding station, and other days and
 * trains when the waiting list is long.
 *
 * Until the first "Check availability" a card shows only the quota and the button, as the machine's
 * idle state does, without starting the machine: a results page of many trains starts none
 * (docs/decisions/0165). The click starts it, already asking.
 */
export function AvailabilityPanel(props: PanelProps) {
  const { train, quota } = props
  const [asked, setAsked] = useState<Quota | null>(null)
  const [quotaChoice, setQuotaChoice] = useState<Quota>(quota)
  const id = useId()
  if (asked) return <LiveAvailability {...props} firstQuota={asked} />
  return (
    <div className="train-availability" data-flow="train-availability" data-flow-state="idle">
      <div className="train-availability-bar">
        <QuotaSelect id={id} value={quotaChoice} onChange={setQuotaChoice} />
        <button
          type="button"
          className="button"
          onClick={() => {
            performance.mark(`trains:availability:${train.trainNumber}`)
            setAsked(quotaChoice)
          }}
        >
          Check availability
        </button>
      </div>
    </div>
  )
}

function QuotaSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: Quota
  onChange: (quota: Quota) => void
}) {
  return (
    <>
      <label htmlFor={`${id}-quota`}>Quota</label>
      <select id={`${id}-quota`} value={value} onChange={(e) => onChange(e.target.value as Quota)}>
        {QUOTAS.map((q) => (
          <option key={q} value={q}>
            {QUOTA_NAMES[q]}
          </option>
        ))}
      </select>
    </>
  )
}

function LiveAvailability({
  train,
  date,
  quota: searchQuota,
  travelClass,
  others,
  scenario,
  travellers,
  firstQuota,
}: PanelProps & { firstQuota: Quota }) {
  const { snapshot, send, flow } = useTrainAvailability(train, { date, quota: searchQuota }, scenario)
  const { context } = snapshot
  const [quotaChoice, setQuotaChoice] = useState<Quota>(firstQuota)
  const [boarding, setBoarding] = useState(train.fromStnCode)
  const id = useId()
  const idle = snapshot.matches('idle')
  const selected = context.selected ?? train.classes[0] ?? null
  const cell = selected ? cellOf(context, selected) : undefined
  const answer: AvailabilityAnswer | null = cell?.status === 'SUCCESS' ? cell.answer : null
  const boardingPoints = useQuery({
    ...boardingPointsQueryOptions(train.trainNumber, train.fromStnCode, train.toStnCode, date),
    enabled: answer !== null,
  })
  const title = `Availability of ${train.trainNumber} ${train.trainName}`
  const first = firstClass(train, travelClass)
  // Mounted by the first click: the machine is asked at once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'CHECK', quota: firstQuota, ...(first ? { travelClass: first } : {}) })
  }, [])

  return (
    <div className="train-availability" {...flow}>
      <div className="train-availability-bar">
        <QuotaSelect
          id={id}
          value={idle ? quotaChoice : context.quota}
          onChange={(quota) => {
            setQuotaChoice(quota)
            if (!idle) send({ type: 'CHECK', quota })
          }}
        />
        {idle ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              performance.mark(`trains:availability:${train.trainNumber}`)
              send({ type: 'CHECK', quota: quotaChoice, ...(first ? { travelClass: first } : {}) })
            }}
          >
            Check availability
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => send({ type: 'CLOSE' })}>
            Hide availability
          </button>
        )}
      </div>
      {idle ? null : (
        <section role="region" aria-label={title} className="train-availability-body">
          <div role="tablist" aria-label={`Classes of ${train.trainNumber}`} className="train-class-tabs">
            {train.classes.map((c) => {
              const tabCell = cellOf(context, c)
              return (
                <button
                  key={c}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${c}`}
                  aria-selected={c === selected}
                  aria-controls={`${id}-panel`}
                  className={
                    tabCell?.status === 'SUCCESS'
                      ? kindClass(tabCell.answer.avlDayList[0]?.kind ?? 'REGRET')
                      : undefined
                  }
                  onClick={() => send({ type: 'SELECT_CLASS', travelClass: c })}
                >
                  {CLASS_NAMES[c]} ({c})<span className="train-tab-status">{tabStatus(tabCell)}</span>
                </button>
              )
            })}
          </div>
          <div
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={selected ? `${id}-tab-${selected}` : undefined}
          >
            {!cell || cell.status === 'PENDING' ? <p role="status">Checking seats…</p> : null}
            {cell?.status === 'ERROR' ? (
              <div role="alert">
                <p>{cell.error}</p>
                <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
                  Try again
                </button>
              </div>
            ) : null}
            {answer && selected ? (
              <ClassDays
                train={train}
                answer={answer}
                travelClass={selected}
                quota={context.quota}
                boarding={boarding}
                others={others}
                travellers={travellers}
              />
            ) : null}
            {answer && boardingPoints.data && boardingPoints.data.length > 1 ? (
              <div className="train-field train-boarding">
                <label htmlFor={`${id}-boarding`}>Boarding station</label>
                <select id={`${id}-boarding`} value={boarding} onChange={(e) => setBoarding(e.target.value)}>
                  {boardingPoints.data.map((p) => (
                    <option key={p.stationCode} value={p.stationCode}>
                      {p.stationName} ({p.stationCode}), departs {p.departureTime} on {shortDay(p.date)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        </section>
      )}
    </div>
  )
}

function ClassDays({
  train,
  answer,
  travelClass,
  quota,
  boarding,
  others,
  travellers,
}: {
  train: TrainResult
  answer: AvailabilityAnswer
  travelClass: TrainClass
  quota: Quota
  boarding: string
  others: TrainResult[]
  travellers?: Travellers | undefined
}) {
  const [asked] = answer.avlDayList
  const long = asked !== undefined && asked.kind === 'WL' && waitlistNumber(asked) > LONG_WAITLIST
  const betterDays = answer.avlDayList.slice(1).filter((d) => d.kind === 'AVAILABLE' || d.kind === 'RAC')
  const otherTrains = others
    .filter((t) => t.trainNumber !== train.trainNumber && t.classes.includes(travelClass))
    .slice(0, 3)
  return (
    <>
      <p className="train-fare">
        Fare <strong>{rupees(answer.fare.total)}</strong> per adult ({CLASS_NAMES[travelClass]},{' '}
        {QUOTA_NAMES[quota]})
      </p>
      <table className="train-days-table">
        <caption>
          {travelClass} {QUOTA_NAMES[quota]}: this day and the next {answer.avlDayList.length - 1}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Seats</th>
            <th scope="col">
              <span className="visually-hidden">Book</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.avlDayList.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDay(day.date)}</th>
              <td className={kindClass(day.kind)}>{day.status}</td>
              <td>
                {BOOKABLE.has(day.kind) ? (
                  <Link
                    className="button"
                    to="/trains/booking/passengers"
                    search={bookingSearch(train, day.date, travelClass, quota, boarding, travellers)}
                    aria-label={`Book now: ${travelClass} ${quota} on ${shortDay(day.date)}, ${day.status}`}
                  >
                    Book now
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {long ? (
        <div className="train-alternates">
          <p>The waiting list is long on this day; these may have seats:</p>
          {betterDays.length ? (
            <p>
              Other days:{' '}
              {betterDays.map((d) => (
                <Link
                  key={d.date}
                  to="/trains/booking/passengers"
                  search={bookingSearch(train, d.date, travelClass, quota, boarding, travellers)}
                >
                  {shortDay(d.date)} ({d.status}){' '}
                </Link>
              ))}
            </p>
          ) : null}
          {otherTrains.length ? (
            <p>
              Other trains with {travelClass}:{' '}
              {otherTrains.map((t) => (
                <a key={t.trainNumber} href={`#train-${t.trainNumber}`}>
                  {t.trainNumber} {t.trainName}{' '}
                </a>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
