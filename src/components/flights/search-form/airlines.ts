/**
 * Airlines offered as "preferred airline" in the form: the carriers of the domestic market.
 * A short fixed list keeps the home page free of the airline master data; any 2-character code
 * still works through the address (preferredAirline=EK&airlineName=Emirates).
 */
export const preferredAirlines = [
  { code: '6E', name: 'IndiGo' },
  { code: 'AI', name: 'Air India' },
  { code: 'IX', name: 'Air India Express' },
  { code: 'SG', name: 'SpiceJet' },
  { code: 'QP', name: 'Akasa Air' },
  { code: 'UK', name: 'Vistara' },
] as const
