/**
 * A valid request for every endpoint of the upstream services: the fuzz suite (services.test.ts)
 * starts from it and makes one part hostile at a time, so each case reaches past the checks that
 * come before the part it attacks. The suite fails when the app has an endpoint not listed here.
 * Dates are computed from today so the flight searches stay in the future.
 * Long on purpose: one table of the fuzz suite's endpoints, read top to bottom.
 */
import type { TestUser } from '../support/accounts'
import { runningDate, trainBookingBody } from '../support/train-booking'

/** What the requests need from a signed-up user (created by the suite before the cases run). */
export interface Fixtures {
  user: TestUser
  /** A second user whose token the sign-out endpoint may revoke. */
  spare: TestUser
  companyId: number
  subTerminalId: number
  travelUserId: number
  passengerId: number
  searchId: string
  /** A result of searchId, a re-checked offer of it, and the user's booking of that offer. */
  travelPlanId: string
  offerId: string
  offerTotal: number
  bookingId: string
  bookingKey: string
  /** A hotel search (Goa) the results, autocomplete and availability calls read. */
  hotelSearchId: string
  /** The fixture booking's Trip Id (a trip once its payment is started). */
  tripId: string
  /** The gateway order of the fixture booking's payment. */
  orderId: string
  /** A guest's hotel booking (PENDING, guests not given) and the offer and stay it was made from. */
  hotel: {
    bookingId: string
    bookingKey: string
    hotelId: string
    roomIdx: number
    offerId: string
    checkin: string
    checkout: string
  }
}

const merchant = {
  Authorization: `Basic ${Buffer.from('sandbox_key_safarnama:sandbox-key-secret-change-me-0123456789').toString('base64')}`,
}
const aPayment = 'pay_0123456789abcdef0123'

export interface EndpointRequest {
  /** Whose bearer token goes with the request. */
  auth?: 'user' | 'spare'
  params?: Record<string, string>
  query?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  /** Extra request headers (Idempotency-Key, X-Booking-Key). */
  headers?: Record<string, string>
}

export type EndpointSpec = (f: Fixtures) => EndpointRequest

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** How far the railway's clock must move to read 12:00 in India today (the sandbox clockOffsetMs). */
const railwayNoonOffset = () => {
  const ist = 330 * 60_000
  const now = Date.now()
  const midnight = Math.floor((now + ist) / 86_400_000) * 86_400_000 - ist
  return midnight + 12 * 3_600_000 - now
}

export const gstProfile = () => ({
  companyName: 'Fuzz Traders Pvt Ltd',
  subTerminalName: 'Head office',
  email: 'gst@example.com',
  phoneNumber: '9876500000',
  extension: '+91',
  gstNumber: '07ABCDE1234F1Z5',
  addressLine1: '1 Fuzz Street',
  addressLine2: 'Near the station',
  stateId: '07',
  cityId: 'Delhi',
  zipCode: '110001',
})

export const traveller = () => ({
  title: 'Mr',
  firstName: 'Fuzz',
  lastName: 'Traveller',
  passengerType: 'ADULT',
  dateOfBirth: '1990-05-17',
  documents: [
    { number: 'Z1234567', expiryDate: '2031-01-01', issueDate: '2021-01-02', issuingCountry: 'IN' },
  ],
})

export const oneWaySearch = () => ({
  origin: { code: 'DEL', country: 'IN' },
  destination: { code: 'BOM', country: 'IN' },
  search_type: 'one_way',
  travel_date: day(30),
  return_date: null,
  class_type: 'ECONOMY',
  adult_count: 1,
  child_count: 0,
  infant_count: 0,
  residentof_india: true,
  preferred_airline: null,
  is_senior_citizen: false,
  store_id: 'store-1',
  company_terminal_id: 'terminal-1',
})

const phone = { phone_number: '9123456780', country_code: '+91' }
const tenancy = {
  accessKey: 'fuzz',
  channel: 'B2C',
  hostName: 'fuzz.example',
  org: 'fuzz',
  platform: 'Desktop',
  product: 'Safarnama',
}

/** A hotel stay 30 to 32 nights from today: 1 room, 2 adults and a child of 5. */
export const hotelStay = () => ({
  checkin_date: day(30),
  checkout_date: day(32),
  rooms: [{ adults_count: 2, children_age: [5] }],
})

/** Every endpoint, as `METHOD /path` exactly as the Hono app lists it. */
export const endpointSpecs: Record<string, EndpointSpec> = {
  'GET /health': () => ({}),

  // Flights
  'POST /flights/sandbox/scenario': () => ({ body: { scenario: 'batches=1;latencyMs=0' } }),
  'POST /flights/sandbox/segment_end': () => ({ body: { segment: 0, status: 'SUCCESS' } }),
  'POST /flights/sandbox/search_end': () => ({ body: { status: 'SUCCESS' } }),
  'POST /flights/b2b/v1.0/flights/search': () => ({ body: oneWaySearch() }),
  'GET /flights/b2b/v1.0/flights/search/:id': (f) => ({
    params: { id: f.searchId },
    query: { storeId: 'store-1', companyTerminalId: 'terminal-1' },
  }),
  'GET /flights/flights/period_prices': () => ({
    query: {
      'origin[code]': 'DEL',
      'destination[code]': 'BOM',
      start_date: day(1),
      end_date: day(14),
      type: 'roundtrip',
      ongoing_date: day(3),
      cabin: 'ECONOMY',
    },
  }),
  // Flight checkout
  'POST /flights/api/v1.0/offers': (f) => ({
    body: { search_id: f.searchId, travel_plan_ids: [f.travelPlanId] },
  }),
  'GET /flights/api/v1.0/offers/:id': (f) => ({ params: { id: f.offerId } }),
  'POST /flights/api/v1.0/booking': (f) => ({
    auth: 'user',
    headers: { 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2, 12)}` },
    body: { offer_id: f.offerId, accepted_total: f.offerTotal },
  }),
  'GET /flights/api/v1.0/booking/:id': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'PUT /flights/api/v1.0/booking/:id/travellers': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: {
      travellers: [
        { type: 'ADULT', title: 'Mr', first_name: 'Fuzz', last_name: 'Traveller', gender: 'male' },
      ],
      contact: { email: 'fuzz@example.com', country_code: '91', phone_number: '9876543210' },
      gst: null,
    },
  }),
  'GET /flights/flights/booking': () => ({
    auth: 'user',
    query: { product: 'flights', status: 'upcoming', page: '1', page_size: '10' },
  }),
  'GET /flights/flights/booking/:tripId': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'GET /flights/flights/booking/:tripId/e_ticket': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'POST /flights/flights/booking/lookup': (f) => ({
    body: { trip_id: f.tripId, email: 'fuzz@example.com' },
  }),
  'POST /flights/flights/booking/:tripId/change_code': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { channel: 'email' },
  }),
  'POST /flights/flights/booking/:tripId/change_code/verify': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { code: '123456' },
  }),
  'POST /flights/flights/booking_requests': (f) => ({
    headers: { 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2, 12)}` },
    body: { trip_id: f.tripId, kind: 'add_baggage', details: { traveller: 1, kg: 15 } },
  }),
  'GET /flights/flights/preferred_meals': () => ({}),
  'GET /flights/api/v1.0/booking/:id/download': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'GET /flights/api/v1.0/booking/:id/add_ons': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'PUT /flights/api/v1.0/booking/:id/add_ons': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { seats: [], meals: [], baggage: [] },
  }),
  'POST /flights/api/v1.0/booking/:id/promo': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { code: 'SAVE10' },
  }),
  'DELETE /flights/api/v1.0/booking/:id/promo': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'POST /flights/api/v1.0/booking/:id/payment': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey, 'Idempotency-Key': 'fuzz-payment-attempt-1' },
    body: {
      return_url: 'http://store.test/flights/booking/payment-return',
      terms_accepted: true,
      shown_total: 100,
    },
  }),
  'POST /flights/api/v1.0/booking/:id/payment/callback': (f) => ({
    params: { id: f.bookingId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { order_id: f.orderId, payment_id: aPayment, status: 'captured', signature: '0'.repeat(64) },
  }),
  'POST /flights/api/v1.0/payment_webhook': (f) => ({
    headers: { 'X-Payment-Signature': '0'.repeat(64) },
    body: {
      id: 'evt_0123456789abcdef0123',
      type: 'payment.captured',
      payload: { payment: { id: aPayment, order_id: f.orderId } },
    },
  }),
  // Cancellation and refunds (the fixture booking is not ticketed: the quote and confirm answer 409)
  'GET /flights/api/v1.0/trips/:tripId/cancellation': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  'POST /flights/api/v1.0/trips/:tripId/cancellation/quote': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
    body: { kind: 'PARTIAL', travellers: [0], flight_keys: ['6E-2131-2026-12-01'], destination: 'source' },
  }),
  'POST /flights/api/v1.0/trips/:tripId/cancellation': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey, 'Idempotency-Key': 'fuzz-cancel-attempt-1' },
    body: { quote_id: `cq_${'0'.repeat(32)}` },
  }),
  'GET /flights/api/v1.0/trips/:tripId/refunds': (f) => ({
    params: { tripId: f.tripId },
    headers: { 'X-Booking-Key': f.bookingKey },
  }),
  // The wallet at the checkout (the fixture booking is the user's)
  'POST /flights/api/v1.0/booking/:id/wallet': (f) => ({
    auth: 'user',
    params: { id: f.bookingId },
    headers: { 'Idempotency-Key': `fuzz-wallet-${Math.random().toString(36).slice(2, 12)}` },
    body: { amount: 100 },
  }),
  'POST /flights/api/v1.0/reverse-booking-payment': (f) => ({
    auth: 'user',
    body: { bookingId: f.bookingId, remarks: 'back page', txnBy: 'WALLET', txnReqType: 'REFUND' },
  }),

  // Wallet
  'GET /flights/flights/booking/create_wallet': (f) => ({ auth: 'user', query: { phone: f.user.phone } }),
  'GET /wallet/api/v1.0/wallet': () => ({ auth: 'user' }),
  'GET /wallet/api/v1.0/wallet/statement': () => ({ auth: 'user', query: { filter: 'all', page: '1' } }),
  'POST /wallet/sandbox/credit': (f) => ({
    body: { user_id: f.user.id, reason: 'cashback', amount: 100, reference: 'FUZZ' },
  }),

  // PAYBACK (issue 26): a seeded account; a well-formed authorisation no PIN gave (401)
  'POST /loyalty/api/v1.0/accounts/lookup': () => ({ body: { number: '9811100002' } }),
  'POST /loyalty/api/v1.0/pin': () => ({ body: { number: '9811100002' } }),
  'POST /loyalty/api/v1.0/pin/verify': () => ({ body: { number: '9811100002', pin: '1234' } }),
  'POST /loyalty/api/v1.0/balance': () => ({ body: { authorization: `lra_${'f'.repeat(32)}` } }),
  'GET /loyalty/api/v1.0/me': () => ({ auth: 'user' }),
  'POST /loyalty/api/v1.0/me/create': () => ({ auth: 'user', body: {} }),
  'POST /loyalty/api/v1.0/me/link': () => ({
    auth: 'user',
    body: { authorization: `lra_${'f'.repeat(32)}` },
  }),
  'POST /loyalty/sandbox/points': () => ({ body: { number: '9811100002', points: 10 } }),

  // Payment gateway (sandbox)
  'POST /payment/orders': () => ({
    headers: { ...merchant, 'Idempotency-Key': `fuzz-order-${Math.random().toString(36).slice(2, 10)}` },
    body: {
      amount: 450_000,
      currency: 'INR',
      receipt: 'SF0000000001',
      notes: { booking_id: 'bk_fuzz' },
      return_url: 'http://store.test/back',
    },
  }),
  'GET /payment/orders/:id': (f) => ({ params: { id: f.orderId }, headers: merchant }),
  'GET /payment/orders/:id/payments': (f) => ({ params: { id: f.orderId }, headers: merchant }),
  'GET /payment/payments/:id': () => ({ params: { id: aPayment }, headers: merchant }),
  'POST /payment/payments/:id/refunds': () => ({
    params: { id: aPayment },
    headers: { ...merchant, 'Idempotency-Key': 'fuzz-refund-1' },
    body: { amount: 100 },
  }),
  'GET /payment/refunds/:id': () => ({ params: { id: 'rfnd_0123456789abcdef0123' }, headers: merchant }),
  // Trains (the sandbox railway's enquiry service). Availability is asked at noon in India, out of
  // the nightly downtime (23:45–00:20), which answers 503 by design.
  'GET /trains/stations': () => ({ query: { q: 'delhi' } }),
  'GET /trains/between': () => ({ query: { from: 'NDLS', to: 'BCT', date: day(10), quota: 'GN' } }),
  'GET /trains/:train/schedule': () => ({ params: { train: '12952' } }),
  'GET /trains/:train/availability': () => ({
    params: { train: '12952' },
    query: { from: 'NDLS', to: 'BCT', date: day(10), class: '3A', quota: 'GN', moreThanOneDay: 'true' },
    headers: { 'x-sandbox-scenario': `clockOffsetMs=${railwayNoonOffset()}` },
  }),
  'GET /trains/:train/boarding-points': () => ({
    params: { train: '12952' },
    query: { from: 'NDLS', to: 'BCT', date: day(10) },
  }),
  'GET /trains/:train/live': () => ({ params: { train: '12952' }, query: { date: day(0) } }),
  'POST /trains/sandbox/run': () => ({
    body: { trainNumber: '12952', runDate: day(20), class: '3A', quota: 'GN', free: 12, rac: 0, wl: 0 },
  }),
  // Set for the case's own client (X-Forwarded-For), so other cases keep the real clock.
  'POST /trains/sandbox/clock': () => ({ body: { offsetMs: 0 } }),
  // Hotels (search service)
  'POST /hotels/sandbox/scenario': () => ({ body: { scenario: 'batches=1;latencyMs=0' } }),
  'POST /hotels/search': () => ({ body: { ...hotelStay(), location_id: 'goa', city_name: 'Goa' } }),
  'GET /hotels/search/autocomplete': (f) => ({ query: { q: 'sea', search_id: f.hotelSearchId } }),
  'GET /hotels/search/:searchId': (f) => ({
    params: { searchId: f.hotelSearchId },
    query: {
      'star_rating[0]': '4',
      'amenities[0]': 'pool',
      sort: 'price,asc',
      page_size: '50',
      hbo: 'goa-h0001',
    },
  }),
  'GET /hotels/places': () => ({ query: { q: 'calan' } }),
  'GET /hotels/homestays/places': () => ({ query: { q: 'mana' } }),
  'GET /hotels/hotels/:id': (f) => ({
    params: { id: 'goa-h0002' },
    query: { hotel_id: 'goa-h0002', q: JSON.stringify({ ...hotelStay(), search_id: f.hotelSearchId }) },
  }),
  'GET /hotels/hotels/:id/details': () => ({ params: { id: 'goa-h0002' } }),
  'GET /hotels/hotels/:id/ta_ratings': () => ({ params: { id: 'goa-h0002' } }),
  'GET /payment/pay/:orderId': (f) => ({ params: { orderId: f.orderId } }),
  'POST /payment/pay/:orderId': (f) => ({
    params: { orderId: f.orderId },
    body: { form_token: 'x', method: 'Net Banking', outcome: 'failure' },
  }),
  'POST /payment/sandbox/deliver_webhooks': () => ({}),
  'GET /payment/sandbox/events': (f) => ({ query: { order_id: f.orderId } }),
  'POST /flights/sandbox/fare_inventory': (f) => ({
    body: { travel_plan_id: f.travelPlanId, seats_left: 9 },
  }),
  'POST /flights/sandbox/offer_end': () => ({ body: { status: 'CONFIRMED' } }),
  // A Trip Id no booking has: the fixture booking stays open for the other endpoints.
  'POST /flights/sandbox/checkout_ends': () => ({ body: { trip_id: 'SF0000000000' } }),
  'POST /payment/sandbox/settle': (f) => ({ body: { order_id: f.orderId, outcome: 'captured' } }),
  'POST /payment/sandbox/settle_refund': () => ({
    body: { refund_id: 'rfnd_0123456789abcdef0123', outcome: 'processed' },
  }),
  'GET /flights/flights/airports': () => ({ query: { status: 'true' } }),
  'GET /flights/flights/airlines': () => ({}),
  'GET /flights/flights/alliances': () => ({}),
  'GET /flights/flights/exchange_rates': () => ({}),
  // Signed in, so the per-user count is read too; the check writes nothing, so repeats are safe.
  'POST /flights/api/v1.0/promo/check': () => ({
    auth: 'user',
    body: { code: 'SAVE10', amount: 850_000, product: 'flights', domestic: true },
  }),

  // Vouchers (issue 26): the check writes nothing; a guest's check is counted like a user's.
  'POST /vouchers/api/v1.0/check': () => ({ body: { code: 'GIFT-1000', product: 'hotels' } }),
  // The card vault (001 §7): an empty body; a token nobody has is a 404, so the list stays as it is.
  'POST /card-vault/my-payment-modes': () => ({ auth: 'user', body: {} }),
  'POST /card-vault/delete-payment-mode': () => ({ auth: 'user', body: { mode: 'tok_0123456789abcdef0123' } }),

  // Configuration and content
  'GET /config/configuration': () => ({ query: { hour: '10' } }),
  'GET /content/Services/Content/GetContentbyTitle/:title': () => ({ params: { title: 'terms' } }),
  'GET /content/Services/Content/GetHomepageCategories/:id': () => ({ params: { id: '1' } }),
  'GET /content/Services/Content/GetWhiteLabels/:id': () => ({ params: { id: 'default' } }),

  // Logging
  'GET /logging/sandbox/client-errors': () => ({ query: { limit: '5' } }),
  'POST /logging/v1/client-errors': () => ({
    body: {
      type: 'window_level_err_web_client',
      message: 'boom',
      url: 'https://store.example/app.js',
      line: 10,
      column: 2,
      stack: 'Error: boom',
      isMobile: false,
      userAgent: 'Fuzz/1.0',
      clientIp: '10.0.0.1',
      timestamp: 1_740_800_000_000,
      pageUrl: '/flights',
      deviceInfo: { width: 360, touch: true },
    },
  }),
  'POST /logging/v1/booking-logs': () => ({
    body: {
      type: 'flight_booking_create',
      request: { itinerary: 'DEL-BOM', passengers: [{ name: 'Fuzz' }] },
      response: { status: 'ok' },
      error: null,
      isMobile: false,
      userAgent: 'Fuzz/1.0',
      timestamp: '2026-11-26T10:00:00+05:30',
      tabId: 'tab-1',
      browserId: 'browser-1',
    },
  }),

  // Auth
  'POST /auth/phone_confirmation/verify_user': () => ({ body: { ...phone, email: 'fuzz.free@example.com' } }),
  'POST /auth/phone_confirmation/generate_otp': () => ({ body: phone }),
  'POST /auth/phone_confirmation/verify_otp': () => ({ body: { ...phone, confirmation_code: '123456' } }),
  'POST /auth/users': () => ({
    body: {
      user: {
        email: 'fuzz.new@example.com',
        password: 'correct horse 42',
        ...phone,
        firstName: 'Fuzz',
        lastName: 'Newcomer',
        title: 'Ms',
        tenancy_info: tenancy,
      },
    },
  }),
  'POST /auth/users/sign_in': () => ({
    body: { user: { email: 'nobody@example.com', password: 'not the password', country_code: '91' } },
  }),
  'POST /auth/users/sign_in/otp': () => ({ body: { user: phone } }),
  'POST /auth/users/password_reset': () => ({ body: { user: { email: 'nobody@example.com' } } }),
  'PUT /auth/users/password': () => ({
    body: { user: { reset_password_token: 'not-a-token', password: 'a new password 1' } },
  }),
  'POST /auth/phone_password_reset/verify_user_reset': () => ({ body: phone }),
  'POST /auth/phone_password_reset/verify_otp_reset': () => ({
    body: { ...phone, confirmation_code: '123456', password: 'a new password 1' },
  }),
  'POST /auth/phone_confirmation/request': (f) => ({
    auth: 'user',
    body: { phone_number: f.user.phone, country_code: '91' },
  }),
  'POST /auth/phone_confirmation': () => ({ auth: 'user', body: { confirmation_code: '123456' } }),
  'POST /auth/email_confirmation': () => ({ auth: 'user' }),
  'POST /auth/email_confirmation/verify': () => ({ auth: 'user', body: { confirmation_code: '123456' } }),
  'POST /auth/auth/v3.0/email/resend-otp': () => ({ auth: 'user', query: { official: 'false' } }),
  'POST /auth/auth/v3.0/resend-otp': () => ({ query: { official: 'false' }, body: phone }),
  'POST /auth/auth/v3.0/invalidate-token': () => ({ auth: 'spare' }),
  'GET /auth/me': () => ({ auth: 'user' }),
  'PUT /auth/me': () => ({
    auth: 'user',
    body: { user: { title: 'Mr', firstName: 'Fuzz', lastName: 'Tester', remove_avatar: true } },
  }),
  // The store's session revocations (docs/decisions/0187): a made-up id is simply not ended yet.
  'GET /auth/sessions/:id': () => ({ params: { id: '0123456789abcdef0123456789abcdef' } }),
  'PUT /auth/sessions/:id/revocation': () => ({ params: { id: 'fedcba9876543210fedcba9876543210' } }),
  'POST /auth/sandbox/code_age': () => ({ body: { to: '+91 9123456780', seconds: 0 } }),
  'GET /auth/sandbox/outbox': () => ({ query: { to: '+91 9123456780', limit: '5' } }),
  // Message 1 is an SMS without files: the hostile ids and indexes get the 404 or the 400.
  'GET /auth/sandbox/outbox/:id/attachments/:index': () => ({ params: { id: '1', index: '0' } }),

  // Account
  'GET /account/province': () => ({ query: { stateGstCode: '07' } }),
  'GET /account/country-codes': () => ({ query: { currentPage: '1', perPage: '10' } }),
  'GET /account/customer/:id': (f) => ({
    auth: 'user',
    params: { id: String(f.user.id) },
    query: { contact: 'true' },
  }),
  'PUT /account/customer/:id': (f) => ({
    auth: 'user',
    params: { id: String(f.user.id) },
    body: { title: 'Mr', firstName: 'Fuzz', lastName: 'Tester' },
  }),
  'GET /account/customer/:id/sub-terminals': (f) => ({ auth: 'user', params: { id: String(f.user.id) } }),
  'POST /account/customer/:id/travel-company': (f) => ({
    auth: 'user',
    params: { id: String(f.user.id) },
    body: { subTerminals: [gstProfile()] },
  }),
  'PUT /account/company/:companyId/sub-terminal/:id': (f) => ({
    auth: 'user',
    params: { companyId: String(f.companyId), id: String(f.subTerminalId) },
    body: gstProfile(),
  }),
  'POST /account/customer/:id/travel-users': (f) => ({
    auth: 'user',
    params: { id: String(f.user.id) },
    body: [traveller()],
  }),
  'GET /account/travel-users': (f) => ({ auth: 'user', query: { userId: String(f.user.id) } }),
  'PUT /account/company/:companyId/travel-user/:travelUserId': (f) => ({
    auth: 'user',
    params: { companyId: String(f.companyId), travelUserId: String(f.travelUserId) },
    body: traveller(),
  }),
  'DELETE /account/company/:companyId/travel-user/:travelUserId': (f) => ({
    auth: 'user',
    params: { companyId: String(f.companyId), travelUserId: String(f.travelUserId) },
  }),
  'PUT /account/passengers': (f) => ({
    auth: 'user',
    body: [
      {
        id: f.passengerId,
        title: 'Ms',
        firstName: 'Fuzz',
        lastName: 'Passenger',
        passengerType: 'ADULT',
        dateOfBirth: '1991-02-28',
      },
    ],
  }),
  'DELETE /account/passengers/:id': (f) => ({ auth: 'user', params: { id: String(f.passengerId) } }),

  // Hotel booking (a room type of 12 a night: valid repeats hold rooms until it answers sold-out)
  'POST /hotels/booking': (f) => ({
    headers: { 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2, 12)}` },
    body: { booking: hotelBooking(f.hotel) },
  }),
  'PUT /hotels/booking/:id': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
    body: { booking: { special_requests: 'A quiet room, please', pan_card_no: 'ABCDE1234F' } },
  }),
  'GET /hotels/booking/:id': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
  }),
  'GET /hotels/booking': (f) => ({ auth: 'user', query: { email: f.user.email } }),
  // The fixture booking is PENDING: the answer is 409 NOT_CONFIRMED (no voucher yet).
  'GET /hotels/booking/:id/voucher': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
  }),
  'POST /hotels/promo/apply': (f) => ({
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
    body: {
      code: 'HOTEL20',
      booking_id: f.hotel.bookingId,
      offer_id: f.hotel.offerId,
      email: 'fuzz@example.com',
    },
  }),
  // The fixture booking has no guests: the answer is 409 GUESTS_MISSING or PAY_AT_HOTEL_NOT_ALLOWED.
  'POST /hotels/book_at_hotel': (f) => ({
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
    body: { booking_id: f.hotel.bookingId },
  }),
  'POST /hotels/payment_callbacks': (f) => ({
    headers: { 'X-Payment-Signature': '0'.repeat(64) },
    body: {
      id: 'evt_0123456789abcdef0124',
      type: 'payment.captured',
      payload: { payment: { id: aPayment, order_id: f.orderId } },
    },
  }),
  // Tenders (decision 0220): the fixture booking is a guest's, so the wallet answers 401 past the checks.
  'GET /hotels/booking/:id/tenders': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
  }),
  'POST /hotels/booking/:id/tenders': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: {
      'X-Booking-Key': f.hotel.bookingKey,
      'Idempotency-Key': `fuzz-tender-${Math.random().toString(36).slice(2, 12)}`,
    },
    body: { kind: 'wallet', index: 0, amount: 10_000 },
  }),
  'POST /hotels/booking/:id/tenders/undo': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: { 'X-Booking-Key': f.hotel.bookingKey },
    body: { kind: 'wallet', index: 0 },
  }),
  // Nothing is applied: the answer is 409 LEFT_TO_PAY.
  'POST /hotels/booking/:id/tenders/pay': (f) => ({
    params: { id: f.hotel.bookingId },
    headers: {
      'X-Booking-Key': f.hotel.bookingKey,
      'Idempotency-Key': `fuzz-tender-${Math.random().toString(36).slice(2, 12)}`,
    },
  }),
  // A booking id no booking has: the fixture booking stays open for the other endpoints.
  'POST /hotels/sandbox/booking_ends': () => ({ body: { booking_id: `hb_${'0'.repeat(32)}` } }),

  // Train booking (issue 16): ids no booking has, so the fixture-free cases answer 404 past the checks.
  'GET /trains/users/:id/availability': () => ({ params: { id: 'safar.rail' } }),
  'POST /trains/users/login': () => ({ body: { userId: 'safar.rail', password: 'Rail@Safar123' } }),
  'POST /trains/bookings': () => ({
    headers: { 'Idempotency-Key': `fuzz-${Math.random().toString(36).slice(2, 12)}` },
    body: trainBookingBody(runningDate('12952', Date.now(), 20)),
  }),
  'GET /trains/bookings/:id': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: { 'X-Booking-Key': 'k' },
  }),
  'GET /trains/pnr/:pnr': () => ({ params: { pnr: '0000000000' } }),
  'POST /trains/bookings/:id/tdr': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: { 'X-Booking-Key': 'k' },
    body: { reason: 'AC_FAILURE', passengers: [1] },
  }),
  'GET /trains/bookings/:id/tdr': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: { 'X-Booking-Key': 'k' },
  }),
  'GET /trains/bookings/:id/tenders': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: { 'X-Booking-Key': 'k' },
  }),
  'POST /trains/bookings/:id/tenders': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: {
      'X-Booking-Key': 'k',
      'Idempotency-Key': `fuzz-tender-${Math.random().toString(36).slice(2, 12)}`,
    },
    body: { kind: 'wallet', index: 0, amount: 10_000 },
  }),
  'POST /trains/bookings/:id/tenders/undo': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: { 'X-Booking-Key': 'k' },
    body: { kind: 'wallet', index: 0 },
  }),
  'POST /trains/bookings/:id/tenders/pay': () => ({
    params: { id: `tb_${'0'.repeat(32)}` },
    headers: {
      'X-Booking-Key': 'k',
      'Idempotency-Key': `fuzz-tender-${Math.random().toString(36).slice(2, 12)}`,
    },
  }),
  'POST /trains/payment_callbacks': (f) => ({
    headers: { 'X-Payment-Signature': '0'.repeat(64) },
    body: {
      id: 'evt_0123456789abcdef0125',
      type: 'payment.captured',
      payload: { payment: { id: aPayment, order_id: f.orderId } },
    },
  }),
  'POST /trains/sandbox/booking_ends': () => ({ body: { bookingId: `tb_${'0'.repeat(32)}` } }),
  'POST /trains/sandbox/chart': () => ({
    body: { trainNo: '12952', runDate: runningDate('12952', Date.now(), 30) },
  }),
  'POST /trains/sandbox/scenario': () => ({ body: { scenario: '' } }),
}

/** A valid hotel booking body for the fixture's offer and stay. */
export const hotelBooking = (h: Omit<Fixtures['hotel'], 'bookingId' | 'bookingKey'>) => ({
  checkin_date: h.checkin,
  checkout_date: h.checkout,
  rooms: [{ adults_count: 2, children_age: [] }],
  hotel_id: h.hotelId,
  room_idx: h.roomIdx,
  offer_id: h.offerId,
  tenancy_info: { product: 'hotels' },
})
