// The hotel booking pages' pure rules: the booking address (001 §2: six parameters), the guests
// form's checks (000 §5 names, 001 §5 PAN, a promo code or PAYBACK), the homestay results address.
import { describe, expect, it } from 'vitest'
import { BOOKING_ADDRESS_PARAMS } from '@contracts/hotels/booking'
import { bookingAddressSchema } from '@contracts/hotels/booking-address'
import { readBookingAddress } from '@contracts/hotels/booking-params'
import { checkGuestsForm, emptyGuestsForm } from '~/components/hotels/guests-form'
import { homestayResultsHref } from '~/components/hotels/homestay-search'

const address = {
  checkin_date: '2030-12-10',
  checkout_date: '2030-12-12',
  hotel_id: 'H1',
  offer_id: 'H1-0-0',
  room_idx: '0',
  rooms: '2a-5,1a',
}

describe('the booking address', () => {
  it('reads the six parameters, rooms in the short form', () => {
    expect(readBookingAddress(address)).toEqual({
      ...address,
      room_idx: 0,
      rooms: [
        { adults_count: 2, children_age: [5] },
        { adults_count: 1, children_age: [] },
      ],
    })
    expect(bookingAddressSchema.parse(address).rooms).toHaveLength(2)
  })

  it.each(BOOKING_ADDRESS_PARAMS)('is invalid without %s', (key) => {
    const { [key]: _gone, ...rest } = address
    expect(readBookingAddress(rest)).toBeNull()
  })

  it('is invalid with unreadable rooms or dates', () => {
    expect(readBookingAddress({ ...address, rooms: '[{"adults_count":2}]' })).toBeNull()
    expect(readBookingAddress({ ...address, rooms: '2a-1' })).toBeNull()
    expect(readBookingAddress({ ...address, checkin_date: '2030-02-30' })).toBeNull()
  })
})

describe('the guests form', () => {
  const filled = () => {
    const v = emptyGuestsForm(2)
    v.contact = {
      title: 'Mr',
      name: 'Ravi',
      surname: 'Sharma',
      email: 'ravi@example.com',
      phone: '9876543210',
    }
    v.guests = [
      { title: 'Mr', name: 'Ravi', surname: 'Sharma' },
      { title: 'Ms', name: 'Asha', surname: 'Sharma' },
    ]
    v.terms = true
    return v
  }
  const opts = { panRequired: false, promoApplied: false, address: '/hotels/booking/guests?x=1' }

  it('sends the contact and a lead guest per room', () => {
    const checked = checkGuestsForm(filled(), opts)
    expect('details' in checked && checked.details.guests.map((g) => g.name)).toEqual(['Ravi', 'Asha'])
  })

  it('names each field a person must fix', () => {
    const v = filled()
    v.guests[1] = { title: 'Ms', name: 'A', surname: 'Sharma' }
    v.terms = false
    const checked = checkGuestsForm(v, { ...opts, panRequired: true })
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual([
      'guests.1.name',
      'pan',
      'terms',
    ])
  })

  it('takes a PAN like AAAAA9999A only', () => {
    const v = { ...filled(), pan: 'abcde1234f' }
    const ok = checkGuestsForm(v, { ...opts, panRequired: true })
    expect('details' in ok && ok.details.pan).toBe('ABCDE1234F')
    const bad = checkGuestsForm({ ...filled(), pan: 'ABCDE12345' }, { ...opts, panRequired: true })
    expect('errors' in bad && bad.errors.pan).toMatch(/AAAAA9999A/)
  })

  it('refuses PAYBACK with a promo code applied, in 001 §5 words', () => {
    const v = { ...filled(), paybackNumber: '9876543210', paybackPin: '1234' }
    const checked = checkGuestsForm(v, { ...opts, promoApplied: true })
    expect('errors' in checked && checked.errors.paybackNumber).toBe(
      "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking.",
    )
  })
})

describe('the homestay search', () => {
  it('opens the results of a city for homestays, holiday homes and villas; a nameless place by its city', () => {
    const href = homestayResultsHref({
      place: { name: '', id: 'goa', city: 'Goa', state: 'Goa' },
      checkInDate: '2030-12-10',
      checkOutDate: '2030-12-12',
      rooms: [{ adults_count: 1, children_age: [] }],
    })
    const q = new URL(href, 'http://store').searchParams
    expect(q.get('location_id')).toBe('goa')
    expect(q.get('property_type')).toBe('Homestay,Holiday Home,Villa')
    expect(q.get('rooms')).toBe('1a')
  })

  it('searches a locality by its id', () => {
    const href = homestayResultsHref({
      place: { name: 'Calangute', id: 'goa-calangute', city: 'Goa', state: 'Goa' },
      checkInDate: '2030-12-10',
      checkOutDate: '2030-12-12',
      rooms: [{ adults_count: 1, children_age: [] }],
    })
    expect(new URL(href, 'http://store').searchParams.get('locality_id')).toBe('goa-calangute')
  })
})

describe('the guests form assumes no title (issue 24)', () => {
  it('starts with no title and asks for each lead guest’s', () => {
    const v = emptyGuestsForm(2)
    expect([v.contact.title, ...v.guests.map((g) => g.title)]).toEqual(['', '', ''])
    v.contact = { title: '', name: 'Ravi', surname: 'Sharma', email: 'ravi@example.com', phone: '9876543210' }
    v.guests = [
      { title: 'Mr', name: 'Ravi', surname: 'Sharma' },
      { title: '', name: 'Asha', surname: 'Sharma' },
    ]
    v.terms = true
    const checked = checkGuestsForm(v, { panRequired: false, promoApplied: false, address: '/x' })
    expect('errors' in checked && checked.errors).toEqual({
      'guests.1.title': 'Choose the title: Mr, Mrs, Ms, Miss, Mstr or Dr',
    })
  })
})
