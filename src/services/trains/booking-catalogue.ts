/**
 * The railway's master data, fares and inventory (T1's modules) as the train booking's port, on the
 * railway's clock (the sandbox clock offset when T1's scenario module sets one).
 */
import type { TrainCatalogue } from './catalogue-port'
import { fareFor } from './fares'
import {
  allocate,
  cancelPassengers,
  currentPlaces,
  prepareChart,
  setRunState,
  simulateOthersCancel,
} from './inventory'
import { stationByCode, trainByNumber } from './supplier'

export function railwayCatalogue(now: () => number = Date.now): TrainCatalogue {
  return {
    trainOf: trainByNumber,
    stationName: (code) => stationByCode(code)?.name,
    fare: (args) => fareFor(args),
    allocate,
    cancelPassengers,
    currentPlaces,
    prepareChart,
    simulateOthersCancel,
    // A short waitlist is kept (a full one would answer REGRET): the booking is waitlisted, not refused.
    fillQuota: async (tx, run, travelClass, quota) => {
      await setRunState(tx, { ...run, travelClass, quota }, { free: 0, rac: Number.MAX_SAFE_INTEGER, wl: 5 })
    },
    now,
  }
}
