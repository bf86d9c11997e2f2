import { useQuery } from '@tanstack/react-query'
import type { TrainResult } from '@contracts/trains/search'
import { Modal } from '~/components/overlays/Modal'
import { scheduleQueryOptions } from '~/flows/trains/trains.queries'

/** A train's schedule (001 §3 "Schedule stationList"): stations, arrival, departure, halt, day, km. */
export function ScheduleDialog({ train, onClose }: { train: TrainResult; onClose: () => void }) {
  const schedule = useQuery(scheduleQueryOptions(train.trainNumber))
  const title = `Schedule of ${train.trainNumber} ${train.trainName}`
  return (
    <Modal open title={title} onClose={onClose}>
      {schedule.isPending ? <p role="status">Loading the schedule…</p> : null}
      {schedule.isError ? <p role="alert">The schedule could not be loaded. Please try again.</p> : null}
      {schedule.data ? (
        <div className="train-schedule">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">Arrives</th>
                <th scope="col">Departs</th>
                <th scope="col">Halt</th>
                <th scope="col">Day</th>
                <th scope="col">Km</th>
              </tr>
            </thead>
            <tbody>
              {schedule.data.stationList.map((stop) => {
                const ours = stop.stationCode === train.fromStnCode || stop.stationCode === train.toStnCode
                return (
                  <tr key={stop.stnSerialNumber} className={ours ? 'train-stop-ours' : undefined}>
                    <th scope="row">
                      {stop.stationName} ({stop.stationCode})
                    </th>
                    <td>{stop.arrivalTime ?? 'Starts'}</td>
                    <td>{stop.departureTime ?? 'Ends'}</td>
                    <td>{stop.haltMinutes ? `${stop.haltMinutes} min` : '–'}</td>
                    <td>{stop.dayCount}</td>
                    <td>{stop.distance}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </Modal>
  )
}
