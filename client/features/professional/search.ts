import { isWithin, LATITUDE_RANGE, LONGITUDE_RANGE, usZipCodeOf } from '../../../shared/contract/location-values';

/** What the page searches for, read from its URL (?zip=… or ?lat=…&long=…). */
export type ProfessionalSearch = { kind: 'zip'; zip: string } | { kind: 'point'; lat: number; long: number };

export type SearchParse =
  { kind: 'none' } | { kind: 'invalid'; message: string; zip: string } | { kind: 'search'; search: ProfessionalSearch };

export const INVALID_ZIP_MESSAGE = 'Enter a 5-digit US ZIP code, for example 90210.';
/** Coordinates are rounded in the URL: enough to find what is near, not to pinpoint a home. */
const POINT_DECIMALS = 3;

/**
 * The search in the query string; the zip and point rules are the API contract's own
 * (location-values.ts, which its schemas are built from; search.test.ts ties the two).
 */
export function parseSearch(params: URLSearchParams): SearchParse {
  const zip = params.get('zip');
  if (zip !== null) {
    const zipcode = usZipCodeOf(zip);
    return zipcode !== null
      ? { kind: 'search', search: { kind: 'zip', zip: zipcode.slice(0, 5) } }
      : { kind: 'invalid', message: INVALID_ZIP_MESSAGE, zip };
  }
  const lat = params.get('lat');
  const long = params.get('long');
  if (lat !== null && long !== null && lat.trim() !== '' && long.trim() !== '') {
    const point = { lat: Number(lat), long: Number(long) };
    if (isWithin(point.lat, LATITUDE_RANGE) && isWithin(point.long, LONGITUDE_RANGE))
      return { kind: 'search', search: { kind: 'point', ...point } };
  }
  return { kind: 'none' };
}

/** The query string that searches around a point (from the browser's geolocation). */
export function pointSearchParams(lat: number, long: number): string {
  return new URLSearchParams({ lat: lat.toFixed(POINT_DECIMALS), long: long.toFixed(POINT_DECIMALS) }).toString();
}
