/** The results query as the hotel search service reads it: indexed, bracketed and repeated arrays. */
import { describe, expect, it } from 'vitest'
import { resultsQuerySchema } from '@contracts/hotels/search'
import { readResultsQuery } from '~/services/hotels/routes'

const read = (query: string) =>
  resultsQuerySchema.parse(readResultsQuery(`http://h/hotels/search/x?${query}`))

describe('readResultsQuery', () => {
  it('reads indexed arrays in index order, whatever order they were sent in', () => {
    const q = read('star_rating%5B1%5D=5&star_rating%5B0%5D=3&amenities[0]=pool&amenities[1]=spa')
    expect(q.star_rating).toEqual([3, 5])
    expect(q.amenities).toEqual(['pool', 'spa'])
  })

  it('reads `name[]` and repeated keys as arrays, in the order sent', () => {
    expect(read('location[]=goa.baga&location[]=goa.anjuna').location).toEqual(['goa.baga', 'goa.anjuna'])
    expect(read('property_type=Villa&property_type=Hostel').property_type).toEqual(['Villa', 'Hostel'])
  })

  it('takes the first of a repeated single parameter and the defaults otherwise', () => {
    const q = read('page_no=2&page_no=3&sort=price,asc&hbo=goa-h0001')
    expect(q).toMatchObject({ page_no: 2, page_size: 50, sort: 'price,asc', hbo: 'goa-h0001' })
  })

  it('refuses a NUL in a key or a value, naming it', () => {
    expect(() => readResultsQuery('http://h/x?hbo=%00')).toThrow(/hbo/)
  })
})
