/**
 * GST state codes (the first two digits of a GSTIN) → state or union territory, abbreviation and
 * capital, as published by the GST Network. 000 §3 names 01 to 36; 37 (Andhra Pradesh after the
 * 2014 division) and 38 (Ladakh, 2019) are real codes in use and are answered too. 25 (Daman and
 * Diu) was merged into 26 in 2020 but old GSTINs still carry it.
 */
export interface GstState {
  stateGstCode: string
  name: string
  abbreviation: string
  capital: string
}

const rows: [string, string, string, string][] = [
  ['01', 'Jammu and Kashmir', 'JK', 'Srinagar (summer), Jammu (winter)'],
  ['02', 'Himachal Pradesh', 'HP', 'Shimla'],
  ['03', 'Punjab', 'PB', 'Chandigarh'],
  ['04', 'Chandigarh', 'CH', 'Chandigarh'],
  ['05', 'Uttarakhand', 'UK', 'Dehradun'],
  ['06', 'Haryana', 'HR', 'Chandigarh'],
  ['07', 'Delhi', 'DL', 'New Delhi'],
  ['08', 'Rajasthan', 'RJ', 'Jaipur'],
  ['09', 'Uttar Pradesh', 'UP', 'Lucknow'],
  ['10', 'Bihar', 'BR', 'Patna'],
  ['11', 'Sikkim', 'SK', 'Gangtok'],
  ['12', 'Arunachal Pradesh', 'AR', 'Itanagar'],
  ['13', 'Nagaland', 'NL', 'Kohima'],
  ['14', 'Manipur', 'MN', 'Imphal'],
  ['15', 'Mizoram', 'MZ', 'Aizawl'],
  ['16', 'Tripura', 'TR', 'Agartala'],
  ['17', 'Meghalaya', 'ML', 'Shillong'],
  ['18', 'Assam', 'AS', 'Dispur'],
  ['19', 'West Bengal', 'WB', 'Kolkata'],
  ['20', 'Jharkhand', 'JH', 'Ranchi'],
  ['21', 'Odisha', 'OD', 'Bhubaneswar'],
  ['22', 'Chhattisgarh', 'CG', 'Raipur'],
  ['23', 'Madhya Pradesh', 'MP', 'Bhopal'],
  ['24', 'Gujarat', 'GJ', 'Gandhinagar'],
  ['25', 'Daman and Diu', 'DD', 'Daman'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'DN', 'Daman'],
  ['27', 'Maharashtra', 'MH', 'Mumbai'],
  ['28', 'Andhra Pradesh (Before Division)', 'AP', 'Hyderabad'],
  ['29', 'Karnataka', 'KA', 'Bengaluru'],
  ['30', 'Goa', 'GA', 'Panaji'],
  ['31', 'Lakshadweep', 'LD', 'Kavaratti'],
  ['32', 'Kerala', 'KL', 'Thiruvananthapuram'],
  ['33', 'Tamil Nadu', 'TN', 'Chennai'],
  ['34', 'Puducherry', 'PY', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands', 'AN', 'Sri Vijaya Puram (Port Blair)'],
  ['36', 'Telangana', 'TS', 'Hyderabad'],
  ['37', 'Andhra Pradesh', 'AD', 'Amaravati'],
  ['38', 'Ladakh', 'LA', 'Leh'],
]

export const gstStates: readonly GstState[] = rows.map(([stateGstCode, name, abbreviation, capital]) => ({
  stateGstCode,
  name,
  abbreviation,
  capital,
}))

export const gstStateByCode: ReadonlyMap<string, GstState> = new Map(gstStates.map((s) => [s.stateGstCode, s]))
