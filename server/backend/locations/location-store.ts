import type { Location } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';

interface LocationRow {
  id: string;
  kind: Location['kind'];
  name: string;
  business: string | null;
  address1: string;
  city: string;
  province_code: string;
  zip: string;
  phone: string;
  lat: number;
  long: number;
  services: string;
}

function toLocation(r: LocationRow, distance: number | null): Location {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    business: r.business,
    address1: r.address1,
    city: r.city,
    provinceCode: r.province_code,
    zip: r.zip,
    phone: r.phone,
    lat: r.lat,
    long: r.long,
    services: parseJson<string[]>(r.services, []),
    distance,
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function locationById(db: Db, id: string): Location | null {
  const row = sql(db, 'SELECT * FROM locations WHERE id = ?').get(id) as LocationRow | undefined;
  return row ? toLocation(row, null) : null;
}

export interface LocationSearch {
  /** matched against name, business, address, city, state and zip */
  text: string;
  point: { lat: number; long: number } | null;
  limit: number;
}

/** Nearest first when a point is given, else by name. */
export function searchLocations(db: Db, q: LocationSearch): Location[] {
  const needle = q.text.toLowerCase();
  const rows = (sql(db, 'SELECT * FROM locations').all() as LocationRow[]).filter(
    (r) =>
      !needle ||
      [r.name, r.business ?? '', r.address1, r.city, r.province_code, r.zip].some((f) =>
        f.toLowerCase().includes(needle),
      ),
  );
  const found = rows.map((r) =>
    toLocation(r, q.point ? Math.round(haversineMiles(q.point.lat, q.point.long, r.lat, r.long) * 10) / 10 : null),
  );
  found.sort((a, b) => (q.point ? a.distance! - b.distance! : a.name.localeCompare(b.name)));
  return found.slice(0, q.limit);
}
