/**
 * Sample trains, a search answer and availability answers for the visualizer, the generated paths
 * and the tests. Money in paise.
 */
import type { AvailabilityAnswer, BetweenAnswer, TrainResult } from '@contracts/trains/search'
import type { Quota, TrainClass } from '@contracts/trains/codes'

export const sampleTrainQuery = { from: 'NDLS', to: 'BCT', date: '2030-01-25', quota: 'GN' as Quota }

export function sampleTrain(overrides: Partial<TrainResult> = {}): TrainResult {
  return {
    trainNumber: '12952',
    trainName: 'Mumbai Rajdhani',
    trainType: 'R',
    fromStnCode: 'NDLS',
    toStnCode: 'BCT',
    sourceStnCode: 'NDLS',
    destinationStnCode: 'BCT',
    departureTime: '17:00',
    arrivalTime: '08:35',
    duration: 940,
    arrivalDayOffset: 1,
    runningDays: [true, true, true, true, true, true, true],
    classes: ['1A', '2A', '3A'],
    distance: 1386,
    journeyDate: sampleTrainQuery.date,
    runDate: sampleTrainQuery.date,
    fromNearby: false,
    toNearby: false,
    ...overrides,
  }
}

export const sampleTrains: TrainResult[] = [
  sampleTrain(),
  sampleTrain({
    trainNumber: '12954',
    trainName: 'August Kranti Rajdhani',
    fromStnCode: 'NZM',
    sourceStnCode: 'NZM',
    departureTime: '17:15',
    arrivalTime: '10:05',
    duration: 1010,
    fromNearby: true,
  }),
  sampleTrain({
    trainNumber: '12904',
    trainName: 'Golden Temple Mail',
    trainType: 'O',
    departureTime: '07:20',
    arrivalTime: '05:10',
    duration: 1310,
    classes: ['1A', '2A', '3A', 'SL'],
  }),
  sampleTrain({
    trainNumber: '22210',
    trainName: 'Mumbai Duronto',
    trainType: 'D',
    departureTime: '23:25',
    arrivalTime: '15:55',
    duration: 990,
    toStnCode: 'MMCT',
    destinationStnCode: 'MMCT',
    toNearby: true,
    runningDays: [true, false, false, true, false, true, false],
  }),
]

export function sampleBetween(trains: TrainResult[] = sampleTrains): BetweenAnswer {
  return {
    trainBtwnStnsList: trains,
    serverId: 'sandbox-1',
    timeStamp: '2030-01-15T10:00:00.000Z',
    quotaList: ['GN', 'LD', 'TQ', 'SS'],
    meta: {
      info: {
        stn_names: {
          NDLS: 'New Delhi',
          NZM: 'Hazrat Nizamuddin',
          BCT: 'Mumbai Central',
          MMCT: 'Mumbai Central',
        },
      },
    },
  }
}

export function sampleAvailability(
  travelClass: TrainClass = '3A',
  quota: Quota = 'GN',
  status = 'AVAILABLE-0042',
): AvailabilityAnswer {
  const days = ['2030-01-25', '2030-01-26', '2030-01-27', '2030-01-28', '2030-01-29', '2030-01-30']
  return {
    trainNumber: '12952',
    trainName: 'Mumbai Rajdhani',
    fromStnCode: 'NDLS',
    toStnCode: 'BCT',
    travelClass,
    quota,
    distance: 1386,
    fare: {
      lines: [
        { label: 'Base fare', amount: 301_500 },
        { label: 'Reservation charge', amount: 4_000 },
        { label: 'Superfast charge', amount: 4_500 },
        { label: 'GST', amount: 15_500 },
      ],
      total: 325_500,
    },
    avlDayList: days.map((date, i) => ({
      date,
      status: i === 0 ? status : i < 3 ? `AVAILABLE-00${30 - i * 5}` : `GNWL ${i * 4}/WL ${i * 4}`,
      kind: i === 0 ? (status.startsWith('AVAILABLE') ? 'AVAILABLE' : 'WL') : i < 3 ? 'AVAILABLE' : 'WL',
    })),
  }
}

/** A failed call as the BFF throws it (src/server/platform/errors.ts): status and message. */
export function trainFailure(status: number, message: string) {
  return Object.assign(new Error(message), { status })
}
