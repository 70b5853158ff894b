// How a US shop checks a postal address: a state (or DC, or a territory USPS delivers to)
// by its two-letter code, a ZIP code of 5 digits or ZIP+4, an optional 10-digit phone.
// Pure: the address form's action and the contract (so the BFF refuses the same) use it.

/** USPS codes: the 50 states and DC, then the territories, each with the name a customer picks. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
] as const satisfies readonly (readonly [string, string])[];

export type UsStateCode = (typeof US_STATES)[number][0];

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** The country the shop ships to, as stored on addresses. */
export const US_COUNTRY = 'US' as const;

export const US_ADDRESS_MESSAGES = {
  state: 'must be a US state',
  zip: 'must be a ZIP code like 12345 or 12345-6789',
  phone: 'must be a US phone number with 10 digits',
} as const;

const ZIP = /^\d{5}(-\d{4})?$/;

/** A USPS state or territory code, exactly as listed (upper case). */
export function isUsStateCode(value: string): value is UsStateCode {
  return STATE_CODES.has(value);
}

/** 12345 or 12345-6789 (surrounding spaces are the caller's to trim). */
export function isUsZip(value: string): boolean {
  return ZIP.test(value);
}

/** The digits of a US phone number, without a leading country code 1; null when it is not one. */
export function usPhoneDigits(value: string): string | null {
  if (!/^[\d\s().+-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // area code and exchange never start with 0 or 1 (NANP)
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/** An optional phone: empty, or a US number. */
export function isUsPhoneOrEmpty(value: string): boolean {
  return value.trim() === '' || usPhoneDigits(value) !== null;
}
