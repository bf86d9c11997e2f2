/**
 * The hotel machines in the real store (machines/lib/binding.ts): the home page's hotel form, the
 * results page and the hotel page, against the hotel service's sandbox bed bank.
 *
 * The sample input's today is 2030-01-15; here dates count from the traveller's today. Sandbox
 * answers are chosen by the scenario the page's address carries (`scenario=`, forwarded to the
 * service only when the store runs with SANDBOX=true), like the flight search's.
 * Long on purpose: the hotel machines' bindings, one section each, sharing their targets and steps.
 */
import type { Cause, Check, MachineBinding, Step, Target } from '../lib/binding'
import { checkAgain, unreachableChecks } from '../commerce/confirmation.binding'
import { hotelBookingSampleEvents, hotelConfirmationSampleEvents, samplesOf } from './booking-events'
import { sampleHotelBooking } from './booking-samples'

const place: Target = { role: 'combobox', name: 'City or Hotel', exact: true }
const suggestions: Target = { role: 'listbox', name: 'City or Hotel suggestions' }
const form: Target = { role: 'form', name: /^(Search hotels|Modify search)$/ }
const flowIs = (flow: string) => (state: string) => ({ flowState: state, flow })
const formIs = flowIs('hotel-search-form')
const resultsIs = flowIs('hotel-results')
const roomsIs = flowIs('hotel-availability')
const clockRunsOut: Cause = { do: [{ tick: 'delay' }] }
const arrives: Cause = { do: [{ answer: 'arrives' }] }

const pick = (option: RegExp): Step[] => [{ click: { role: 'option', name: option, within: suggestions } }]

export const hotelSearchFormBinding: MachineBinding = {
  start: [{ goto: '/hotels' }],
  // Every edit is taken in every place state: short paths fail near their cause.
  maxSteps: 10,
  states: {
    'editing.placeIdle': [{ visible: place }, { hidden: suggestions }],
    'editing.placeTyping': [formIs('editing.placeTyping'), { visible: place }],
    'editing.placeLooking': [formIs('editing.placeLooking'), { visible: place }],
    'editing.placeListed': [{ visible: suggestions }],
    openingHotel: [{ url: '/hotels/' }, { visible: { role: 'heading', level: 2, name: 'Rooms' } }],
    submitted: [{ url: '/hotels/search?' }, { visible: { role: 'heading', level: 1, name: /^Hotels in / } }],
  },
  events: {
    TYPE_PLACE: {
      bySample: {
        'the traveller types "Goa"': { do: [{ fill: place, value: 'Goa' }] },
        'the traveller types "Go" (too short to look up)': { do: [{ fill: place, value: 'Go' }] },
      },
    },
    'xstate.after.placeDebounce.hotelSearchForm.editing.placeTyping': clockRunsOut,
    'xstate.done.actor.findPlaces': arrives,
    'xstate.error.actor.findPlaces': { do: [{ answer: 'fails' }] },
    // Typed afresh ('Go', then 'Goa'): a field already holding 'Goa' would not change.
    PICK_PLACE: {
      bySample: {
        'the traveller picks Goa': {
          do: [{ fill: place, value: 'Go' }, { fill: place, value: 'Goa' }, ...pick(/^Goa, city$/)],
        },
        'the traveller picks the hotel Sea Breeze 1': {
          do: [
            { fill: place, value: 'Go' },
            { fill: place, value: 'Goa' },
            ...pick(/^The Sea Breeze Resort Old Goa, hotel in Goa$/),
          ],
        },
      },
    },
    SET_CHECKIN: { do: [{ fill: { label: 'Check-in', exact: true }, value: '{today+5}' }] },
    SET_CHECKOUT: { do: [{ fill: { label: 'Check-out', exact: true }, value: '{today}' }] },
    ADD_ROOM: { do: [{ click: { role: 'button', name: 'Add a room' } }] },
    REMOVE_ROOM: { do: [{ click: { role: 'button', name: 'Remove room 2' } }] },
    SET_ADULTS: { do: [{ fill: { role: 'spinbutton', name: 'Adults in room 1' }, value: '3' }] },
    ADD_CHILD: { do: [{ click: { role: 'button', name: 'Add a child to room 1' } }] },
    REMOVE_CHILD: { do: [{ click: { role: 'button', name: 'Remove child 1 of room 1' } }] },
    SET_CHILD_AGE: { do: [{ select: { label: 'Age of child 1 in room 1' }, option: '5 years' }] },
    SUBMIT: { do: [{ click: { role: 'button', name: 'Search hotels', within: form } }] },
    EDIT_AGAIN: { do: [{ click: { role: 'link', name: 'Modify search' } }] },
  },
  actors: { findPlaces: { url: '/_serverFn/', method: 'GET' } },
  notInStore: {
    TYPE_PLACE:
      'the store paths install the page clock only for a timer step, so the 300 ms pause runs in real time; the autocomplete is proven by tests/machines/hotels-search-form.test.ts and tests/e2e/hotels-search.spec.ts',
  },
}

const goaResults =
  '/hotels/search?checkin_date={today+5}&checkout_date={today+7}&rooms=2a&location_id=goa&city_name=Goa'
const scenario = (text: string): Step => ({ harness: 'hotel-scenario', args: { scenario: text } })
const fails: Cause = { do: [{ answer: 'fails' }] }

/**
 * An accepted search that is still running: its first batch with the answer, the last 10 s later
 * (the services' clock). A poll let go before then brings more hotels, still pending; the path
 * waits for the last batch before the poll that completes the search.
 */
const stillRunning = 'batches=2;latencyMs=10000'

export const hotelResultsBinding: MachineBinding = {
  start: [{ goto: goaResults }],
  maxSteps: 8,
  states: {
    scrollFetching: [resultsIs('scrollFetching'), { visible: { role: 'list', name: 'Hotels' } }],
    request: [{ visible: { text: 'Searching the best hotels for you...' } }],
    // The page's clock runs: a second in pending, the page polls by itself (not held), and comes back.
    pending: [resultsIs('pending'), { visible: { text: /more hotels are arriving/ } }],
    appending: [resultsIs('appending'), { visible: { role: 'list', name: 'Hotels' } }],
    success: [resultsIs('success'), { visible: { role: 'list', name: 'Hotels' } }],
    refetching: [resultsIs('refetching'), { visible: { text: /updating…/ } }],
    failure: [
      { visible: { text: /^We could not finish this hotel search/ } },
      { visible: { role: 'button', name: 'Try again', exact: true } },
    ],
    expired: [
      { visible: { text: 'Your search has expired. Prices may have changed.' } },
      { visible: { role: 'button', name: 'Search again', exact: true } },
    ],
  },
  events: {
    'xstate.done.actor.startSearch': {
      bySample: {
        'the search is accepted, hotels to follow': {
          before: [scenario(stillRunning)],
          do: [{ answer: 'arrives' }],
        },
        'the search answers every hotel at once': {
          before: [scenario('batches=1')],
          do: [{ answer: 'arrives' }],
        },
      },
    },
    'xstate.error.actor.startSearch': fails,
    'xstate.after.resultsPoll.hotelResults.pending': clockRunsOut,
    'xstate.done.actor.fetchResults': {
      bySample: {
        'more hotels arrive': arrives,
        'the last hotels arrive: the search is complete': {
          do: [{ harness: 'hotel-search-complete' }, { answer: 'arrives' }],
        },
      },
    },
    'xstate.done.actor.fetchPage': arrives,
    PAGE: { do: [{ click: { role: 'link', name: 'Next page' } }] },
    // A click, not a check: the box shows the address's filters, which follow the click a moment later.
    QUERY: { do: [{ click: { role: 'checkbox', name: /^4 stars/ } }] },
    RETRY: {
      byState: {
        failure: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
        expired: { do: [{ click: { role: 'button', name: 'Search again', exact: true } }] },
      },
    },
  },
  notInStore: {
    SELECT: 'the sample hotel id (H1) is not a bed bank hotel; the map pin is proven by the e2e spec',
    'xstate.error.actor.fetchPage':
      'as for the poll: a dropped request has no status to tell an expired search by',
    'xstate.error.actor.fetchResults':
      'a dropped poll is told apart from an expired search by its status, which a dropped request has not',
  },
  // Each by its own server function: the page's other reads (offers, hotel names) are not held.
  actors: {
    startSearch: { url: '/_serverFn/{fn:startHotelSearch}', method: 'POST' },
    fetchResults: { url: '/_serverFn/{fn:fetchHotelResults}', method: 'GET' },
    fetchPage: { url: '/_serverFn/{fn:fetchHotelResults}', method: 'GET' },
  },
}

/**
 * The hotel page as a traveller reaches it: a stay searched through the services (`hotel-stay`),
 * its results page, then one of its hotels with the search's id, so the page compares the card's
 * price with the hotel's now. What the services answer is this traveller's sandbox scenario, set
 * before each answer (`hotel-scenario`): the hotel page's address carries none.
 */
const stay = 'checkin_date={checkin}&checkout_date={checkout}&rooms=2a'
const roomsAre = (text: string): Cause => ({ before: [scenario(text)], do: [{ answer: 'arrives' }] })
const dialog: Target = { role: 'dialog', name: 'The price has changed' }
/** The offer `hotel-stay` found with rooms left (a room type lists several offers). */
const theOffer: Target = { role: 'button', name: 'Choose {offerName} in {roomName}', exact: true }

export const hotelAvailabilityBinding: MachineBinding = {
  maxSteps: 8,
  start: [
    { harness: 'hotel-stay' },
    { goto: `/hotels/search?${stay}&location_id=goa&city_name=Goa` },
    { goto: `/hotels/{hotelId}?${stay}&search_id={searchId}` },
  ],
  states: {
    request: [roomsIs('request'), { visible: { text: 'Looking up rooms for your dates…' } }],
    success: [
      roomsIs('success'),
      { visible: { role: 'heading', level: 2, name: 'Rooms' } },
      { visible: theOffer, enabled: true },
    ],
    pending: [
      roomsIs('pending'),
      { visible: { text: 'Checking that the room you chose is still available…' } },
    ],
    priceChange: [{ visible: dialog }, { visible: { text: /It was ₹[\d,]+; it is now ₹[\d,]+/ } }],
    soldOut: [{ visible: { text: /^Sold out for these dates/ } }],
    chosen: [{ url: '/hotels/booking/review?' }],
    leaving: [{ url: '/hotels/search?' }],
    failure: [{ visible: { role: 'button', name: 'Try again', exact: true } }],
  },
  events: {
    'xstate.done.actor.fetchAvailability': {
      bySample: {
        'rooms are available': roomsAre(''),
        'the hotel is sold out for these dates': roomsAre('availability=soldout'),
        'the price is higher than the search showed': roomsAre('priceChange=12'),
      },
    },
    'xstate.error.actor.fetchAvailability': fails,
    CHOOSE: { do: [{ click: theOffer }] },
    'xstate.done.actor.checkOffer': {
      bySample: {
        'the offer is still there at the same price': roomsAre(''),
        'the offer’s price has gone up': roomsAre('priceChange=12'),
        'the offer has sold out': roomsAre('availability=soldout'),
      },
    },
    'xstate.error.actor.checkOffer': fails,
    // Its words follow what was chosen: the rooms at the new price, or this room at it.
    CONTINUE: {
      do: [
        { click: { role: 'button', name: /^(Continue|See the rooms) at the new price$/, within: dialog } },
      ],
    },
    BACK: { do: [{ click: { role: 'button', name: /^Back to the (rooms|results)$/, within: dialog } }] },
    RETRY: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
  },
  actors: {
    fetchAvailability: { url: '/_serverFn/{fn:fetchHotelAvailability}', method: 'GET' },
    checkOffer: { url: '/_serverFn/{fn:fetchHotelAvailability}', method: 'GET' },
  },
}

// ——— Booking: the review page's hold, and the confirmation page ———

const bookingIs = flowIs('hotel-booking')
const reviewAddress =
  '/hotels/booking/review?checkin_date={checkin}&checkout_date={checkout}&hotel_id={hotelId}&offer_id={offerId}&room_idx={roomIdx}&rooms=2a'
const continueButton: Target = { role: 'button', name: 'Continue', exact: true }
const holdAnswer = (text: string): Cause => ({ before: [scenario(text)], do: [{ answer: 'arrives' }] })

/**
 * The booking machine on the review page (Continue holds the room): a room of a stay searched
 * through the services (`hotel-stay`). Each answer is the hotel service's own, chosen by this
 * traveller's sandbox scenario set once the page shows the room (so the room's price shown is the
 * hotel's, and a price change shows at Continue). The guests page's Pay now and Pay at hotel run the
 * same machine in another page (a new one): their answers are proven by tests/e2e/hotel-booking.spec.ts.
 */
export const hotelBookingReviewBinding: MachineBinding = {
  start: [{ harness: 'hotel-stay' }, { goto: reviewAddress }],
  maxSteps: 8,
  // The services refuse a hold with 409 (sold out, expired prices, promo, error): the browser logs it.
  refusals: true,
  sampleEvents: {
    SUBMIT: samplesOf(hotelBookingSampleEvents, 'SUBMIT', ['the traveller continues from the review']),
    'xstate.done.actor.submitBooking': samplesOf(
      hotelBookingSampleEvents,
      'xstate.done.actor.submitBooking',
      [
        'the rooms are held at the price shown',
        'the rooms are held at a new price',
        'the room sold out',
        'the price expired',
        'the promo was applied already',
        'the booking service refused',
      ],
    ),
    'xstate.error.actor.submitBooking': [
      { label: 'the hold is lost on the way', error: new Error('Failed to fetch') },
    ],
    CONTINUE: samplesOf(hotelBookingSampleEvents, 'CONTINUE'),
    BACK: samplesOf(hotelBookingSampleEvents, 'BACK'),
  },
  states: {
    idle: [
      bookingIs('idle'),
      { visible: { role: 'heading', level: 1, name: 'Review your booking' } },
      { visible: continueButton, enabled: true },
    ],
    submitting: [
      bookingIs('submitting'),
      { visible: { role: 'button', name: 'Holding your room…' }, enabled: false },
    ],
    priceChanged: [
      { visible: { text: 'The hotel has changed the price of this room.' } },
      { visible: { text: /^Was .*, now / } },
      { visible: { role: 'button', name: 'Continue at the new price' } },
    ],
    held: [
      { url: '/hotels/booking/guests?' },
      { visible: { role: 'heading', level: 1, name: 'Guest details' } },
    ],
    backToHotel: [{ url: '/hotels/{hotelId}?' }, { visible: { role: 'heading', level: 2, name: 'Rooms' } }],
    failed: [bookingIs('failed'), { visible: { role: 'alert' } }, { visible: continueButton, enabled: true }],
  },
  events: {
    SUBMIT: { do: [{ click: continueButton }] },
    'xstate.done.actor.submitBooking': {
      bySample: {
        'the rooms are held at the price shown': holdAnswer(''),
        'the rooms are held at a new price': holdAnswer('priceChange=12'),
        'the room sold out': holdAnswer('sold-out'),
        'the price expired': holdAnswer('cache-expired'),
        'the promo was applied already': holdAnswer('promo=ALREADY_APPLIED'),
        'the booking service refused': holdAnswer('booking=ERROR'),
      },
    },
    'xstate.error.actor.submitBooking': fails,
    CONTINUE: { do: [{ click: { role: 'button', name: 'Continue at the new price' } }] },
    BACK: { do: [{ click: { role: 'button', name: 'Back to the hotel' } }] },
  },
  actors: { submitBooking: { url: '/_serverFn/{fn:holdRooms}', method: 'POST' } },
}

const payNow: Target = { role: 'button', name: 'Pay now', exact: true }
const payAtHotel: Target = { role: 'button', name: 'Pay at hotel', exact: true }
const contact: Target = { role: 'group', name: 'Contact details' }
const leadGuest: Target = { role: 'group', name: 'Lead guest, room 1' }
const guestName: Target = { label: 'Room 1 guest first name', within: leadGuest }

/**
 * The same machine on the guests page of a room held for the path (`hotel-stay` with an offer that
 * may be paid at the hotel and needs no PAN; review, Continue): the form filled in, Pay now or Pay at
 * hotel. One answer sample stands for the services' answer to either (a booking with a way to pay
 * that the hotel has also accepted to be paid at check-in): what it means is what was asked, as on
 * the page, so a path never asks the store for an answer to the other button. A dropped request is
 * the refusal a path can cause here; the form keeps what was typed.
 */
export const hotelBookingGuestsBinding: MachineBinding = {
  start: [
    { harness: 'hotel-stay', args: { payAtHotel: true } },
    { goto: reviewAddress },
    { click: continueButton },
    { fill: { label: 'First name', within: contact }, value: 'Ravi' },
    { fill: { label: 'Last name', within: contact }, value: 'Sharma' },
    { fill: { label: 'E-mail', within: contact }, value: 'guest.{address}@example.com' },
    { fill: { label: 'Mobile number', within: contact }, value: '9876543210' },
    // No title is assumed for the lead guest (docs/decisions/0195): the traveller chooses one.
    { select: { label: 'Title', within: leadGuest }, option: 'Mr' },
    { fill: guestName, value: 'Ravi' },
    { fill: { label: 'Room 1 guest last name', within: leadGuest }, value: 'Sharma' },
    { check: { label: /I accept the terms/ } },
  ],
  maxSteps: 4,
  sampleEvents: {
    SUBMIT: samplesOf(hotelBookingSampleEvents, 'SUBMIT', [
      'the traveller pays now',
      'the traveller books to pay at the hotel',
    ]),
    'xstate.done.actor.submitBooking': [
      {
        label: 'the booking service answers',
        output: {
          booking: sampleHotelBooking('SUCCESS', {
            payment_url: 'http://127.0.0.1:3001/payment/pay/order_1',
            razor_order_id: 'order_1',
          }),
          booking_error: null,
        },
      },
    ],
    'xstate.error.actor.submitBooking': [
      { label: 'the request is lost on the way', error: new Error('Failed to fetch') },
    ],
  },
  states: {
    idle: [
      bookingIs('idle'),
      { visible: { role: 'heading', level: 1, name: 'Guest details' } },
      { visible: payNow, enabled: true },
      { visible: payAtHotel, enabled: true },
    ],
    submitting: [
      bookingIs('submitting'),
      { visible: { role: 'button', name: 'Please wait…' }, enabled: false },
    ],
    paying: [{ url: '/payment/pay/' }],
    bookedAtHotel: [
      { url: '/hotels/confirmation/' },
      { visible: { role: 'heading', level: 1, name: 'Booking confirmed: pay at the hotel' } },
    ],
    failed: [
      bookingIs('failed'),
      { visible: { role: 'alert', within: { role: 'form', name: 'Guest details' } } },
      { visible: payNow, enabled: true },
      { visible: guestName },
    ],
  },
  events: {
    SUBMIT: {
      bySample: {
        'the traveller pays now': { do: [{ click: payNow }] },
        'the traveller books to pay at the hotel': { do: [{ click: payAtHotel }] },
      },
    },
    'xstate.done.actor.submitBooking': arrives,
    'xstate.error.actor.submitBooking': fails,
  },
  // Pay now and Pay at hotel are two server functions: the one request of the guests page that the
  // machine's actor makes is held, whichever it is.
  actors: { submitBooking: { url: '/_serverFn/', method: 'POST' } },
}

const confirmationIs = flowIs('hotel-confirmation')
const tripId: Check = { visible: { text: /^Trip Id SF\d{10}$/ } }
/**
 * The booking the path's confirmation page follows is made at the start, in a second tab of the same
 * browser (`hotel-booking-made`: review, guests, the sandbox gateway), as `{pay}` says, with the
 * hotel's answer `{confirm}` (the booking's sandbox scenario); the tab waits until the booking shows
 * `{shows}`. The page's own request is held until then.
 */
const booking = (vars: Record<string, string>): Cause => ({
  before: [{ set: { pay: 'Success', confirm: 'CONFIRMED', ...vars } }],
  do: [{ answer: 'arrives' }],
})
const confirmationSamples = [
  'the bank has not told us yet',
  'paid, the hotel is confirming',
  'the hotel confirmed',
  'booked to pay at the hotel',
  'the booking failed and is refunded',
  'held for a fraud check',
]

export const hotelConfirmationBinding: MachineBinding = {
  start: [{ harness: 'hotel-booking-made' }, { goto: '/hotels/confirmation/{bookingId}' }],
  // The six statuses of 001 §4, each as the first answer to a booking made for it.
  sampleEvents: {
    'xstate.done.actor.fetchBooking': samplesOf(
      hotelConfirmationSampleEvents,
      'xstate.done.actor.fetchBooking',
      confirmationSamples,
    ),
    'xstate.error.actor.fetchBooking': samplesOf(
      hotelConfirmationSampleEvents,
      'xstate.error.actor.fetchBooking',
    ),
    RETRY: samplesOf(hotelConfirmationSampleEvents, 'RETRY'),
  },
  states: {
    'following.checking': [confirmationIs('following.checking'), tripId],
    'following.waiting': [
      confirmationIs('following.waiting'),
      tripId,
      {
        visible: {
          text: /^(Your bank has not confirmed the payment yet|We're sorry but your booking is not confirmed yet)/,
        },
      },
    ],
    notConfirmedYet: [
      { visible: { role: 'alert' } },
      { visible: { text: /^We're sorry but your booking is not confirmed yet/ } },
      { visible: checkAgain },
    ],
    unreachable: unreachableChecks,
    confirmed: [
      { visible: { role: 'heading', level: 1, name: 'Booking confirmed', exact: true } },
      { visible: { text: 'Your booking is confirmed.', exact: true } },
      tripId,
      { visible: { role: 'link', name: 'See the voucher in your bookings' } },
    ],
    confirmedPayLater: [
      { visible: { role: 'heading', level: 1, name: 'Booking confirmed: pay at the hotel' } },
      { visible: { text: 'Your booking is confirmed. Please pay at the hotel when you check in.' } },
      { visible: { role: 'link', name: 'See the voucher in your bookings' } },
    ],
    // One message, 000 §8 status 1 (docs/decisions/0195, 0206), and a way to follow the refund.
    refunded: [
      { visible: { role: 'heading', level: 1, name: 'Booking failed' } },
      { visible: { text: /^Sorry! Your booking did not go through. We are processing a refund./ } },
      { visible: { role: 'link', name: 'Follow the refund in your booking' } },
    ],
    review: [
      { visible: { text: /^It seems like we have encountered an issue. Our call center representative/ } },
      tripId,
    ],
    paymentFailed: [{ visible: { text: 'Payment failed. Please try again', exact: true } }],
    notPaid: [{ visible: { text: /^We have not received your payment/ } }],
  },
  events: {
    'xstate.done.actor.fetchBooking': {
      bySample: {
        'the bank has not told us yet': booking({
          pay: 'Pending (bank confirms later)',
          shows: 'Your bank has not confirmed the payment yet',
        }),
        'paid, the hotel is confirming': booking({ confirm: 'PAID', shows: 'not confirmed yet' }),
        'the hotel confirmed': booking({ shows: 'Your booking is confirmed.' }),
        'booked to pay at the hotel': booking({ pay: 'at hotel', shows: 'Please pay at the hotel' }),
        'the booking failed and is refunded': booking({
          confirm: 'BOOKING_FAILED',
          shows: 'Your booking did not go through',
        }),
        'held for a fraud check': booking({ confirm: 'BOOKING_FRAUD', shows: 'encountered an issue' }),
      },
    },
    'xstate.error.actor.fetchBooking': fails,
    'xstate.after.patience.confirmation.following': clockRunsOut,
  },
  notInStore: {
    RETRY:
      'an answer after "Check again" is of the booking made at the path’s start, whose hotel answer is fixed when it is made: which status it has then cannot be chosen at the path’s word (tests/machines/hotels-booking.test.ts and the e2e spec prove it)',
    'xstate.after.pollInterval.confirmation.following.waiting':
      'the next poll reads the same booking again, whose status does not change at the path’s word; the waiting state is seen, the page polls by itself',
  },
  actors: { fetchBooking: { url: '/_serverFn/{fn:fetchHotelBooking}', method: 'GET' } },
}

const promoIs = flowIs('hotel-promo')
const promoForm: Target = { role: 'form', name: 'Promo code' }
const codeField: Target = { role: 'textbox', name: 'Promo code', within: promoForm }
const removeCode: Target = { role: 'button', name: 'Remove promo code' }
const payback = (number: string, pin: string): Step[] => [
  { fill: { label: 'PAYBACK mobile or card number' }, value: number },
  { fill: { label: 'PAYBACK PIN' }, value: pin },
]
const apply = (code: string): Step[] => [
  { fill: codeField, value: code },
  { click: { role: 'button', name: 'Apply', exact: true, within: promoForm } },
]

/**
 * The promo code on the guests page of a room held for the path (`hotel-stay`, review, Continue).
 * The code sent is `{code}`: HOTEL20 (20 % off hotels) unless the answer to come is a refusal, for
 * which the path sends EXPIRED50 (a code of flights, and ended). PAYBACK is in use when its fields
 * are filled in (001 §5: a promo code or PAYBACK points, not both).
 */
export const hotelPromoBinding: MachineBinding = {
  start: [
    { set: { code: 'HOTEL20' } },
    { harness: 'hotel-stay', args: { noPan: true } },
    { goto: reviewAddress },
    { click: continueButton },
    // A guest's code counts by the e-mail typed, which it needs: one of the path's own.
    {
      fill: { label: 'E-mail', within: { role: 'group', name: 'Contact details' } },
      value: 'promo.{address}@example.com',
    },
  ],
  maxSteps: 6,
  states: {
    idle: [promoIs('idle'), { visible: codeField }, { hidden: removeCode }],
    applying: [promoIs('applying'), { visible: { role: 'button', name: 'Applying…' }, enabled: false }],
    refused: [promoIs('refused'), { visible: { role: 'alert', within: promoForm } }],
    applied: [
      promoIs('applied'),
      { visible: { text: /^HOTEL20 applied: / } },
      { visible: removeCode, enabled: true },
      { visible: { role: 'table', name: 'Price breakdown' } },
    ],
    removing: [promoIs('removing'), { visible: removeCode, enabled: false }],
  },
  events: {
    SUBMIT: {
      bySample: {
        'the traveller applies HOTEL500': { do: [...payback('', ''), ...apply('{code}')] },
        'the traveller applies a code while using PAYBACK': {
          do: [...payback('9876543210', '1234'), ...apply('HOTEL20')],
        },
      },
    },
    'xstate.done.actor.applyPromo': {
      bySample: {
        'the code is applied': { before: [{ set: { code: 'HOTEL20' } }], do: [{ answer: 'arrives' }] },
        'the code is refused': { before: [{ set: { code: 'EXPIRED50' } }], do: [{ answer: 'arrives' }] },
      },
    },
    'xstate.error.actor.applyPromo': fails,
    REMOVE: { do: [{ click: removeCode }] },
    'xstate.done.actor.removePromo': arrives,
    'xstate.error.actor.removePromo': fails,
    // Typing again after a refusal clears it.
    CLEAR: { do: [{ fill: codeField, value: 'HOTEL' }] },
  },
  actors: {
    applyPromo: { url: '/_serverFn/{fn:applyHotelPromo}', method: 'POST' },
    removePromo: { url: '/_serverFn/{fn:applyHotelPromo}', method: 'POST' },
  },
}
