import zipcodes from 'zipcodes';
import type { HandlerMap } from '../http/context';
import { notFound } from '../http/http-error';
import { searchLocations } from './location-store';

const MAX_RESULTS = 50;

function zipPoint(zip: string) {
  const found = zipcodes.lookup(zip.slice(0, 5));
  return found ? { lat: found.latitude, long: found.longitude, city: found.city, state: found.state } : null;
}

export const locationHandlers: HandlerMap<'store-locations' | 'lat-long'> = {
  /**
   * With lat and long: nearest first. A search that is a known zip code is treated as a place
   * ("near 90210"), not as text; any other search filters by text.
   */
  'store-locations': ({ search, lat, long }, { db }) => {
    if (lat !== undefined && long !== undefined) {
      return { locations: searchLocations(db, { text: search, point: { lat, long }, limit: MAX_RESULTS }) };
    }
    const zip = /^\d{5}$/.test(search) ? zipPoint(search) : null;
    return { locations: searchLocations(db, { text: zip ? '' : search, point: zip, limit: MAX_RESULTS }) };
  },
  'lat-long': ({ zipcode }) => {
    const found = zipPoint(zipcode);
    if (!found) throw notFound(`zipcode: Unknown zip code ${zipcode}`);
    return { zipcode: zipcode.slice(0, 5), ...found };
  },
};
