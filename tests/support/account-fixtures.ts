/** Valid account records for tests: a Delhi GST profile and an adult traveller with a passport. */
export const gstProfile = {
  companyName: 'Indus Travels Pvt Ltd',
  countryId: 'IN',
  email: 'accounts@indus.example',
  subTerminalName: 'Head office',
  phoneNumber: '9811122233',
  gstNumber: '07AAACI1234F1Z5',
  addressLine1: '12 Connaught Place',
  stateId: '07',
  cityId: 'DEL',
  zipCode: '110001',
}

export const traveller = {
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Mehta',
  passengerType: 'ADULT',
  dateOfBirth: '1988-04-12',
  documents: [{ number: 'Z1234567', type: 'passport', expiryDate: '2031-06-30', issueDate: '2021-07-01' }],
}
