/**
 * The paths that drive the real store for a catalogue entry: its path cover (path-cover.ts) with the
 * entry's samples, input and context rule. One function so the browser tests (tests/e2e/model/) and
 * the /flows page count the same paths.
 */
import type { CatalogueEntry } from '../catalogue'
import { pathCover, type PathCover } from './path-cover'

export type StorePathsEntry = Pick<
  CatalogueEntry,
  'machine' | 'sampleEvents' | 'sampleInputs' | 'serializeContext' | 'binding'
>

export function storePathCover(entry: StorePathsEntry): PathCover {
  return pathCover(entry.machine, {
    sampleEvents: entry.binding?.sampleEvents ?? entry.sampleEvents,
    input: entry.sampleInputs,
    serializeContext: entry.serializeContext,
    maxSteps: entry.binding?.maxSteps,
    leaveOut: Object.keys(entry.binding?.notInStore ?? {}),
  })
}
