import type { TrainSearchFields } from '@contracts/trains/search-params'
import { CLASSES, CLASS_NAMES, QUOTAS, QUOTA_NAMES } from '@contracts/trains/codes'

/** The class choices of both train forms: all classes, or one. */
export function ClassOptions() {
  return (
    <>
      <option value="">All classes</option>
      {CLASSES.map((c) => (
        <option key={c} value={c}>
          {CLASS_NAMES[c]} ({c})
        </option>
      ))}
    </>
  )
}

/**
 * "Modify search" as the server renders it (docs/decisions/0172): a plain GET form to the results
 * address with the search's stations (codes), date, class and quota, so opening the closed
 * `<details>` shows a working form before the app has hydrated, at the cost of a few lines of
 * markup. Once the app runs, opening it mounts the full train form (station search, popular
 * stations, travellers) instead.
 */
export function ModifyTrainSearch({ search }: { search: TrainSearchFields }) {
  return (
    <form className="train-form" method="get" action="/trains/search" aria-label="Modify search">
      <div className="train-row">
        <div className="train-field">
          <label htmlFor="modify-from">From (station code)</label>
          <input id="modify-from" name="from" type="text" defaultValue={search.from} autoComplete="off" />
        </div>
        <div className="train-field">
          <label htmlFor="modify-to">To (station code)</label>
          <input id="modify-to" name="to" type="text" defaultValue={search.to} autoComplete="off" />
        </div>
        <div className="train-field">
          <label htmlFor="modify-date">Date of journey</label>
          <input id="modify-date" name="date" type="date" defaultValue={search.date} />
        </div>
      </div>
      <div className="train-row">
        <div className="train-field">
          <label htmlFor="modify-class">Class</label>
          <select id="modify-class" name="class" defaultValue={search.class ?? ''}>
            <ClassOptions />
          </select>
        </div>
        <div className="train-field">
          <label htmlFor="modify-quota">Quota</label>
          <select id="modify-quota" name="quota" defaultValue={search.quota}>
            {QUOTAS.map((q) => (
              <option key={q} value={q}>
                {QUOTA_NAMES[q]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button">
        Search trains
      </button>
    </form>
  )
}
