/** The sandbox railway's master data (docs/decisions/0119, 0125). */
export { STATIONS, stationByCode, nearbyCodes, searchStations, kmBetween } from './stations'
export { TRAINS, trainByNumber, trainsAt, RAILWAY_SEED, type Train, type Stop } from './trains'
export { CORRIDORS } from './corridors'
