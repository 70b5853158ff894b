// The location calls' plain rules, apart from their zod schemas (customer.ts builds 'lat-long' and
// 'store-locations' from them): the professionals page reads its search from the URL while it
// renders, on a first load that carries no zod (decision 018).

/** A US ZIP code as the lat-long call takes it: 5 digits, or ZIP+4. */
export const US_ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const US_ZIP_CODE_MESSAGE = 'must be a US zip code';

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** The zip code as the call reads it (trimmed, as the schema trims), or null when it is none. */
export function usZipCodeOf(raw: string): string | null {
  const zip = raw.trim();
  return US_ZIP_CODE_PATTERN.test(zip) ? zip : null;
}

/** A finite number within the range, ends included (as zod's number with min and max). */
export function isWithin(value: number, range: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}
