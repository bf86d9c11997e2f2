import { trainBookingMessages } from '@contracts/trains/booking'

/** The train checkout's 5 minutes are over: said at the moment, and again on a reload. */
export function TimeRanOut({ results }: { results: string }) {
  return (
    <>
      <h1>Your booking time ran out</h1>
      <p role="alert">{trainBookingMessages.expired}</p>
      <p className="train-actions">
        <a className="checkout-primary" href={results}>
          Search again
        </a>
      </p>
    </>
  )
}
