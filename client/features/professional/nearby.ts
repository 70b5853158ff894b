import type { Location } from '../../../shared/contract/models';

// store-locations answers the nearest 50 wherever they are; a list that runs on to the
// other coast is noise. Shown: those within a comfortable drive, or else the few nearest,
// said plainly. (Product choice; the SPEC does not give a radius.)
export const NEARBY_RADIUS_MILES = 100;
export const NEARBY_MAX = 20;
export const FALLBACK_COUNT = 5;

export interface NearbyResults {
  locations: Location[];
  /** true when nothing is within the radius and the list is the nearest few instead */
  beyondRadius: boolean;
}

export function nearbyResults(all: readonly Location[]): NearbyResults {
  const sorted = [...all].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  const near = sorted.filter((l) => l.distance !== null && l.distance <= NEARBY_RADIUS_MILES);
  if (near.length > 0) return { locations: near.slice(0, NEARBY_MAX), beyondRadius: false };
  return { locations: sorted.slice(0, FALLBACK_COUNT), beyondRadius: sorted.length > 0 };
}
