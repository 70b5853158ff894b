import { calls } from '../../../shared/contract/registry';

/** What the page searches for, read from its URL (?zip=… or ?lat=…&long=…). */
export type ProfessionalSearch = { kind: 'zip'; zip: string } | { kind: 'point'; lat: number; long: number };

export type SearchParse =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string; zip: string }
  | { kind: 'search'; search: ProfessionalSearch };

export const INVALID_ZIP_MESSAGE = 'Enter a 5-digit US ZIP code, for example 90210.';
/** Coordinates are rounded in the URL: enough to find what is near, not to pinpoint a home. */
const POINT_DECIMALS = 3;

/** The search in the query string; the zip and point rules are the API contract's own. */
export function parseSearch(params: URLSearchParams): SearchParse {
  const zip = params.get('zip');
  if (zip !== null) {
    const parsed = calls['lat-long'].request.safeParse({ zipcode: zip });
    return parsed.success
      ? { kind: 'search', search: { kind: 'zip', zip: parsed.data.zipcode.slice(0, 5) } }
      : { kind: 'invalid', message: INVALID_ZIP_MESSAGE, zip };
  }
  const lat = params.get('lat');
  const long = params.get('long');
  if (lat !== null && long !== null && lat.trim() !== '' && long.trim() !== '') {
    const parsed = calls['store-locations'].request.safeParse({ lat: Number(lat), long: Number(long) });
    if (parsed.success && parsed.data.lat !== undefined && parsed.data.long !== undefined) {
      return { kind: 'search', search: { kind: 'point', lat: parsed.data.lat, long: parsed.data.long } };
    }
  }
  return { kind: 'none' };
}

/** The query string that searches around a point (from the browser's geolocation). */
export function pointSearchParams(lat: number, long: number): string {
  return new URLSearchParams({ lat: lat.toFixed(POINT_DECIMALS), long: long.toFixed(POINT_DECIMALS) }).toString();
}
