import type { Room } from '@contracts/hotels/search'
import { ROOM_LIMITS } from '@contracts/hotels/search-params'
import type { HotelFormEvent } from '@machines/hotels/search-form.rules'

const AGES = Array.from(
  { length: ROOM_LIMITS.childAgeMax - ROOM_LIMITS.childAgeMin + 1 },
  (_, i) => i + ROOM_LIMITS.childAgeMin,
)

/** Rooms with their adults and children (ages 2–12), each room a fieldset of its own. */
export function RoomsFields({
  rooms,
  send,
  error,
}: {
  rooms: Room[]
  send: (event: HotelFormEvent) => void
  error?: string | undefined
}) {
  return (
    <fieldset className="hotel-rooms">
      <legend>Rooms and guests</legend>
      {rooms.map((room, r) => {
        const n = r + 1
        return (
          <fieldset key={r} className="hotel-room">
            <legend>Room {n}</legend>
            <label>
              Adults in room {n}
              <input
                type="number"
                min={1}
                max={ROOM_LIMITS.maxAdults}
                value={room.adults_count}
                onChange={(e) => {
                  const count = Number(e.target.value)
                  if (Number.isFinite(count) && e.target.value !== '')
                    send({ type: 'SET_ADULTS', room: r, count })
                }}
              />
            </label>
            {room.children_age.map((age, c) => (
              <div key={c} className="hotel-child">
                <label>
                  Age of child {c + 1} in room {n}
                  <select
                    value={age}
                    onChange={(e) =>
                      send({ type: 'SET_CHILD_AGE', room: r, child: c, age: Number(e.target.value) })
                    }
                  >
                    {AGES.map((a) => (
                      <option key={a} value={a}>
                        {a} years
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="button-outline"
                  onClick={() => send({ type: 'REMOVE_CHILD', room: r, child: c })}
                >
                  Remove child {c + 1} of room {n}
                </button>
              </div>
            ))}
            {room.children_age.length < ROOM_LIMITS.maxChildren ? (
              <button
                type="button"
                className="button-outline"
                onClick={() => send({ type: 'ADD_CHILD', room: r })}
              >
                Add a child to room {n}
              </button>
            ) : null}
            {rooms.length > 1 ? (
              <button
                type="button"
                className="button-outline"
                onClick={() => send({ type: 'REMOVE_ROOM', room: r })}
              >
                Remove room {n}
              </button>
            ) : null}
          </fieldset>
        )
      })}
      {rooms.length < ROOM_LIMITS.maxRooms ? (
        <button type="button" className="button-outline" onClick={() => send({ type: 'ADD_ROOM' })}>
          Add a room
        </button>
      ) : null}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  )
}
