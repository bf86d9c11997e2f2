/**
 * One ordinary input per server function of the store: the base the fuzz suite makes hostile field
 * by field. A function without an entry here fails the suite (store-functions.test.ts), so a new
 * server function joins it. `session: 'never'`: never called with the suite's own session (signing
 * out would end it for the calls after).
 */
import { gstProfile, traveller } from '../support/account-fixtures'

export interface Sample {
  method: 'GET' | 'POST'
  data?: unknown
  session?: 'never'
}

const phone = { phoneNumber: '9812345678', countryCode: '91' }

const trainJourney = {
  trainNo: '12952',
  journeyDate: '2026-12-10',
  from: 'NDLS',
  to: 'BCT',
  travelClass: '3A',
  quota: 'GN',
}

const hotelAddress = {
  checkin_date: '2030-12-10',
  checkout_date: '2030-12-12',
  hotel_id: 'H1',
  offer_id: 'H1-0-0',
  room_idx: '0',
  rooms: '2a',
}
const hotelGuests = {
  bookingId: `hb_${'0'.repeat(32)}`,
  contact: {
    name: 'Fuzz',
    surname: 'Tester',
    email: 'fuzz@example.com',
    country_code: '91',
    phone: '9812345678',
  },
  guests: [{ title: 'Mr', name: 'Fuzz', surname: 'Tester' }],
  termsAccepted: true,
  address: '/hotels/booking/guests?hotel_id=H1',
  agent: false,
}

export const samples: Record<string, Sample> = {
  // accounts: who is signed in, sign-up, sign-in, resets, mobile
  getViewer: { method: 'GET', data: { refresh: false } },
  checkSignUp: { method: 'POST', data: { ...phone, email: 'fuzz@example.com' } },
  sendSignUpOtp: { method: 'POST', data: phone },
  verifySignUpOtp: { method: 'POST', data: { ...phone, otp: '123456' } },
  signUp: {
    method: 'POST',
    data: {
      ...phone,
      title: 'Mr',
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.com',
      password: 'Fuzz@Tester12',
    },
    session: 'never',
  },
  signInWithPassword: {
    method: 'POST',
    data: { login: 'nobody@example.com', password: 'not the password', countryCode: '91', from: 'header' },
    session: 'never',
  },
  requestSignInOtp: { method: 'POST', data: phone },
  signInWithOtp: { method: 'POST', data: { ...phone, otp: '123456' }, session: 'never' },
  resendOtp: { method: 'POST', data: phone },
  requestPasswordReset: { method: 'POST', data: { email: 'nobody@example.com' } },
  resetPassword: { method: 'POST', data: { token: 'not-a-token', password: 'Fuzz@Tester12' } },
  requestPhoneReset: { method: 'POST', data: phone },
  resetPasswordWithOtp: { method: 'POST', data: { ...phone, otp: '123456', password: 'Fuzz@Tester12' } },
  requestPhoneConfirmation: { method: 'POST', data: phone },
  confirmPhone: { method: 'POST', data: { otp: '123456' } },
  signOut: { method: 'POST', session: 'never' },
  // account: profile, GST profiles, travellers
  updateProfile: { method: 'POST', data: { title: 'Mr', firstName: 'Demo', lastName: 'Traveller' } },
  changePassword: {
    method: 'POST',
    data: { currentPassword: 'not the password', password: 'Fuzz@Tester12' },
  },
  removeAvatar: { method: 'POST' },
  updatePhone: { method: 'POST', data: phone },
  listGstProfiles: { method: 'GET' },
  createGstProfile: { method: 'POST', data: gstProfile },
  updateGstProfile: { method: 'POST', data: { id: 999_999, ...gstProfile } },
  lookupGstState: { method: 'GET', data: { stateGstCode: '07' } },
  listTravellers: { method: 'GET' },
  createTraveller: { method: 'POST', data: traveller },
  updateTraveller: { method: 'POST', data: { id: 999_999, ...traveller } },
  deleteTraveller: { method: 'POST', data: { id: 999_999 } },
  listCountryCodes: { method: 'GET' },
  readOutbox: { method: 'GET', data: { to: '+91 9812345678' } },
  // flights
  startFlightSearch: {
    method: 'POST',
    data: {
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      search_type: 'one_way',
      travel_date: '2026-12-10',
      adult_count: 1,
    },
  },
  pollFlightSearch: { method: 'GET', data: { id: '00000000-0000-4000-8000-000000000000' } },
  fetchPeriodPrices: {
    method: 'GET',
    data: {
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      origin: 'DEL',
      destination: 'BOM',
      type: 'one_way',
    },
  },
  fetchAirports: { method: 'GET' },
  fetchPlaceNames: { method: 'GET', data: { codes: ['DEL', 'BOM'] } },
  fetchAirlineDirectory: { method: 'GET' },
  fetchExchangeRates: { method: 'GET' },
  fetchAirportOptions: { method: 'GET' },
  // config, content, logging, shell, the flows page
  fetchAppConfiguration: { method: 'GET', data: { hour: 10 } },
  fetchContent: { method: 'GET', data: { title: 'terms' } },
  reportClientError: {
    method: 'POST',
    data: {
      type: 'window_level_err_web_client',
      message: 'boom',
      isMobile: false,
      pageUrl: 'http://localhost/',
    },
  },
  getShell: { method: 'GET', data: { mobile: 'false' } },
  isSandbox: { method: 'GET' },
  fetchModelRunStatuses: { method: 'GET' },
  getSessionInfo: { method: 'GET' },
  // flight checkout: fare re-check, the checkout's steps, payment, the booking by Trip Id
  recheckFare: {
    method: 'POST',
    data: { searchId: '6f1c3d2a-1b2c-4d5e-8f90-123456789abc', travelPlanIds: ['20261201-E-2131-0605'] },
  },
  pollOffer: { method: 'GET', data: { offerId: 'ofr_0123456789abcdef0123456789abcdef' } },
  startCheckout: {
    method: 'POST',
    data: { offerId: 'ofr_0123456789abcdef0123456789abcdef', acceptedTotal: 450_000 },
  },
  fetchCheckout: { method: 'GET' },
  saveTravellers: {
    method: 'POST',
    data: {
      travellers: [
        { type: 'ADULT', title: 'Mr', first_name: 'Fuzz', last_name: 'Traveller', gender: 'male' },
      ],
      contact: { email: 'fuzz@example.com', country_code: '91', phone_number: '9876543210' },
      gst: null,
    },
  },
  fetchAddOns: { method: 'GET' },
  saveAddOns: { method: 'POST', data: { seats: [], meals: [], baggage: [] } },
  applyPromoCode: { method: 'POST', data: { code: 'SAVE10' } },
  removePromoCode: { method: 'POST' },
  // the wallet at the payment step (decision 0082)
  fetchCheckoutWallet: { method: 'GET' },
  applyWalletBalance: { method: 'POST', data: { amount: 50_000, key: 'fuzz-wallet-key-0001' } },
  undoWalletBalance: { method: 'POST' },
  // vouchers and the card vault (issue 26, decisions 0230–0232)
  checkVoucherCode: { method: 'POST', data: { code: 'GIFT-1000', product: 'hotels' } },
  fetchMyPaymentModes: { method: 'GET' },
  deleteMyPaymentMode: { method: 'POST', data: { mode: 'tok_0123456789abcdef0123' } },
  // tenders at the hotel and train payment steps (decision 0220)
  fetchHotelTenders: { method: 'GET', data: { bookingId: 'hb_0123456789abcdef0123456789abcdef' } },
  applyHotelTender: {
    method: 'POST',
    data: {
      bookingId: 'hb_0123456789abcdef0123456789abcdef',
      kind: 'wallet',
      index: 0,
      amount: 50_000,
      key: 'fuzz-tender-key-0001',
    },
  },
  undoHotelTender: {
    method: 'POST',
    data: { bookingId: 'hb_0123456789abcdef0123456789abcdef', kind: 'wallet', index: 0 },
  },
  payHotelWithTenders: {
    method: 'POST',
    data: { bookingId: 'hb_0123456789abcdef0123456789abcdef', key: 'fuzz-tender-key-0002' },
  },
  fetchTrainTenders: { method: 'GET', data: { bookingId: 'tb_0123456789abcdef0123456789abcdef' } },
  applyTrainTender: {
    method: 'POST',
    data: {
      bookingId: 'tb_0123456789abcdef0123456789abcdef',
      kind: 'wallet',
      index: 0,
      amount: 50_000,
      key: 'fuzz-tender-key-0003',
    },
  },
  undoTrainTender: {
    method: 'POST',
    data: { bookingId: 'tb_0123456789abcdef0123456789abcdef', kind: 'wallet', index: 0 },
  },
  payTrainWithTenders: {
    method: 'POST',
    data: { bookingId: 'tb_0123456789abcdef0123456789abcdef', key: 'fuzz-tender-key-0004' },
  },
  // the wallet page (decision 0083)
  fetchWallet: { method: 'GET' },
  fetchStatement: { method: 'GET', data: { filter: 'all', page: 1 } },
  createMyWallet: { method: 'POST', data: { phone: '9812345678' } },
  // PAYBACK (issue 26): look-up, PIN, verify, balance; the account page's own account
  lookupPayback: { method: 'POST', data: { paybackNumber: '9811100002' } },
  requestPaybackPin: { method: 'POST', data: { paybackNumber: '9811100002' } },
  verifyPaybackPin: { method: 'POST', data: { paybackNumber: '9811100002', pin: '1234' } },
  fetchPaybackBalance: { method: 'POST', data: { authorization: `lra_${'f'.repeat(32)}` } },
  fetchMyPayback: { method: 'GET' },
  createMyPayback: { method: 'POST' },
  linkMyPayback: { method: 'POST', data: { authorization: `lra_${'f'.repeat(32)}` } },
  payForBooking: { method: 'POST', data: { shownTotal: 450_000, termsAccepted: true } },
  fetchBookingByTrip: { method: 'GET', data: { tripId: 'SF1234567890' } },
  // bookings area: the list, one trip, the guest lookup, modification requests
  fetchTrips: { method: 'GET', data: { status: 'upcoming', product: 'flights', page: 1 } },
  fetchTrip: { method: 'GET', data: { tripId: 'SF1234567890' } },
  findBooking: { method: 'POST', data: { tripId: 'SF1234567890', contact: 'fuzz@example.com' } },
  sendModificationRequest: {
    method: 'POST',
    data: { tripId: 'SF1234567890', kind: 'add_baggage', details: { traveller: 1, kg: 15 } },
  },
  fetchTravellerChoices: { method: 'GET' },
  // bookings: cancellation and refunds (a Trip Id not the caller's: 404 saying nothing)
  fetchCancelOptions: { method: 'GET', data: { tripId: 'SF1234567890' } },
  requestCancelQuote: {
    method: 'POST',
    data: { tripId: 'SF1234567890', travellers: [0], flightKeys: [], destination: 'source' },
  },
  confirmCancellation: {
    method: 'POST',
    data: { tripId: 'SF1234567890', quoteId: `cq_${'0'.repeat(32)}` },
  },
  fetchRefunds: { method: 'GET', data: { tripId: 'SF1234567890' } },
  // bookings: a guest's code before changing a trip (docs/decisions/0180)
  sendChangeCode: { method: 'POST', data: { tripId: 'SF1234567890', channel: 'email' } },
  verifyChangeCode: { method: 'POST', data: { tripId: 'SF1234567890', code: '123456' } },
  // hotels: holding the rooms, the guests step, promo, the homestay places
  holdRooms: {
    method: 'POST',
    data: { address: hotelAddress, shownAmount: 1_054_000, attempt: 'fuzzattempt01', agent: false },
  },
  fetchHotelBooking: { method: 'GET', data: { bookingId: `hb_${'0'.repeat(32)}` } },
  payHotelBooking: { method: 'POST', data: hotelGuests },
  bookHotelAtHotel: { method: 'POST', data: hotelGuests },
  applyHotelPromo: { method: 'POST', data: { bookingId: `hb_${'0'.repeat(32)}`, code: 'HOTEL20' } },
  searchHomestayPlaces: { method: 'GET', data: { q: 'Goa' } },
  // hotels: search, results, places, names within a search, one hotel
  startHotelSearch: {
    method: 'POST',
    data: {
      body: {
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        rooms: [{ adults_count: 2, children_age: [5] }],
        location_id: 'goa',
        city_name: 'Goa',
      },
    },
  },
  fetchHotelResults: { method: 'GET', data: { searchId: 'hs-fuzz', query: { page_no: 1, page_size: 50 } } },
  fetchHotelPlaces: { method: 'GET', data: { q: 'Goa' } },
  fetchHotelNames: { method: 'GET', data: { q: 'Sea', searchId: 'hs-fuzz' } },
  fetchHotelAvailability: {
    method: 'GET',
    data: {
      hotelId: 'H1',
      stay: {
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        rooms: [{ adults_count: 2, children_age: [] }],
      },
    },
  },
  fetchHotelDetails: { method: 'GET', data: { hotelId: 'H1' } },
  fetchHotelRatings: { method: 'GET', data: { hotelId: 'H1' } },
  // trains: the booking (railway user, login, booking, PNR, TDR, live status)
  checkRailUser: { method: 'GET', data: { userId: 'safar.rail' } },
  loginRailUser: { method: 'POST', data: { userId: 'safar.rail', password: 'Rail@Safar123' } },
  logoutRailUser: { method: 'POST' },
  railSession: { method: 'GET' },
  createTrainBooking: {
    method: 'POST',
    data: {
      ...trainJourney,
      passengers: [{ name: 'Fuzz Tester', age: 34, gender: 'M', food: 'V' }],
      infants: [],
      contact: { mobile: '9812345678', email: 'fuzz@example.com', address: '12 MG Road, Pune' },
      berthChoice: 99,
      agent: false,
    },
  },
  resumeTrainCheckout: {
    method: 'GET',
    data: trainJourney,
  },
  fetchTrainBooking: { method: 'GET', data: { bookingId: `tb_${'0'.repeat(32)}` } },
  fetchPnrStatus: { method: 'GET', data: { pnr: '1234567890' } },
  fetchTrainTdrs: { method: 'GET', data: { bookingId: `tb_${'0'.repeat(32)}` } },
  fileTrainTdr: {
    method: 'POST',
    data: { bookingId: `tb_${'0'.repeat(32)}`, reason: 'AC_FAILURE', passengers: [1] },
  },
  fetchLiveStatus: { method: 'GET', data: { trainNo: '12952', date: '2026-12-10' } },
  // trains: stations, the trains between two stations, schedule, availability, boarding points
  fetchStations: { method: 'GET', data: { q: 'Delhi' } },
  fetchPopularStations: { method: 'GET', data: { codes: ['NDLS', 'BCT'] } },
  fetchTrainsBetween: { method: 'GET', data: { from: 'NDLS', to: 'BCT', date: '2026-12-10', quota: 'GN' } },
  settleTrainsBetween: { method: 'GET', data: { from: 'NDLS', to: 'BCT', date: '2026-12-10', quota: 'GN' } },
  fetchTrainSchedule: { method: 'GET', data: { trainNumber: '12952' } },
  fetchTrainAvailability: {
    method: 'GET',
    data: {
      trainNumber: '12952',
      from: 'NDLS',
      to: 'BCT',
      date: '2026-12-10',
      quota: 'GN',
      classes: ['3A', '2A'],
    },
  },
  fetchBoardingPoints: {
    method: 'GET',
    data: { trainNumber: '12952', from: 'NDLS', to: 'BCT', date: '2026-12-10' },
  },
}
