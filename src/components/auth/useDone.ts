import { useEffect, useRef } from 'react'

/** Calls `onDone(output)` once, when a flow reaches its final state. */
export function useDone<O>(
  snapshot: { status: string; output?: O | undefined },
  onDone: (output: O) => void,
) {
  const called = useRef(false)
  const latest = useRef(onDone)
  latest.current = onDone
  useEffect(() => {
    if (snapshot.status !== 'done' || called.current || snapshot.output === undefined) return
    called.current = true
    latest.current(snapshot.output)
  }, [snapshot.status, snapshot.output])
}
